/**
 * What is left of each earning (issue 27 §2: earned credits expire 12 months after they were
 * earned). Credits are spent oldest-expiring first: every debit (redeem, reverse, expire, a
 * negative adjustment, less what releases gave back) is taken from the earnings in order of
 * expiry, then from positive adjustments, which never expire.
 */
import type { CreditEntryRow } from './credits.repository';

type LotEntry = Pick<CreditEntryRow, 'id' | 'kind' | 'amountUsdCents' | 'expiresAt' | 'createdAt'>;

/** Each earning's unspent part, USD cents, keyed by entry id (0 when used up or expired). */
export function remainingByEarning(entries: readonly LotEntry[]): Map<string, number> {
  let debits = 0;
  for (const e of entries) {
    if (e.amountUsdCents < 0) debits -= e.amountUsdCents;
    else if (e.kind === 'release') debits -= e.amountUsdCents;
  }
  const lots = entries
    .filter((e) => e.kind === 'earn' || (e.kind === 'adjust' && e.amountUsdCents > 0))
    .sort(
      (a, b) =>
        (a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) - (b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  const remaining = new Map<string, number>();
  let left = Math.max(0, debits);
  for (const lot of lots) {
    const used = Math.min(left, lot.amountUsdCents);
    left -= used;
    if (lot.kind === 'earn') remaining.set(lot.id, lot.amountUsdCents - used);
  }
  return remaining;
}
