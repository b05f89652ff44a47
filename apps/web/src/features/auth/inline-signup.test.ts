import { describe, expect, it } from 'vitest';
import { inlineSignupError, quickSignupPayload } from './inline-signup';

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

  it('fills the quick sign-up placeholders and guesses no name from the e-mail', () => {
    expect(quickSignupPayload(' ada.obi@example.com ', 'Secret123')).toEqual({
      email: 'ada.obi@example.com',
      password: 'Secret123',
      firstName: 'Traveller',
      lastName: 'User',
      phone: '+2340000000000',
      dateOfBirth: '1990-01-01',
      nationality: 'Nigerian',
      marketingConsent: false,
    });
  });
});
