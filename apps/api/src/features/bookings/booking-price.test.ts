import { type AirportPriceRules, rateToE4 } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import type { PriceInForce } from '../pricing/index';
import { priceBooking } from './booking-price';

const NO_SURCHARGES: AirportPriceRules = {
  freeCancellationHours: 24,
  arrivalServiceMinutes: 90,
  minNoticeMinutes: 180,
  urgentWindowMinutes: 0,
  urgentSurchargeUsdCents: 0,
  nightStartsAt: '23:00',
  nightEndsAt: '05:00',
  nightSurchargeUsdCents: 0,
};

const inForce = (cents: number, rate: string, rules: Partial<AirportPriceRules> = {}): PriceInForce => ({
  airportIata: 'ABV',
  timeZone: 'Africa/Lagos',
  rules: { ...NO_SURCHARGES, ...rules },
  unitPriceUsdCents: cents,
  exchangeRateE4: rateToE4(rate),
  priceListId: null,
  priceListVersion: null,
});

const now = new Date('2026-12-01T08:00:00Z');
// 12:00 WAT, three days ahead: neither urgent nor at night.
const noon = new Date('2026-12-04T11:00:00Z');
const request = (passengerCount: number, meetingTime = noon) => ({
  serviceType: 'arrival' as const,
  passengerCount,
  meetingTime,
  now,
});

describe('priceBooking', () => {
  it('multiplies the unit price by the passenger count, in cents and kobo, as one service line', () => {
    expect(priceBooking(inForce(4500, '1500'), request(3))).toEqual({
      unitPriceUsdCents: 4500,
      exchangeRateE4: 15_000_000,
      priceLines: [
        {
          kind: 'service',
          label: 'Arrival Service',
          unit: 'per passenger',
          quantity: 3,
          unitPriceUsdCents: 4500,
          amountUsdCents: 13_500,
        },
      ],
      totalUsdCents: 13_500,
      totalNgnKobo: 20_250_000,
      priceListId: null,
      freeCancellationHours: 24,
    });
  });

  it('rounds a fractional rate once, on the total', () => {
    // 3 × $33.33 = $99.99 at 1532.5 NGN/USD = 153,234.675 NGN -> 15,323,468 kobo (half up)
    expect(priceBooking(inForce(3333, '1532.5'), request(3)).totalNgnKobo).toBe(15_323_468);
  });

  it('is exact where a float rate was not: $90 at 1500.0095 is 13,500,085.5 kobo, so 13,500,086', () => {
    expect(priceBooking(inForce(9000, '1500.0095'), request(1)).totalNgnKobo).toBe(13_500_086);
  });

  it('refuses a total that would not fit the integer kobo column', () => {
    expect(() => priceBooking(inForce(1_000_000, '1000000'), request(10))).toThrow(RangeError);
  });

  it('adds the night surcharge at 23:30 local time and not at 22:59', () => {
    const rules = { nightSurchargeUsdCents: 1000 };
    const at2330 = priceBooking(inForce(5000, '1500', rules), request(2, new Date('2026-12-04T22:30:00Z')));
    expect(at2330.priceLines.map((l) => [l.kind, l.amountUsdCents])).toEqual([
      ['service', 10_000],
      ['night_surcharge', 1000],
    ]);
    expect(at2330.priceLines[1]?.label).toBe('Night service (meeting 23:00-05:00 WAT)');
    expect(at2330.totalUsdCents).toBe(11_000);
    expect(at2330.totalNgnKobo).toBe(16_500_000);
    const at2259 = priceBooking(inForce(5000, '1500', rules), request(2, new Date('2026-12-04T21:59:00Z')));
    expect(at2259.priceLines.map((l) => l.kind)).toEqual(['service']);
    expect(at2259.totalUsdCents).toBe(10_000);
  });

  it('adds the urgent surcharge inside the window, once per booking', () => {
    const rules = { urgentWindowMinutes: 12 * 60, urgentSurchargeUsdCents: 1500 };
    const soon = priceBooking(inForce(5000, '1500', rules), request(4, new Date(now.getTime() + 11 * 3_600_000)));
    expect(soon.priceLines[1]).toEqual({
      kind: 'urgent_surcharge',
      label: 'Urgent booking (less than 12 hours before the meeting)',
      unit: 'per booking',
      quantity: 1,
      unitPriceUsdCents: 1500,
      amountUsdCents: 1500,
    });
    expect(soon.totalUsdCents).toBe(21_500);
    const later = priceBooking(inForce(5000, '1500', rules), request(4, new Date(now.getTime() + 12 * 3_600_000)));
    expect(later.priceLines).toHaveLength(1);
  });
});
