/**
 * The organisation bookings CSV's naira (issue 39 item 5): kobo print as naira with two decimals
 * without floating point.
 */
import { describe, expect, it } from 'vitest';
import { nairaOfKobo } from './organisation-bookings-csv';

describe('nairaOfKobo', () => {
  it.each([
    [6_750_000, '67500.00'],
    [1, '0.01'],
    [0, '0.00'],
    [-6_750_005, '-67500.05'],
    [9_007_199_254_740_991, '90071992547409.91'],
  ])('%i kobo is %s naira', (kobo, naira) => {
    expect(nairaOfKobo(kobo)).toBe(naira);
  });
});
