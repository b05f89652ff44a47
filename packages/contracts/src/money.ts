/**
 * Money helpers. Amounts are integers in minor units (USD cents, NGN kobo) everywhere
 * inside the product; major units appear only at the API edge and in the UI (spec §9:
 * "amount in kobo (USD amount times exchange rate times 100)").
 */

/**
 * Converts USD cents to NGN kobo at `rateNgnPerUsd`.
 * 1 USD = rate NGN, so 1 cent = rate kobo. Rounds half up to a whole kobo.
 * @throws RangeError when cents is not a non-negative integer or rate is not positive.
 */
export function usdCentsToKobo(cents: number, rateNgnPerUsd: number): number {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer: ${cents}`);
  if (!(rateNgnPerUsd > 0)) throw new RangeError(`rate must be positive: ${rateNgnPerUsd}`);
  return Math.round(cents * rateNgnPerUsd);
}

/** Minor units (cents or kobo) to a major-unit number: 4500 -> 45. */
export function minorToMajor(minor: number): number {
  return minor / 100;
}

/** Major units to integer minor units, rounding to the nearest unit: 45.5 -> 4550. */
export function majorToMinor(major: number): number {
  return Math.round(major * 100);
}

/** Formats a major-unit amount for display: formatMoney(90, 'USD') -> "$90.00". */
export function formatMoney(major: number, currency: 'USD' | 'NGN', locale = 'en-NG'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(major);
}
