import { describe, expect, it } from 'vitest';
import type { AirportPriceRules } from './price-lists';
import { isNightTime, isUrgent, nightSurchargeLabel, priceLineDetail, priceLines } from './quotes';

const rules: AirportPriceRules = {
  freeCancellationHours: 24,
  arrivalServiceMinutes: 90,
  minNoticeMinutes: 180,
  urgentWindowMinutes: 12 * 60,
  urgentSurchargeUsdCents: 1500,
  nightStartsAt: '23:00',
  nightEndsAt: '05:00',
  nightSurchargeUsdCents: 1000,
};
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('isNightTime', () => {
  it('reads the window on the airport’s clock: 23:30 is night in Lagos, 22:59 and 05:00 are not', () => {
    expect(isNightTime(new Date('2026-12-04T22:30:00Z'), rules, 'Africa/Lagos')).toBe(true);
    expect(isNightTime(new Date('2026-12-04T21:59:00Z'), rules, 'Africa/Lagos')).toBe(false);
    expect(isNightTime(new Date('2026-12-05T03:59:00Z'), rules, 'Africa/Lagos')).toBe(true);
    expect(isNightTime(new Date('2026-12-05T04:00:00Z'), rules, 'Africa/Lagos')).toBe(false);
  });

  it('follows the airport’s zone: 22:30 UTC is 22:30 in Accra, not yet night', () => {
    expect(isNightTime(new Date('2026-12-04T22:30:00Z'), rules, 'Africa/Accra')).toBe(false);
    expect(isNightTime(new Date('2026-12-04T23:30:00Z'), rules, 'Africa/Accra')).toBe(true);
  });

  it('handles a window within one day and an empty one', () => {
    const evening = { nightStartsAt: '20:00', nightEndsAt: '23:00' };
    expect(isNightTime(new Date('2026-12-04T20:30:00Z'), evening, 'Africa/Accra')).toBe(true);
    expect(isNightTime(new Date('2026-12-04T23:30:00Z'), evening, 'Africa/Accra')).toBe(false);
    expect(isNightTime(new Date('2026-12-04T23:30:00Z'), { nightStartsAt: '23:00', nightEndsAt: '23:00' }, 'UTC')).toBe(
      false,
    );
  });
});

describe('isUrgent', () => {
  const now = new Date('2026-12-01T08:00:00Z');
  it('is urgent strictly inside the window', () => {
    expect(isUrgent(new Date('2026-12-01T19:59:00Z'), now, rules)).toBe(true);
    expect(isUrgent(new Date('2026-12-01T20:00:00Z'), now, rules)).toBe(false);
    expect(isUrgent(new Date('2026-12-01T09:00:00Z'), now, { urgentWindowMinutes: 0 })).toBe(false);
  });
});

describe('priceLines', () => {
  it('names the night window in the airport’s zone: WAT in Lagos, GMT in Accra', () => {
    const at = new Date('2026-12-04T23:30:00Z');
    expect(nightSurchargeLabel(rules, 'Africa/Lagos', at)).toBe('Night service (meeting 23:00-05:00 WAT)');
    expect(nightSurchargeLabel(rules, 'Africa/Accra', at)).toBe('Night service (meeting 23:00-05:00 GMT)');
  });

  it('lists the service per passenger, then the urgent and night surcharges once per booking', () => {
    const now = new Date('2026-12-04T18:00:00Z');
    const lines = priceLines({
      serviceType: 'departure',
      passengerCount: 3,
      unitPriceUsdCents: 5000,
      meetingTime: new Date('2026-12-04T23:15:00Z'),
      now,
      rules,
      timeZone: 'Africa/Lagos',
    });
    expect(lines.map((l) => [l.kind, l.label, priceLineDetail(l, usd), l.amountUsdCents])).toEqual([
      ['service', 'Departure Service', '3 × $50.00 per passenger', 15_000],
      ['urgent_surcharge', 'Urgent booking (less than 12 hours before the meeting)', '1 × $15.00 per booking', 1500],
      ['night_surcharge', 'Night service (meeting 23:00-05:00 WAT)', '1 × $10.00 per booking', 1000],
    ]);
  });

  it('adds no surcharge line when the airport charges none', () => {
    const lines = priceLines({
      serviceType: 'arrival',
      passengerCount: 1,
      unitPriceUsdCents: 4500,
      meetingTime: new Date('2026-12-04T23:15:00Z'),
      now: new Date('2026-12-04T22:00:00Z'),
      rules: { ...rules, urgentSurchargeUsdCents: 0, nightSurchargeUsdCents: 0 },
      timeZone: 'Africa/Lagos',
    });
    expect(lines).toHaveLength(1);
  });
});
