import { describe, expect, it } from 'vitest';
import { lagosClockOf, lagosDateOf, shiftRange, weekDays, weekStart } from './shift-times';

describe('shift times in WAT (issue 15 §3)', () => {
  it('turns a Lagos date and clock times into instants with the +01:00 offset', () => {
    expect(shiftRange('2026-11-24', '05:00', '23:00')).toEqual({
      startsAt: '2026-11-24T05:00:00+01:00',
      endsAt: '2026-11-24T23:00:00+01:00',
    });
  });

  it('puts an end at or before the start on the next day (a night shift)', () => {
    expect(shiftRange('2026-12-31', '22:00', '06:00')).toEqual({
      startsAt: '2026-12-31T22:00:00+01:00',
      endsAt: '2027-01-01T06:00:00+01:00',
    });
  });

  it('reads an instant back as its Lagos date and clock time, whatever zone it was written in', () => {
    expect(lagosDateOf('2026-11-24T23:30:00.000Z')).toBe('2026-11-25');
    expect(lagosClockOf('2026-11-24T23:30:00.000Z')).toBe('00:30');
  });

  it('lists the week from Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekDays('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });
});
