/**
 * The lists' page cursor (issue 39 item 5, issue 40): a cursor made here reads back as the same
 * row; one that was not is a 400 naming the field.
 */
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './page-cursor';

describe('page cursor', () => {
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
