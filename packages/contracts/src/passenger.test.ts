import { describe, expect, it } from 'vitest';
import { passExpiresAt } from './passenger';

describe('passExpiresAt (issue 36 item 1, issue 41 item 2)', () => {
  // 23:30 UTC on 1 Dec: 00:30 on 2 Dec in Lagos (WAT), still 23:30 on 1 Dec in Accra (GMT).
  const windowEnd = new Date('2026-12-01T23:30:00Z');

  it('ends the pass with the day the service ends at the airport, Lagos', () => {
    expect(passExpiresAt(windowEnd, 'Africa/Lagos').toISOString()).toBe('2026-12-02T23:00:00.000Z');
  });

  it('and on the clock of an airport in another zone, Accra', () => {
    expect(passExpiresAt(windowEnd, 'Africa/Accra').toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('works until the last instant of the day and not after', () => {
    const end = passExpiresAt(new Date('2026-12-01T10:00:00Z'), 'Africa/Lagos');
    expect(end.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });
});
