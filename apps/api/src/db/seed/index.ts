/**
 * Seeds reference data idempotently at start: pricing defaults (§9), meeting points (issue 15
 * §1) and, from the flights feature, airports, airlines and the LOS weekly schedule. Safe to run on every start and
 * from several processes at once (inserts use ON CONFLICT DO NOTHING).
 */
import { DEFAULT_EXCHANGE_RATE_NGN, DEFAULT_PRICE_USD_CENTS, rateToE4, SERVICE_TYPES } from '@fasttrack/contracts';
import type { Db } from '../client';
import { pricing } from '../schema/index';
import { seedFlightReferenceData } from './flight-reference';
import { seedMeetingPoints } from './meeting-points';

export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(pricing)
    .values(
      SERVICE_TYPES.map((serviceType) => ({
        serviceType,
        priceUsdCents: DEFAULT_PRICE_USD_CENTS,
        exchangeRateE4: rateToE4(DEFAULT_EXCHANGE_RATE_NGN),
      })),
    )
    .onConflictDoNothing();
  await seedFlightReferenceData(db);
  await seedMeetingPoints(db);
}
