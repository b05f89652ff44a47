/**
 * How a traveller can be reached (issue 19 §1): the quick sign-up placeholders (spec §5 "Quick
 * signup"), which of them an account still has, and the contact messages. Phone parsing is in
 * phone.ts and the zod schemas in contact-schemas.ts: the landing page uses this module, and a
 * module's code lands in every chunk that uses it, so it holds neither the phone metadata nor a
 * schema (ADR 051).
 */
import type { NATIONALITIES } from './constants';
import { PHONE_EXAMPLE } from './first-load-messages';

/**
 * First name when none is known: the quick sign-up, which asks none and guesses none from the
 * e-mail (issue 26 §6, replacing spec §5's guess), or a sign-in provider that gives none (issue
 * 19 §11).
 */
export const PLACEHOLDER_FIRST_NAME = 'Traveller';

/** Placeholders the quick sign-up stores (spec §5): the traveller completes them later. */
export const QUICK_SIGNUP_PLACEHOLDERS = {
  firstName: PLACEHOLDER_FIRST_NAME,
  lastName: 'User',
  phone: '+2340000000000',
  dateOfBirth: '1990-01-01',
  nationality: 'Nigerian' satisfies (typeof NATIONALITIES)[number],
} as const;

/** Profile fields the quick sign-up fills with a stand-in value and the person should confirm. */
export const PLACEHOLDER_FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth'] as const;
export type PlaceholderField = (typeof PLACEHOLDER_FIELDS)[number];

/** The profile fields the placeholder rules read. */
export interface ContactSource {
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
}

/**
 * The fields of `user` that still hold a quick sign-up placeholder (issue 19 §1). The phone
 * (not a dialable number) and the last name "User" mark a quick sign-up account; the birth date
 * 1990-01-01 and the first name "Traveller" count only next to one of them, since they are real
 * for some people, and so do not keep a completed account asking. Nationality is left out: "Nigerian" is a real answer
 * for most travellers.
 */
export function placeholderFields(user: ContactSource): PlaceholderField[] {
  const marked = user.phone === QUICK_SIGNUP_PLACEHOLDERS.phone || user.lastName === QUICK_SIGNUP_PLACEHOLDERS.lastName;
  return marked ? PLACEHOLDER_FIELDS.filter((field) => user[field] === QUICK_SIGNUP_PLACEHOLDERS[field]) : [];
}

/** True when the account still has a quick sign-up placeholder to complete (issue 19 §1). */
export function hasPlaceholderDetails(user: ContactSource): boolean {
  return placeholderFields(user).length > 0;
}

/** Shown next to every contact phone field: the one example of messages.ts. */
export const CONTACT_PHONE_EXAMPLE = PHONE_EXAMPLE;

export const ContactMessages = {
  nameRequired: "Please enter the lead passenger's full name",
  nameTooLong: 'The full name must be at most 100 characters',
  phoneRequired: 'Please enter a phone number we can reach you on',
  phoneInvalid: `Please enter a valid phone number (e.g., ${CONTACT_PHONE_EXAMPLE})`,
  noPhoneGiven: 'No phone given',
  completeDetailsTitle: 'Complete your details',
  completeDetailsBody:
    'Your account still has stand-in details from the quick sign-up. Add your name, phone number and date of birth so our team can reach you.',
} as const;

/** The account's full name without placeholders ("Ada Obi", not "Ada Obi User"). */
export function profileName(user: ContactSource): string {
  const placeholders = placeholderFields(user);
  const first = placeholders.includes('firstName') ? '' : user.firstName;
  const last = user.lastName === QUICK_SIGNUP_PLACEHOLDERS.lastName ? '' : user.lastName;
  return `${first} ${last}`.trim();
}

/**
 * How travellers reach the business (spec §1 footer: phone, contact e-mail, city). The footer,
 * the booking page and the API's refusals all name these; change them here only.
 */
export const SUPPORT_CONTACT = {
  phoneDisplay: '+234 800 327 8725',
  /** E.164, for tel: links. */
  phone: '+2348003278725',
  email: 'support@fasttrack-los.com',
  city: 'Lagos, Nigeria',
} as const;
