import { describe, expect, it } from 'vitest';
import { formatOffset, isoWeekday, isoWithOffset, parseOffset, zonedInstant } from './zoned-time';

describe('zoned times', () => {
  it('reads a Lagos wall-clock time as UTC+1 all year', () => {
    for (const date of ['2026-01-15', '2026-07-15']) {
      const { time, utcOffset } = zonedInstant(date, '17:45', 'Africa/Lagos');
      expect(utcOffset).toBe('+01:00');
      expect(time.toISOString()).toBe(`${date}T16:45:00.000Z`);
      expect(isoWithOffset(time, utcOffset)).toBe(`${date}T17:45:00+01:00`);
    }
  });

  it('follows daylight saving in London and New York', () => {
    expect(zonedInstant('2026-01-15', '10:45', 'Europe/London')).toEqual({
      time: new Date('2026-01-15T10:45:00Z'),
      utcOffset: '+00:00',
    });
    expect(zonedInstant('2026-07-15', '10:45', 'Europe/London')).toEqual({
      time: new Date('2026-07-15T09:45:00Z'),
      utcOffset: '+01:00',
    });
    expect(zonedInstant('2026-07-15', '17:40', 'America/New_York').utcOffset).toBe('-04:00');
    expect(zonedInstant('2026-12-15', '17:40', 'America/New_York').utcOffset).toBe('-05:00');
  });

  it('writes an instant on another clock, crossing midnight', () => {
    expect(isoWithOffset(new Date('2026-11-21T23:30:00Z'), '+04:00')).toBe('2026-11-22T03:30:00+04:00');
    expect(isoWithOffset(new Date('2026-11-21T02:00:00Z'), '-05:00')).toBe('2026-11-20T21:00:00-05:00');
    expect(isoWithOffset(new Date('2027-01-05T02:04:05Z'), '+01:00')).toBe('2027-01-05T03:04:05+01:00');
    expect(() => isoWithOffset(new Date(Number.NaN), '+01:00')).toThrow(RangeError);
  });

  it('formats and parses offsets', () => {
    expect(formatOffset(60)).toBe('+01:00');
    expect(formatOffset(-270)).toBe('-04:30');
    expect(formatOffset(0)).toBe('+00:00');
    expect(parseOffset('+05:45')).toBe(345);
    expect(parseOffset('-03:00')).toBe(-180);
    expect(() => parseOffset('Z')).toThrow(RangeError);
  });

  it('numbers weekdays from Monday = 1 to Sunday = 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});
