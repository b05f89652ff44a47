import { describe, expect, it } from 'vitest';
import { hasPlaceholderDetails, placeholderFields, profileName, QUICK_SIGNUP_PLACEHOLDERS } from './contact';
import { ContactPhoneSchema } from './contact-schemas';
import { staffContact, toE164 } from './phone';

const complete = { firstName: 'Ada', lastName: 'Obi', phone: '+2348012345678', dateOfBirth: '1990-01-01' };
const quick = { ...QUICK_SIGNUP_PLACEHOLDERS, firstName: 'Chidi' };

describe('booking contact rules (issue 19 §1)', () => {
  it('reads local Nigerian and international numbers as E.164, and refuses the rest', () => {
    expect(toE164('0803 123 4567')).toBe('+2348031234567');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('12345')).toBeNull();
    expect(toE164(QUICK_SIGNUP_PLACEHOLDERS.phone)).toBeNull();
    expect(ContactPhoneSchema.safeParse('0803-123-4567').data).toBe('+2348031234567');
    expect(ContactPhoneSchema.safeParse('').success).toBe(false);
  });

  it('knows a quick sign-up account, but not a complete one born on 1 January 1990', () => {
    expect(placeholderFields(quick)).toEqual(['lastName', 'phone', 'dateOfBirth']);
    expect(hasPlaceholderDetails(complete)).toBe(false);
    expect(profileName(quick)).toBe('Chidi');
    // Straight from the quick sign-up: no name was asked or guessed (issue 26 §6).
    expect(placeholderFields(QUICK_SIGNUP_PLACEHOLDERS)).toEqual(['firstName', 'lastName', 'phone', 'dateOfBirth']);
    expect(profileName(QUICK_SIGNUP_PLACEHOLDERS)).toBe('');
    expect(profileName({ ...complete, firstName: 'Traveller' })).toBe('Traveller Obi');
  });

  it("gives staff the booking's contact, else the account's without placeholders", () => {
    expect(staffContact({ leadPassengerName: 'Chidi Eze', contactPhone: '+2348031234567' }, quick)).toEqual({
      name: 'Chidi Eze',
      phone: '+2348031234567',
    });
    expect(staffContact({ leadPassengerName: null, contactPhone: null }, quick)).toEqual({
      name: 'Chidi',
      phone: null,
    });
    expect(staffContact({ leadPassengerName: null, contactPhone: null }, QUICK_SIGNUP_PLACEHOLDERS)).toEqual({
      name: 'Traveller',
      phone: null,
    });
    expect(staffContact({ leadPassengerName: null, contactPhone: null }, complete)).toEqual({
      name: 'Ada Obi',
      phone: '+2348012345678',
    });
  });
});
