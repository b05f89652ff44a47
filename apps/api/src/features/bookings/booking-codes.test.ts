import { BOOKING_REFERENCE_PATTERN, MEETING_CODE_PATTERN } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { generateBookingReference, generateMeetingCode } from './booking-codes';

describe('booking codes', () => {
  it('makes references of FT- and 6 Crockford base32 characters, never I, L, O or U', () => {
    const refs = Array.from({ length: 2000 }, generateBookingReference);
    for (const ref of refs) expect(ref).toMatch(BOOKING_REFERENCE_PATTERN);
    expect(refs.join('')).not.toMatch(/[ILOU]/);
    // 2000 draws from 32^6 ≈ 1.07e9 values: one repeat has a 0.19% chance (birthday bound), three
    // or more about 1 in 10^9. More than two repeats would mean the generator is not random.
    expect(new Set(refs).size).toBeGreaterThanOrEqual(refs.length - 2);
  });

  it('makes 4-digit meeting codes, keeping leading zeros', () => {
    const codes = Array.from({ length: 2000 }, generateMeetingCode);
    for (const code of codes) expect(code).toMatch(MEETING_CODE_PATTERN);
    // 2000 draws from 10,000 values: about 1,800 distinct; far fewer would mean a biased generator.
    expect(new Set(codes).size).toBeGreaterThan(1600);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});
