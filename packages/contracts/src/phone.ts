/**
 * Phone numbers of the booking contact (issue 19 §1), parsed with libphonenumber-js (its "min"
 * metadata) with Nigeria as the default region, so "0803 123 4567" and "+44 20 7946 0958" are
 * both accepted; they are stored and answered in E.164 ("+2348031234567"). A module of its own
 * so that only the screens that read phones load the metadata (about 20 KB gzip).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { type ContactSource, profileName, QUICK_SIGNUP_PLACEHOLDERS } from './contact';

/** Region a number without a country code is read in: LOS is in Nigeria. */
export const DEFAULT_PHONE_REGION = 'NG';

/**
 * `input` as an E.164 number ("+2348031234567"), or null when it is not a valid, dialable number
 * or is the quick sign-up placeholder. Local numbers are read as Nigerian.
 */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_REGION);
  if (!parsed?.isValid()) return null;
  return parsed.number === QUICK_SIGNUP_PLACEHOLDERS.phone ? null : parsed.number;
}

/**
 * A stored E.164 number as a person writes it: Nigerian numbers in the national form
 * ("0803 123 4567"), others in the international one ("+44 20 7946 0958"). Unparsable input is
 * returned as it is.
 */
export function phoneForDisplay(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === DEFAULT_PHONE_REGION ? parsed.formatNational() : parsed.formatInternational();
}

/** The account's phone in E.164, or null when it is the placeholder or not a valid number. */
export function profilePhone(user: Pick<ContactSource, 'phone'>): string | null {
  return toE164(user.phone);
}

/**
 * Who staff call for a booking (issue 19 §1, "staff never see placeholders"): the booking's own
 * lead passenger and contact phone; for older bookings without them, the account's name and
 * phone with any placeholder left out. `phone` is null when no real number is known
 * ("No phone given").
 */
export function staffContact(
  booking: { leadPassengerName: string | null; contactPhone: string | null },
  owner: ContactSource,
): { name: string; phone: string | null } {
  return {
    // An account with no real name yet is still called something: its placeholder first name.
    name: booking.leadPassengerName ?? (profileName(owner) || owner.firstName),
    phone: booking.contactPhone ?? profilePhone(owner),
  };
}
