import { describe, expect, it } from 'vitest';
import { formatExchangeRate, type RateE4, rateE4ToDecimal, rateE4ToNumber, rateToE4, usdCentsToKobo } from './money';

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
