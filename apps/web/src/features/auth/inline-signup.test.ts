import { describe, expect, it } from 'vitest';
import { firstNameFromEmail, inlineSignupError, quickSignupPayload } from './inline-signup';

describe('inline sign-up rules (§5)', () => {
  it('reports the first problem with the §5 message', () => {
    const ok = { email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(inlineSignupError({ ...ok, email: ' ' })).toBe('Email is required.');
    expect(inlineSignupError({ ...ok, email: 'ab.co' })).toBe('Please enter a valid email address.');
    expect(inlineSignupError({ ...ok, password: '' })).toBe('Password is required.');
    expect(inlineSignupError({ ...ok, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 8 characters long.',
    );
    expect(inlineSignupError({ ...ok, confirmPassword: 'abcdefgX' })).toBe('Passwords do not match. Please try again.');
    expect(inlineSignupError(ok)).toBeNull();
  });

  it("takes the first name from the e-mail's local part", () => {
    expect(firstNameFromEmail('ada.obi+travel@example.com')).toBe('Ada Obi');
    expect(firstNameFromEmail('chidi_okeke@example.com')).toBe('Chidi Okeke');
    expect(firstNameFromEmail('x@example.com')).toBe('Traveller');
    expect(firstNameFromEmail(`${'a'.repeat(80)}@example.com`)).toHaveLength(50);
  });

  it('fills the quick sign-up placeholders', () => {
    expect(quickSignupPayload(' jo@example.com ', 'Secret123')).toEqual({
      email: 'jo@example.com',
      password: 'Secret123',
      firstName: 'Jo',
      lastName: 'User',
      phone: '+2340000000000',
      dateOfBirth: '1990-01-01',
      nationality: 'Nigerian',
      marketingConsent: false,
    });
  });
});
