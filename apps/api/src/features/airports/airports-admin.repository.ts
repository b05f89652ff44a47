/**
 * SQL of the admin's changes to served airports and their terminals (issue 41 item 1). Each
 * function takes the transaction of the service that calls it and reports whether a row was
 * there, so the service answers 404 or 409 without a second read.
 */
import type { AirportTerminal, CreateServedAirportRequest, UpdateServedAirportRequest } from '@fasttrack/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports, officers, serviceAirports, terminals } from '../../db/schema/index';

type CuratedAirport = Pick<CreateServedAirportRequest, 'iata' | 'name' | 'city' | 'country' | 'timeZone'>;

/** Adds the curated airport row unless one with that IATA code exists (which is then kept as it is). */
export async function insertCuratedAirportIfMissing(db: Executor, airport: CuratedAirport): Promise<void> {
  await db.insert(airports).values(airport).onConflictDoNothing({ target: airports.iata });
}

/** Makes `iata` a served airport; false when it already was one. */
export async function insertServiceAirport(
  db: Executor,
  airport: Pick<CreateServedAirportRequest, 'iata' | 'icao' | 'currency' | 'openForSale'>,
  updatedBy: string,
): Promise<boolean> {
  const rows = await db
    .insert(serviceAirports)
    .values({ ...airport, updatedBy })
    .onConflictDoNothing({ target: serviceAirports.iata })
    .returning({ iata: serviceAirports.iata });
  return rows.length > 0;
}

/**
 * Applies `changes` to the served airport (ICAO code, currency, open for sale) and to its curated
 * row (name, city, time zone); false when `iata` is not served.
 */
export async function updateServedAirportRows(
  db: Executor,
  iata: string,
  change: { changes: UpdateServedAirportRequest; updatedBy: string },
): Promise<boolean> {
  const { updatedBy } = change;
  const { name, city, timeZone, icao, currency, openForSale } = change.changes;
  const served = await db
    .update(serviceAirports)
    .set({
      ...(icao === undefined ? {} : { icao }),
      ...(currency === undefined ? {} : { currency }),
      ...(openForSale === undefined ? {} : { openForSale }),
      updatedBy,
      updatedAt: sql`now()`,
    })
    .where(eq(serviceAirports.iata, iata))
    .returning({ iata: serviceAirports.iata });
  if (served.length === 0) return false;
  const place = {
    ...(name === undefined ? {} : { name }),
    ...(city === undefined ? {} : { city }),
    ...(timeZone === undefined ? {} : { timeZone }),
  };
  if (Object.keys(place).length > 0) await db.update(airports).set(place).where(eq(airports.iata, iata));
  return true;
}

/** True when `iata` is a served airport; locks its row so that its terminals change one admin at a time. */
export async function lockServedAirport(db: Executor, iata: string): Promise<boolean> {
  const rows = await db
    .select({ iata: serviceAirports.iata })
    .from(serviceAirports)
    .where(eq(serviceAirports.iata, iata))
    .for('update');
  return rows.length > 0;
}

/** Adds a terminal to a served airport; false when it already has one of that name. */
export async function insertTerminal(db: Executor, iata: string, terminal: AirportTerminal): Promise<boolean> {
  const rows = await db
    .insert(terminals)
    .values({ airportIata: iata, ...terminal })
    .onConflictDoNothing({ target: [terminals.airportIata, terminals.name] })
    .returning({ name: terminals.name });
  return rows.length > 0;
}

const terminalOf = (iata: string, name: string) => and(eq(terminals.airportIata, iata), eq(terminals.name, name));

/** One terminal of a served airport, or null. */
export async function selectTerminal(db: Executor, iata: string, name: string): Promise<AirportTerminal | null> {
  const [row] = await db
    .select({
      name: terminals.name,
      international: terminals.international,
      domestic: terminals.domestic,
      position: terminals.position,
    })
    .from(terminals)
    .where(terminalOf(iata, name));
  return row ?? null;
}

/** Writes what the terminal handles and its order (the name stays). */
export async function updateTerminalRow(db: Executor, iata: string, terminal: AirportTerminal): Promise<void> {
  const { international, domestic, position } = terminal;
  await db.update(terminals).set({ international, domestic, position }).where(terminalOf(iata, terminal.name));
}

/** How many officers of the airport (active or not) list the terminal among theirs. */
export async function countOfficersInTerminal(db: Executor, iata: string, name: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(officers)
    .where(and(eq(officers.airportIata, iata), sql`${name} = any(${officers.terminals})`));
  return row?.count ?? 0;
}

/** Deletes the terminal; its meeting points go with it (foreign key, on delete cascade). */
export async function deleteTerminalRow(db: Executor, iata: string, name: string): Promise<void> {
  await db.delete(terminals).where(terminalOf(iata, name));
}
