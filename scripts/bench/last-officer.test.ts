import { describe, expect, it } from 'vitest';
import { lastOfficerHeld, lastOfficerLine } from './last-officer';

describe('the last-officer race', () => {
  it('holds only when exactly one of the 50 was created and the 49 others refused', () => {
    expect(lastOfficerHeld({ created: 1, refused: 49, other: 0 })).toBe(true);
    expect(lastOfficerHeld({ created: 2, refused: 48, other: 0 })).toBe(false);
    expect(lastOfficerHeld({ created: 1, refused: 48, other: 1 })).toBe(false);
    expect(lastOfficerHeld({ created: 0, refused: 50, other: 0 })).toBe(false);
  });

  it('says what the 50 got', () => {
    expect(lastOfficerLine({ created: 1, refused: 49, other: 0 })).toBe(
      '50 parallel creates for the last free officer: 1 created, 49 refused (FULLY_BOOKED), 0 other',
    );
  });
});
