/**
 * The served airports a new database starts with (issue 41 item 1; ADR 371): Lagos (LOS), open
 * for sale; Abuja (ABV) and Port Harcourt (PHC), open in test mode (payments against the sandbox,
 * config `testMode`) so a demo can sell there, and closed otherwise until an admin opens them.
 * Codes and names from OurAirports (airports.ts); currency NGN at all three.
 *
 * Terminals, kept simple: LOS has International, Domestic and MMA2 (the facts file; United
 * Nigeria flies from MMA2). ABV and PHC each have an International and a Domestic terminal: ABV's
 * international terminal opened in 2018 beside the older building that handles domestic flights,
 * and PHC's new international terminal (2018) sits beside the domestic one. Finer splits (wings,
 * piers, general aviation) are left to admins.
 *
 * Idempotent and safe from several processes at once: an airport row is inserted ON CONFLICT DO
 * NOTHING, and its terminals only by the insert that added it, in the same transaction, so an
 * admin's later change (open or closed, renamed or removed terminals) is never overwritten.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { serviceAirports, terminals } from '../schema/index';

/** A served airport as seeded: its codes, currency, when it opens for sale, and its terminals in order. */
export interface ServedAirportSeed {
  iata: string;
  icao: string;
  currency: string;
  /** `always`: open on every database; `testMode`: open in test mode, closed otherwise. */
  open: 'always' | 'testMode';
  terminals: ReadonlyArray<{ name: string; international: boolean; domestic: boolean }>;
}

const INTERNATIONAL = { name: 'International', international: true, domestic: false } as const;
const DOMESTIC = { name: 'Domestic', international: false, domestic: true } as const;

export const SERVED_AIRPORTS: readonly ServedAirportSeed[] = [
  {
    iata: 'LOS',
    icao: 'DNMM',
    currency: 'NGN',
    open: 'always',
    terminals: [INTERNATIONAL, DOMESTIC, { name: 'MMA2', international: false, domestic: true }],
  },
  { iata: 'ABV', icao: 'DNAA', currency: 'NGN', open: 'testMode', terminals: [INTERNATIONAL, DOMESTIC] },
  { iata: 'PHC', icao: 'DNPO', currency: 'NGN', open: 'testMode', terminals: [INTERNATIONAL, DOMESTIC] },
];

/**
 * Inserts the served airports a database lacks, with their terminals (position = list order).
 * Needs the `airports` rows first (foreign key): call after the flight reference data.
 * @param options.testMode the config's `testMode`: opens the airports seeded `open: 'testMode'`.
 */
export async function seedServiceAirports(db: Db, options: { testMode: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(serviceAirports)
      .values(
        SERVED_AIRPORTS.map((a) => ({
          iata: a.iata,
          icao: a.icao,
          currency: a.currency,
          openForSale: a.open === 'always' || options.testMode,
        })),
      )
      .onConflictDoNothing()
      .returning({ iata: serviceAirports.iata });
    const fresh = SERVED_AIRPORTS.filter((a) => added.some((r) => r.iata === a.iata));
    if (fresh.length === 0) return;
    await tx
      .insert(terminals)
      .values(fresh.flatMap((a) => a.terminals.map((t, position) => ({ airportIata: a.iata, ...t, position }))))
      .onConflictDoNothing();
  });
}

/** Names of the terminals each of `iatas` has now, as `IATA/name` keys. */
export async function existingTerminalKeys(db: Db, iatas: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ airportIata: terminals.airportIata, name: terminals.name })
    .from(terminals)
    .where(inArray(terminals.airportIata, iatas));
  return new Set(rows.map((r) => `${r.airportIata}/${r.name}`));
}
