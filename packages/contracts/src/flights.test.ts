import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, lagosToday } from './dates';
import { FlightNumberSearchParamsSchema, TravelDateSchema } from './flight-search-input';
import { normalizeFlightNumber } from './flights';

describe('normalizeFlightNumber', () => {
  it('removes spaces, upper-cases and drops leading zeros of the number', () => {
    expect(normalizeFlightNumber('BA75')).toBe('BA75');
    expect(normalizeFlightNumber('BA075')).toBe('BA75');
    expect(normalizeFlightNumber('ba 75')).toBe('BA75');
    expect(normalizeFlightNumber('P4 7120')).toBe('P47120');
    expect(normalizeFlightNumber('w3 0720')).toBe('W3720');
  });

  it('refuses what is not 2 to 6 letters and digits', () => {
    for (const bad of ['B', 'BA12345', 'BA-75', '', '   ']) expect(normalizeFlightNumber(bad)).toBeNull();
  });

  it('validates the search path parameter with the spec message', () => {
    const res = FlightNumberSearchParamsSchema.safeParse({ flightNumber: 'BA 0075 X', date: lagosToday() });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('Please enter a valid flight number (e.g., TK1979, BA123)');
  });
});

describe('TravelDateSchema', () => {
  afterEach(() => vi.useRealTimers());

  it('moves "today" forward at midnight in Lagos, not in UTC', () => {
    vi.useFakeTimers();
    // 22:30 UTC on 1 March is 23:30 in Lagos: still 1 March there.
    vi.setSystemTime(new Date('2027-03-01T22:30:00Z'));
    expect(TravelDateSchema.safeParse('2027-03-01').success).toBe(true);
    // 23:30 UTC is 00:30 on 2 March in Lagos: 1 March is now in the past.
    vi.setSystemTime(new Date('2027-03-01T23:30:00Z'));
    const res = TravelDateSchema.safeParse('2027-03-01');
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('Travel date cannot be in the past');
    expect(TravelDateSchema.safeParse('2027-03-02').success).toBe(true);
  });

  it('allows 330 days ahead and no more', () => {
    const today = lagosToday();
    expect(TravelDateSchema.safeParse(addDaysIso(today, 330)).success).toBe(true);
    expect(TravelDateSchema.safeParse(addDaysIso(today, 331)).success).toBe(false);
  });

  it('refuses impossible and malformed dates with one message', () => {
    for (const bad of ['2027-02-30', '2027-2-3', '03/02/2027']) {
      const res = TravelDateSchema.safeParse(bad);
      expect(res.success).toBe(false);
      expect(res.error?.issues).toHaveLength(1);
    }
  });
});
