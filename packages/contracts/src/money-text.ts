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

/**
 * A major-unit amount's size in whole minor units for display: |12.345| -> 1235. Rounds half away
 * from zero on the amount's shortest decimal, as `Intl.NumberFormat` does; `toPrecision(15)` drops
 * the binary noise of the multiplication (1234.4999999999998 -> 1234.5). NaN stays NaN.
 */
export function displayMinor(major: number): number {
  return Math.round(Number((Math.abs(major) * 100).toPrecision(15)));
}

/**
 * A US-dollar price as §3 gives it (`price_usd`: major units, positive, at most cents) as Book
 * Now shows it (spec §1 Landing): whole dollars grouped by thousands, cents only when there are
 * some: 45 -> "$45", 45.5 -> "$45.50", 1234.56 -> "$1,234.56". A price that is not a number
 * shows as "$NaN", as `Intl` writes it; the landing page never throws over it.
 */
export function formatUsdPrice(major: number): string {
  const cents = displayMinor(major);
  const dollars = `$${groupThousands(Math.trunc(cents / 100))}`;
  return cents % 100 ? `${dollars}.${String(cents % 100).padStart(2, '0')}` : dollars;
}
