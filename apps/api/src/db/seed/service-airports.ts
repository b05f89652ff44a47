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
 * Prices and rules (issue 41 items 1 and 3; ADR 373): LOS keeps the default price (§3, 45 USD per
 * passenger, `PUT /pricing`) and charges no surcharge, as before. ABV seeds a price list of its
 * own (50 USD per passenger from 2026-01-01) with an urgent surcharge (15 USD per booking made
 * less than 12 hours before the meeting) and a night surcharge (10 USD per booking met between
 * 23:00 and 05:00); PHC takes the default price with the same night surcharge. Demo figures: the
 * business sets its own in the airports console.
 *
 * Idempotent and safe from several processes at once: an airport row is inserted ON CONFLICT DO
 * NOTHING, and its terminals only by the insert that added it, in the same transaction, so an
 * admin's later change (open or closed, renamed or removed terminals) is never overwritten.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { priceLists, serviceAirports, terminals } from '../schema/index';

/** A served airport as seeded: its codes, currency, when it opens for sale, and its terminals in order. */
export interface ServedAirportSeed {
  iata: string;
  icao: string;
  currency: string;
  /** `always`: open on every database; `testMode`: open in test mode, closed otherwise. */
  open: 'always' | 'testMode';
  terminals: ReadonlyArray<{ name: string; international: boolean; domestic: boolean }>;
  /** Pricing rules other than the columns' defaults (no surcharge, 24 h free cancellation). */
  rules?: Partial<Pick<typeof serviceAirports.$inferInsert, RuleColumn>>;
  /** A first price list (USD cents per passenger), in force from PRICE_LISTS_FROM; else the default price. */
  prices?: { arrival: number; departure: number };
}

type RuleColumn = 'urgentWindowMinutes' | 'urgentSurchargeUsdCents' | 'nightSurchargeUsdCents';

/** When the seeded price lists take effect: before any flight a demo can book. */
const PRICE_LISTS_FROM = new Date('2026-01-01T00:00:00Z');
const NIGHT_SURCHARGE = { nightSurchargeUsdCents: 1000 } as const;

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
  {
    iata: 'ABV',
    icao: 'DNAA',
    currency: 'NGN',
    open: 'testMode',
    terminals: [INTERNATIONAL, DOMESTIC],
    rules: { urgentWindowMinutes: 12 * 60, urgentSurchargeUsdCents: 1500, ...NIGHT_SURCHARGE },
    prices: { arrival: 5000, departure: 5000 },
  },
  {
    iata: 'PHC',
    icao: 'DNPO',
    currency: 'NGN',
    open: 'testMode',
    terminals: [INTERNATIONAL, DOMESTIC],
    rules: NIGHT_SURCHARGE,
  },
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
          ...a.rules,
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
    const lists = fresh.flatMap((a) =>
      a.prices
        ? (['arrival', 'departure'] as const).map((serviceType) => ({
            airportIata: a.iata,
            serviceType,
            version: 1,
            effectiveFrom: PRICE_LISTS_FROM,
            unitPriceUsdCents: a.prices?.[serviceType] ?? 0,
          }))
        : [],
    );
    if (lists.length > 0) await tx.insert(priceLists).values(lists).onConflictDoNothing();
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
