import { rateToE4 } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { priceBooking } from './booking-price';

describe('priceBooking', () => {
  it('multiplies the unit price by the passenger count, in cents and kobo', () => {
    expect(priceBooking({ priceUsdCents: 4500, exchangeRateE4: rateToE4('1500') }, 3)).toEqual({
      unitPriceUsdCents: 4500,
      exchangeRateE4: 15_000_000,
      totalUsdCents: 13_500,
      totalNgnKobo: 20_250_000,
    });
  });

  it('rounds a fractional rate once, on the total', () => {
    // 3 × $33.33 = $99.99 at 1532.5 NGN/USD = 153,234.675 NGN -> 15,323,468 kobo (half up)
    expect(priceBooking({ priceUsdCents: 3333, exchangeRateE4: rateToE4('1532.5') }, 3).totalNgnKobo).toBe(15_323_468);
  });

  it('is exact where a float rate was not: $90 at 1500.0095 is 13,500,085.5 kobo, so 13,500,086', () => {
    expect(priceBooking({ priceUsdCents: 9000, exchangeRateE4: rateToE4('1500.0095') }, 1).totalNgnKobo).toBe(
      13_500_086,
    );
  });

  it('refuses a total that would not fit the integer kobo column', () => {
    expect(() => priceBooking({ priceUsdCents: 1_000_000, exchangeRateE4: rateToE4('1000000') }, 10)).toThrow(
      RangeError,
    );
  });
});
