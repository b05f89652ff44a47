import { formatIsoDate } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { clockOf, dateOf, shiftRange, weekDays, weekStart } from './shift-times';

describe("shift times on the clock of the officer's airport (issue 15 §3, issue 41 item 2)", () => {
  it('turns a date and clock times at Lagos into instants with the +01:00 offset', () => {
    expect(shiftRange('2026-11-24', { start: '05:00', end: '23:00' }, 'Africa/Lagos')).toEqual({
      startsAt: '2026-11-24T05:00:00.000+01:00',
      endsAt: '2026-11-24T23:00:00.000+01:00',
    });
  });

  it('turns the same clock times at Accra into instants at UTC, and in London at its summer offset', () => {
    expect(shiftRange('2026-11-24', { start: '05:00', end: '23:00' }, 'Africa/Accra')).toEqual({
      startsAt: '2026-11-24T05:00:00.000+00:00',
      endsAt: '2026-11-24T23:00:00.000+00:00',
    });
    expect(shiftRange('2026-07-01', { start: '05:00', end: '23:00' }, 'Europe/London').startsAt).toBe(
      '2026-07-01T05:00:00.000+01:00',
    );
  });

  it('puts an end at or before the start on the next day (a night shift)', () => {
    expect(shiftRange('2026-12-31', { start: '22:00', end: '06:00' }, 'Africa/Lagos')).toEqual({
      startsAt: '2026-12-31T22:00:00.000+01:00',
      endsAt: '2027-01-01T06:00:00.000+01:00',
    });
  });

  it("reads an instant back as the airport's date and clock time, whatever zone it was written in", () => {
    expect(dateOf('2026-11-24T23:30:00.000Z', 'Africa/Lagos')).toBe('2026-11-25');
    expect(clockOf('2026-11-24T23:30:00.000Z', 'Africa/Lagos')).toBe('00:30');
    expect(dateOf('2026-11-24T23:30:00.000Z', 'Africa/Accra')).toBe('2026-11-24');
    expect(clockOf('2026-11-24T23:30:00.000Z', 'Africa/Accra')).toBe('23:30');
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

describe('a date written out (contracts formatIsoDate)', () => {
  it('names the date itself, whatever zone the reader is in', () => {
    expect(formatIsoDate('2026-11-24')).toBe('Tue 24 Nov');
    expect(formatIsoDate('2026-11-23', 'd MMM yyyy')).toBe('23 Nov 2026');
  });
});
