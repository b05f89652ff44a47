/**
 * The organisation bookings list's page cursor and the CSV's naira (issue 39 item 5): a cursor
 * made here reads back as the same row; one that was not is a 400 naming the field; kobo print
 * as naira with two decimals without floating point.
 */
import { describe, expect, it } from 'vitest';
import { nairaOfKobo } from './organisation-bookings-csv';
import { decodeCursor, encodeCursor } from './organisation-bookings-cursor';

describe('organisation bookings cursor', () => {
  it('reads back the row it was made from', () => {
    const row = { createdAt: new Date('2026-11-28T19:30:00.123Z'), id: '3f1c2b9e-4d5a-4c7b-8e9f-0a1b2c3d4e5f' };
    expect(decodeCursor(encodeCursor(row))).toEqual(row);
  });

  it.each([
    'nonsense',
    Buffer.from('["not a date","x"]').toString('base64url'),
    Buffer.from('{}').toString('base64url'),
  ])('refuses %s as a 400 naming the cursor', (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(
      expect.objectContaining({ statusCode: 400, details: { cursor: expect.any(String) } }),
    );
  });
});

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
