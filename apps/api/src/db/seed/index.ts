/**
 * Seeds reference data idempotently at start: pricing defaults (§9), from the flights feature
 * airports, airlines and the demo timetables, the served airports with their terminals (issue 41
 * item 1), their meeting points (issue 15 §1) and, in test mode, a demo catalogue of add-ons and
 * packages (issue 41 item 4). Safe to run on every start and from several
 * processes at once (inserts use ON CONFLICT).
 */
import { DEFAULT_EXCHANGE_RATE_NGN, DEFAULT_PRICE_USD_CENTS, rateToE4, SERVICE_TYPES } from '@fasttrack/contracts';
import type { Db } from '../client';
import { pricing } from '../schema/index';
import { seedDemoExtras } from './extras';
import { seedFlightReferenceData } from './flight-reference';
import { seedMeetingPoints } from './meeting-points';
import { seedServiceAirports } from './service-airports';

/** What the seed needs to know of the running configuration. */
export interface SeedOptions {
  /**
   * The config's `testMode` (payments against the sandbox): opens Abuja and Port Harcourt for
   * sale when they are first seeded. Default false: they are seeded closed.
   */
  testMode: boolean;
}

/** Seeds what a database needs to serve (see the module's docstring); throws what the inserts throw. */
export async function seedReferenceData(db: Db, options: SeedOptions = { testMode: false }): Promise<void> {
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
  // Airports before served airports (foreign key), terminals before meeting points.
  await seedFlightReferenceData(db);
  await seedServiceAirports(db, options);
  await seedMeetingPoints(db);
  await seedDemoExtras(db, options);
}
