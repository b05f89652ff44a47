import { describe, expect, it } from 'vitest';
import { creditSplit, PAYSTACK_MIN_CHARGE_KOBO } from './credits';
import { rateToE4, usdCentsToKobo } from './money';

const rate = rateToE4('1500');

describe('creditSplit', () => {
  it('pays everything with credits when the balance covers the total', () => {
    expect(creditSplit(9000, 12_000, rate)).toEqual({ creditsUsdCents: 9000, moneyUsdCents: 0, moneyNgnKobo: 0 });
  });

  it('leaves the rest to money at the booking rate', () => {
    expect(creditSplit(9000, 500, rate)).toEqual({
      creditsUsdCents: 500,
      moneyUsdCents: 8500,
      moneyNgnKobo: usdCentsToKobo(8500, rate),
    });
  });

  it('applies nothing with no balance, so the charge is the whole total', () => {
    expect(creditSplit(9000, 0, rate).moneyNgnKobo).toBe(usdCentsToKobo(9000, rate));
  });

  it('keeps the money part at Paystack’s minimum charge when only a little would remain', () => {
    // 8999 cents of credits would leave 1 cent = ₦15, below the ₦50 minimum.
    const split = creditSplit(9000, 8999, rate);
    expect(split.moneyNgnKobo).toBeGreaterThanOrEqual(PAYSTACK_MIN_CHARGE_KOBO);
    expect(split.moneyUsdCents).toBe(4); // ceil(5000 kobo / 1500 kobo per cent)
    expect(split.creditsUsdCents + split.moneyUsdCents).toBe(9000);
  });

  it('applies no credits when the whole total is below the minimum but not covered', () => {
    // 3 cents = ₦45: no split can leave ₦50 to pay.
    expect(creditSplit(3, 1, rate)).toEqual({ creditsUsdCents: 0, moneyUsdCents: 3, moneyNgnKobo: 4500 });
  });
});
