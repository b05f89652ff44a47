/**
 * Money helpers. Amounts are integers in minor units (USD cents, NGN kobo) everywhere
 * inside the product; major units appear only at the API edge and in the UI (spec §9:
 * "amount in kobo (USD amount times exchange rate times 100)").
 */

import { groupThousands } from './money-text';

/**
 * An exchange rate as the product carries it: a whole number of ten-thousandths of a naira per
 * US dollar (the database's `numeric(14, 4)`, scaled by 10^4), so that no binary fraction ever
 * enters a money calculation (issue 13 item 6). 1500.0095 NGN/USD is 15_000_095; the largest
 * column value, 9_999_999_999.9999, is 99_999_999_999_999 (below 2^53, so a safe integer).
 * Branded so that a rate in naira can never be passed where ten-thousandths are meant: make one
 * with {@link rateToE4}.
 */
export type RateE4 = number & { readonly __unit: 'ten-thousandths NGN per USD' };

const RATE_SCALE = 10_000n;
const DECIMAL_RATE = /^(\d{1,10})(?:\.(\d{1,4}))?$/;

/**
 * Reads a decimal rate into ten-thousandths, exactly. Strings (PostgreSQL's numeric text,
 * "1500.0095") are parsed digit by digit. A JSON number is first written with four decimals
 * (`toFixed(4)` picks the decimal nearest the double, which for a rate given with at most four
 * decimals is that rate itself), so 1500.0095 gives 15_000_095, not 15_000_094.
 * @throws RangeError when the rate is not positive, has more than 10 integer digits or (as a
 *   string) more than 4 decimals.
 */
export function rateToE4(rate: string | number): RateE4 {
  const text = typeof rate === 'number' ? (Number.isFinite(rate) ? rate.toFixed(4) : '') : rate.trim();
  const match = DECIMAL_RATE.exec(text);
  if (!match) throw new RangeError(`not an exchange rate with at most 4 decimals: ${rate}`);
  const e4 = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  if (e4 <= 0) throw new RangeError(`rate must be positive: ${rate}`);
  return e4 as RateE4;
}

/** Ten-thousandths to the decimal text the `numeric(14, 4)` column takes: 15_000_095 -> "1500.0095". */
export function rateE4ToDecimal(e4: RateE4): string {
  assertRateE4(e4);
  const whole = Math.floor(e4 / 10_000);
  return `${whole}.${String(e4 - whole * 10_000).padStart(4, '0')}`;
}

/**
 * An exchange rate as a person reads it (issue 37): "₦1,500 per US$1". The fraction is shown only
 * when the rate has one: to the kobo when it is whole kobo ("₦1,500.50 per US$1"), else to the
 * ten-thousandth it is stored with, trailing zeros dropped ("₦1,500.0095 per US$1"). Integer
 * arithmetic only; the receipt, the e-mail and the web app all write rates with it.
 */
export function formatExchangeRate(e4: RateE4): string {
  assertRateE4(e4);
  const whole = Math.floor(e4 / 10_000);
  const fraction = e4 - whole * 10_000;
  const digits =
    fraction === 0
      ? ''
      : fraction % 100 === 0
        ? `.${String(fraction / 100).padStart(2, '0')}`
        : `.${String(fraction).padStart(4, '0').replace(/0+$/, '')}`;
  return `₦${groupThousands(whole)}${digits} per US$1`;
}

/**
 * Ten-thousandths to the number the API shows (§3 `exchange_rate_ngn`, a booking's
 * `exchangeRate`): the double nearest the exact rate, so 15_000_095 shows as 1500.0095. For
 * display only; never compute money with it.
 */
export function rateE4ToNumber(e4: RateE4): number {
  return Number(rateE4ToDecimal(e4));
}

/**
 * Converts USD cents to NGN kobo at a rate in ten-thousandths of a naira per dollar.
 * 1 USD = rate NGN, so 1 cent = rate kobo: kobo = cents × rateE4 / 10^4, computed in BigInt
 * (no float, no overflow) and rounded half up to a whole kobo: a remainder of exactly half a
 * kobo rounds up, anything less rounds down. `usdCentsToKobo(9000, 15_000_095)` is 13_500_086
 * (13_500_085.5 exactly).
 * @throws RangeError when cents is not a non-negative safe integer, the rate is not a positive
 *   safe integer, or the result is beyond Number.MAX_SAFE_INTEGER kobo.
 */
export function usdCentsToKobo(cents: number, rateE4: RateE4): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer: ${cents}`);
  assertRateE4(rateE4);
  const kobo = (BigInt(cents) * BigInt(rateE4) + RATE_SCALE / 2n) / RATE_SCALE;
  if (kobo > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`kobo amount too large: ${kobo}`);
  return Number(kobo);
}

function assertRateE4(e4: RateE4): void {
  if (!Number.isSafeInteger(e4) || e4 <= 0)
    throw new RangeError(`rate must be a positive integer of 1/10000 NGN: ${e4}`);
}

/** Minor units (cents or kobo) to a major-unit number: 4500 -> 45. */
export function minorToMajor(minor: number): number {
  return minor / 100;
}

/**
 * Minor units as exact decimal text in major units, for files a program reads (CSV exports,
 * issue 30 §2): 13500000 -> "135000.00", -5 -> "-0.05". Integer arithmetic only.
 */
export function minorToDecimalText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Major units to integer minor units, rounding to the nearest unit: 45.5 -> 4550. */
export function majorToMinor(major: number): number {
  return Math.round(major * 100);
}
