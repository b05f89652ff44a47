import { addDaysIso, dayInZone } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { dayNumberInZone, dayNumberStartInZone, dayStartInZone, hourInZone } from './zone-day';

describe('day numbers of a zone', () => {
  it.each(['Africa/Lagos', 'Africa/Accra', 'Europe/London'])(
    'agree with dayInZone and dayStartInZone around midnight in %s, every hour over a year',
    (zone) => {
      const from = Date.parse('2026-01-01T00:00:00Z');
      for (let t = from; t < from + 366 * 86_400_000; t += 3_600_000 - 1) {
        const instant = new Date(t);
        const day = dayNumberInZone(instant, zone);
        const date = dayInZone(instant, zone);
        expect(dayNumberStartInZone(day, zone)).toEqual(dayStartInZone(date, zone));
        expect(dayNumberStartInZone(day + 1, zone)).toEqual(dayStartInZone(addDaysIso(date, 1), zone));
      }
    },
    30_000,
  );

  it('puts 23:00 UTC in the next day in Lagos and not in Accra', () => {
    const before = dayNumberInZone(new Date('2026-11-22T22:59:59.999Z'), 'Africa/Lagos');
    expect(dayNumberInZone(new Date('2026-11-22T23:00:00Z'), 'Africa/Lagos')).toBe(before + 1);
    expect(dayNumberStartInZone(before + 1, 'Africa/Lagos').toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(dayNumberInZone(new Date('2026-11-22T23:00:00Z'), 'Africa/Accra')).toBe(before);
  });

  it('counts hours from the start of the day on the zone clock', () => {
    expect(hourInZone('2026-11-23', 9, 'Africa/Lagos').toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(hourInZone('2026-11-23', 9, 'Africa/Accra').toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });
});
