import { describe, expect, it } from 'vitest';
import { PhoneSchema, RegisterRequestSchema, UpdateProfileRequestSchema } from './auth';
import { CreateBookingRequestSchema } from './booking-request';
import { ContactMessages, QUICK_SIGNUP_PLACEHOLDERS } from './contact';
import { PHONE_EXAMPLE } from './first-load-messages';
import { Messages } from './messages';
import { CreateOfficerRequestSchema, CreateStaffAccountRequestSchema, UpdateOfficerRequestSchema } from './operations';
import { phoneForDisplay } from './phone';

const registration = {
  email: 'ada@example.com',
  password: 'Passw0rd!',
  firstName: 'Ada',
  lastName: 'Obi',
  dateOfBirth: '1990-05-01',
  nationality: 'Nigerian',
};
const staff = { email: 'kemi@fasttrack.test', firstName: 'Kemi', lastName: 'Adeyemi' };
const officer = {
  ...staff,
  airportIata: 'LOS',
  badgeNumber: 'LOS-P-100',
  languages: ['English'],
  terminals: ['International'],
};

/** Every form that takes a phone, each reading `phone` and answering the E.164 it would store. */
const FORMS: Array<[string, (phone: string) => { success: boolean; data?: unknown; error?: unknown }]> = [
  ['registration', (phone) => RegisterRequestSchema.safeParse({ ...registration, phone })],
  ['profile', (phone) => UpdateProfileRequestSchema.safeParse({ phone })],
  [
    'booking form',
    (phone) =>
      CreateBookingRequestSchema.safeParse({
        flightBookingReference: 'BA75',
        serviceType: 'arrival',
        passengerCount: 1,
        contactPhone: phone,
      }),
  ],
  ['staff account', (phone) => CreateStaffAccountRequestSchema.safeParse({ ...staff, role: 'dispatcher', phone })],
  ['new officer', (phone) => CreateOfficerRequestSchema.safeParse({ ...officer, phone })],
  ['officer edit', (phone) => UpdateOfficerRequestSchema.safeParse({ phone })],
];

const storedPhone = (data: unknown) => {
  const d = data as { phone?: string; contactPhone?: string };
  return d.phone ?? d.contactPhone;
};

describe('one phone rule everywhere (issue 26 item 5)', () => {
  it.each(FORMS)('%s: accepts local Nigerian and international forms and stores E.164', (_form, parse) => {
    for (const [typed, e164] of [
      ['0803 123 4567', '+2348031234567'],
      ['0803-123-4567', '+2348031234567'],
      ['08031234567', '+2348031234567'],
      ['+234 803 123 4567', '+2348031234567'],
      ['+44 20 7946 0958', '+442079460958'],
    ]) {
      const result = parse(typed as string);
      expect(result.success, typed).toBe(true);
      expect(storedPhone(result.data), typed).toBe(e164);
    }
  });

  it.each(FORMS)('%s: refuses what cannot be dialled', (_form, parse) => {
    for (const typed of ['12345', '0803 123', '+1', 'call me', '']) {
      expect(parse(typed).success, typed).toBe(false);
    }
  });

  it('keeps the quick sign-up placeholder for accounts (issue 19 §1), never for a booking contact', () => {
    const placeholder = QUICK_SIGNUP_PLACEHOLDERS.phone;
    for (const [form, parse] of FORMS) {
      const result = parse(placeholder);
      if (form === 'booking form') expect(result.success, form).toBe(false);
      else expect(storedPhone(result.data), form).toBe(placeholder);
    }
  });

  it('answers with the §5 message and the one example, which shows the local form', () => {
    expect(PHONE_EXAMPLE).toContain('0803 123 4567');
    const invalid = PhoneSchema.safeParse('12345');
    expect(invalid.error?.issues[0]?.message).toBe(Messages.phoneInvalid(PHONE_EXAMPLE));
    expect(ContactMessages.phoneInvalid).toBe(Messages.phoneInvalid(PHONE_EXAMPLE));
    expect(PhoneSchema.safeParse('').error?.issues[0]?.message).toBe(ContactMessages.phoneRequired);
  });
});

describe('a stored number shown to a person', () => {
  it('writes Nigerian numbers in the national form and others in the international one', () => {
    expect(phoneForDisplay('+2348031234567')).toBe('0803 123 4567');
    expect(phoneForDisplay('+442079460958')).toBe('+44 20 7946 0958');
    expect(phoneForDisplay('not a number')).toBe('not a number');
  });
});
