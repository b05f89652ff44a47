import { describe, expect, it } from 'vitest';
import { priceBooking } from './booking-price';

describe('priceBooking', () => {
  it('multiplies the unit price by the passenger count, in cents and kobo', () => {
    expect(priceBooking({ priceUsdCents: 4500, exchangeRateNgn: 1500 }, 3)).toEqual({
      unitPriceUsdCents: 4500,
      exchangeRateNgn: 1500,
      totalUsdCents: 13_500,
      totalNgnKobo: 20_250_000,
    });
  });

  it('rounds a fractional rate once, on the total', () => {
    // 3 × $33.33 = $99.99 at 1532.5 NGN/USD = 153,234.675 NGN -> 15,323,468 kobo (half up)
    expect(priceBooking({ priceUsdCents: 3333, exchangeRateNgn: 1532.5 }, 3).totalNgnKobo).toBe(15_323_468);
  });

  it('refuses a total that would not fit the integer kobo column', () => {
    expect(() => priceBooking({ priceUsdCents: 1_000_000, exchangeRateNgn: 1_000_000 }, 10)).toThrow(RangeError);
  });
});
