import { describe, expect, it } from 'vitest';
import { formatExchangeRate, type RateE4, rateE4ToDecimal, rateE4ToNumber, rateToE4, usdCentsToKobo } from './money';
import { formatMoney, formatUsdPrice } from './money-text';

describe('rateToE4', () => {
  it('reads decimal text exactly, as PostgreSQL numeric gives it', () => {
    expect(rateToE4('1500.0095')).toBe(15_000_095);
    expect(rateToE4('1500')).toBe(15_000_000);
    expect(rateToE4('1612.5')).toBe(16_125_000);
    expect(rateToE4('0.0001')).toBe(1);
    expect(rateToE4('9999999999.9999')).toBe(99_999_999_999_999);
  });

  it('reads a JSON number by its four-decimal text, never by multiplying the float', () => {
    // 1500.0095 * 10000 is 15000094.999999998 as a double.
    expect(rateToE4(1500.0095)).toBe(15_000_095);
    expect(rateToE4(1612.25)).toBe(16_122_500);
    expect(rateToE4(0.0001)).toBe(1);
  });

  it.each([
    ['more than four decimals', '1500.00951'],
    ['zero', '0'],
    ['zero as a number', 0],
    ['a negative number', -1500],
    ['not a number', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['words', 'fifteen hundred'],
    ['more than ten integer digits', '12345678901'],
  ])('refuses %s', (_what, rate) => {
    expect(() => rateToE4(rate)).toThrow(RangeError);
  });
});

describe('rateE4ToDecimal and rateE4ToNumber', () => {
  it('write ten-thousandths back as the decimal the column holds and the API shows', () => {
    expect(rateE4ToDecimal(rateToE4('1500.0095'))).toBe('1500.0095');
    expect(rateE4ToDecimal(rateToE4('0.0001'))).toBe('0.0001');
    expect(rateE4ToDecimal(rateToE4('1500'))).toBe('1500.0000');
    expect(rateE4ToNumber(rateToE4('1500.0095'))).toBe(1500.0095);
  });

  it('round-trip through the API number without drift, up to the largest column value', () => {
    for (const text of ['0.0001', '1.0001', '1500.0095', '1532.5', '999999.9999', '9999999999.9999']) {
      const e4 = rateToE4(text);
      expect(rateToE4(rateE4ToNumber(e4))).toBe(e4);
    }
  });

  it('refuse a value that is not a positive whole number of ten-thousandths', () => {
    expect(() => rateE4ToDecimal(1.5 as RateE4)).toThrow(RangeError);
    expect(() => rateE4ToDecimal(0 as RateE4)).toThrow(RangeError);
  });
});

describe('usdCentsToKobo (exact, half up)', () => {
  it('converts whole rates with no rounding: $45 at 1500 is 6,750,000 kobo', () => {
    expect(usdCentsToKobo(4500, rateToE4('1500'))).toBe(6_750_000);
    expect(usdCentsToKobo(0, rateToE4('1500'))).toBe(0);
  });

  it('rounds exactly half a kobo up: $90 at 1500.0095 is 13,500,085.5, so 13,500,086', () => {
    expect(usdCentsToKobo(9000, rateToE4(1500.0095))).toBe(13_500_086);
    expect(usdCentsToKobo(5000, rateToE4('1.0001'))).toBe(5001); // 5000.5
    expect(usdCentsToKobo(1, rateToE4('0.5'))).toBe(1); // 0.5
  });

  it('rounds anything under half down', () => {
    expect(usdCentsToKobo(4999, rateToE4('1.0001'))).toBe(4999); // 4999.4999
    expect(usdCentsToKobo(1, rateToE4('0.4999'))).toBe(0);
    expect(usdCentsToKobo(9000, rateToE4('1500.0094'))).toBe(13_500_085); // 13,500,084.6
  });

  it('stays exact on large totals, where cents × rate is beyond a double', () => {
    // $1,498,650.00 at 1500.0095 = 224,798,923,717.5 NGN·cents: a float product rounds to ...717.
    expect(usdCentsToKobo(149_865_000, rateToE4('1500.0095'))).toBe(224_798_923_718);
    expect(usdCentsToKobo(Number.MAX_SAFE_INTEGER, rateToE4('1'))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses what it cannot convert exactly', () => {
    expect(() => usdCentsToKobo(Number.MAX_SAFE_INTEGER, rateToE4('1.0001'))).toThrow(RangeError);
    expect(() => usdCentsToKobo(-1, rateToE4('1500'))).toThrow(RangeError);
    expect(() => usdCentsToKobo(10.5, rateToE4('1500'))).toThrow(RangeError);
    expect(() => usdCentsToKobo(100, 1500.5 as RateE4)).toThrow(RangeError);
  });
});

describe('formatExchangeRate', () => {
  it('writes a rate as a person reads it, with the precision the rate really has', () => {
    expect(formatExchangeRate(rateToE4('1500'))).toBe('₦1,500 per US$1');
    expect(formatExchangeRate(rateToE4('1500.5'))).toBe('₦1,500.50 per US$1');
    expect(formatExchangeRate(rateToE4('1612.25'))).toBe('₦1,612.25 per US$1');
    expect(formatExchangeRate(rateToE4('1500.0095'))).toBe('₦1,500.0095 per US$1');
    expect(formatExchangeRate(rateToE4('1500.001'))).toBe('₦1,500.001 per US$1');
    expect(formatExchangeRate(rateToE4('0.5'))).toBe('₦0.50 per US$1');
    expect(formatExchangeRate(rateToE4('9999999999.9999'))).toBe('₦9,999,999,999.9999 per US$1');
  });
});

describe('formatUsdPrice', () => {
  it('writes whole dollars as Intl writes en-US dollars, grouped by thousands', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const dollars of [0, 1, 45, 999, 1_000, 12_345, 999_999, 1_000_000]) {
      expect(formatUsdPrice(dollars)).toBe(intl.format(dollars));
    }
  });

  it('shows cents to two places only when there are some', () => {
    expect(formatUsdPrice(45)).toBe('$45');
    expect(formatUsdPrice(45.5)).toBe('$45.50');
    expect(formatUsdPrice(45.05)).toBe('$45.05');
    expect(formatUsdPrice(0.99)).toBe('$0.99');
    expect(formatUsdPrice(1234.56)).toBe('$1,234.56');
  });

  it('refuses what is not a price', () => {
    expect(() => formatUsdPrice(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  const intl = (major: number, currency: 'USD' | 'NGN') =>
    new Intl.NumberFormat('en-NG', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(major);

  it('writes what Intl writes in en-NG with the narrow symbol, for whole cents and kobo of every size', () => {
    const amounts = [
      0, 0.01, 0.5, 1, 45, 45.5, 99.99, 1234.56, 135_000, 13_500_085.5, 1_000_000_000, -5, -0.5, -1234.5,
    ];
    for (let cents = 1; cents < 10_000_000_000; cents = cents * 7 + 3) amounts.push(cents / 100, -cents / 100);
    for (const major of amounts) {
      expect(formatMoney(major, 'USD')).toBe(intl(major, 'USD'));
      expect(formatMoney(major, 'NGN')).toBe(intl(major, 'NGN'));
    }
  });

  it('rounds a third decimal half away from zero, as Intl does', () => {
    for (const major of [12.345, 12.355, 0.125, 0.005, 1.005, -12.345, 2.675]) {
      expect(formatMoney(major, 'USD')).toBe(intl(major, 'USD'));
    }
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney(Number.NaN, 'USD')).toThrow(RangeError);
  });
});
