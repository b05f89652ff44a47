/**
 * Public flight references: `FL-` plus 10 Crockford base32 characters (50 random bits), short
 * enough to read out, too many to guess. Unique in the database (flights.reference).
 */
import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const FLIGHT_REFERENCE_PATTERN = /^FL-[0-9A-HJKMNP-TV-Z]{10}$/;

export function newFlightReference(): string {
  // 256 is a multiple of 32, so `byte & 31` keeps every character equally likely.
  const bytes = randomBytes(10);
  let out = 'FL-';
  for (const b of bytes) out += CROCKFORD[b & 31];
  return out;
}
