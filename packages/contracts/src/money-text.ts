/**
 * Money as a person reads it, written without `Intl` (ADR 383). The first `Intl` object a page
 * makes loads the browser's locale data: 27-88 ms of the main thread in Chromium 156 (measured
 * 30 Nov, docs/performance.md), which the landing page and the dashboard would pay while their
 * prerendered first paint waits for taps. This module is kept small because the landing page's
 * first load carries it (its budget: 110 KB of gzipped JavaScript); the rest of the money
 * helpers are in ./money.ts.
 */

/** A whole number with commas between thousands, as en-US and en-NG write it: 1234567 -> "1,234,567". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

const CURRENCY_SYMBOL = { USD: '$', NGN: '₦' } as const;

/**
 * Formats a major-unit amount for display, to the cent or kobo, as `Intl.NumberFormat` writes it
 * in en-NG (or en-US: the same for these two currencies) with the narrow symbol:
 * formatMoney(90, 'USD') -> "$90.00", formatMoney(-1234.5, 'NGN') -> "-₦1,234.50". Rounds half
 * away from zero on the amount's shortest decimal, as Intl does (12.345 -> "$12.35"):
 * `toPrecision(15)` drops the binary noise of the multiplication (1234.4999999999998 -> 1234.5).
 * @throws RangeError when the amount is not a finite number.
 */
export function formatMoney(major: number, currency: 'USD' | 'NGN'): string {
  if (!Number.isFinite(major)) throw new RangeError(`not an amount: ${major}`);
  const minor = Math.round(Number((Math.abs(major) * 100).toPrecision(15)));
  const text = `${CURRENCY_SYMBOL[currency]}${groupThousands(Math.trunc(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;
  return major < 0 && minor > 0 ? `-${text}` : text;
}

/**
 * A US-dollar price as §3 gives it (`price_usd`, major units) as Book Now shows it (spec §1
 * Landing): {@link formatMoney} without the cents when there are none: 45 -> "$45",
 * 45.5 -> "$45.50", 1234.56 -> "$1,234.56".
 * @throws RangeError when the price is not a finite number.
 */
export function formatUsdPrice(major: number): string {
  return formatMoney(major, 'USD').replace(/\.00$/, '');
}
