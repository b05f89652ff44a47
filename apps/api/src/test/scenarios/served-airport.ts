/**
 * Served airports for tests (issue 41 item 1): an airport made served, open or not, with its
 * terminals, as an admin sets it up (officers there: test/roster.ts `seedRoster` with `airportIata`).
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { serviceAirports, terminals } from '../../db/schema/index';

/** A served airport for tests, with its terminals (issue 41 item 1). */
export interface ServedAirportOptions {
  /** IATA code of one of the curated `airports` (the seed's), e.g. ABV. */
  iata: string;
  icao?: string;
  currency?: string;
  /** Open for sale. Default true. */
  open?: boolean;
  /** Terminals to add or update, first by position first; each handles both kinds unless told. */
  terminals?: { name: string; international?: boolean; domestic?: boolean }[];
}

/**
 * Makes `opts.iata` a served airport with `opts.terminals` (added to any it has, or updated), or
 * sets whether the one there is sells: what an admin does in the airports screen, written directly.
 * @returns the IATA code and all its terminal names, in position order.
 */
export async function createServedAirport(
  db: Executor,
  opts: ServedAirportOptions,
): Promise<{ iata: string; terminals: string[] }> {
  const values = {
    iata: opts.iata,
    icao: opts.icao ?? `DN${opts.iata.slice(0, 2)}`,
    currency: opts.currency ?? 'NGN',
    openForSale: opts.open ?? true,
  };
  await db
    .insert(serviceAirports)
    .values(values)
    .onConflictDoUpdate({ target: serviceAirports.iata, set: { openForSale: values.openForSale } });
  const given = opts.terminals ?? [];
  for (const [position, t] of given.entries()) {
    const kinds = { international: t.international ?? true, domestic: t.domestic ?? true, position };
    await db
      .insert(terminals)
      .values({ airportIata: opts.iata, name: t.name, ...kinds })
      .onConflictDoUpdate({ target: [terminals.airportIata, terminals.name], set: kinds });
  }
  return { iata: opts.iata, terminals: await terminalNames(db, opts.iata) };
}

async function terminalNames(db: Executor, airportIata: string): Promise<string[]> {
  const rows = await db
    .select({ name: terminals.name })
    .from(terminals)
    .where(eq(terminals.airportIata, airportIata))
    .orderBy(asc(terminals.position), asc(terminals.name));
  return rows.map((t) => t.name);
}
