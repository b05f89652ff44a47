/**
 * Marketing consent is recorded with its time and source (issue 19, "Data rights"; NDPA 2023
 * s. 26: consent must be demonstrable). Every writer of `users.marketing_consent` sets the three
 * columns through {@link marketingConsentSet}, so the time only moves when the choice changes
 * (or is first recorded), and the source names the screen where it was made.
 */
import type { MarketingConsentSource } from '@fasttrack/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';

/** Columns of a new account's consent: chosen now, at `source`. */
export function initialMarketingConsent(given: boolean, source: MarketingConsentSource, now = new Date()) {
  return { marketingConsent: given, marketingConsentAt: now, marketingConsentSource: source };
}

/**
 * `set` clause for an UPDATE of an existing account: the new choice, and its time and source
 * when the choice differs from the stored one or was never recorded (a repeated save keeps the
 * time the choice was actually made).
 */
export function marketingConsentSet(
  given: boolean,
  source: MarketingConsentSource,
): { marketingConsent: boolean; marketingConsentAt: SQL; marketingConsentSource: SQL } {
  const changed = sql`(${users.marketingConsent} is distinct from ${given}::boolean or ${users.marketingConsentAt} is null)`;
  return {
    marketingConsent: given,
    marketingConsentAt: sql`case when ${changed} then now() else ${users.marketingConsentAt} end`,
    marketingConsentSource: sql`case when ${changed} then ${source}::text else ${users.marketingConsentSource} end`,
  };
}
