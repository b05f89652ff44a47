/**
 * Random codes on a booking: the booking reference and the meeting code.
 * Both come from `crypto.randomInt`, which is uniform and unpredictable, so neither code can be
 * guessed from another booking's.
 */
import { randomInt } from 'node:crypto';
import { BOOKING_REFERENCE_ALPHABET } from '@fasttrack/contracts';

const REFERENCE_LENGTH = 6;

/**
 * A booking reference: `FT-` plus 6 Crockford base32 characters, e.g. `FT-7QK2MX`
 * (issue: bookings, "Booking reference"). Uniqueness is the database's job: the insert retries
 * with a new value on a collision.
 */
export function generateBookingReference(): string {
  let out = 'FT-';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    out += BOOKING_REFERENCE_ALPHABET[randomInt(BOOKING_REFERENCE_ALPHABET.length)];
  }
  return out;
}

/**
 * A 4-digit one-time meeting code, `0000` to `9999` (issue 17 §2). Only the traveller sees it;
 * the officer proves who they are by entering it, and five wrong tries lock it, so four digits
 * are enough.
 */
export function generateMeetingCode(): string {
  return String(randomInt(10_000)).padStart(4, '0');
}
