/**
 * SQL for dated flights. Rows never leave the flights feature; other features use
 * flights.service.ts.
 */
import { HOME_COUNTRY } from '@fasttrack/contracts';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { airports, flights, serviceAirports } from '../../db/schema/index';
import { flightZoneColumns } from './airport-zone';

/** A stored flight with its airports' IANA zones (null when unknown; airport-zone.ts). */
export type FlightRow = typeof flights.$inferSelect & {
  departureTimeZone: string | null;
  arrivalTimeZone: string | null;
};

/**
 * Which of a stored flight's two airports are served and open for sale now (IATA codes), and the
 * minimum notice in minutes each of those takes (issue 41 item 1; contracts `BookableFlight`).
 */
export interface OpenAirportsColumn {
  openAirports: string[];
  noticeMinutes: Record<string, number>;
}
export type FlightInsert = typeof flights.$inferInsert;

/** SQL: the airport `iata` is in the reference data and in the home country (contracts `isDomesticRoute`). */
const inHome = (iata: AnyPgColumn) =>
  sql`exists (select 1 from ${airports} where ${airports.iata} = ${iata} and ${airports.country} = ${HOME_COUNTRY})`;

/** SQL: both airports in the home country (the service plan's departure lead depends on it). */
const domesticColumn = () => sql<boolean>`(${inHome(flights.departureIata)} and ${inHome(flights.arrivalIata)})`;

/**
 * SQL: the flight's airports that are served airports open for sale (issue 41 item 1), read with
 * the flight (two primary-key probes, no extra round trip). Text, so both drivers give an array.
 */
const openAirportsColumn = () =>
  // The subquery is nested SQL so that a single-table select, which writes its own top-level
  // columns without their table, still qualifies these (the flights row is the outer one).
  sql<string[]>`array(${sql`select ${serviceAirports.iata}::text from ${serviceAirports}
    where ${serviceAirports.openForSale} and ${serviceAirports.iata} in (${flights.departureIata}, ${flights.arrivalIata})`})`;

/** SQL: the open airports' minimum notice, `{ IATA: minutes }`, read with the flight as `openAirportsColumn`. */
const noticeMinutesColumn = () =>
  sql<
    Record<string, number>
  >`(${sql`select coalesce(jsonb_object_agg(${serviceAirports.iata}::text, ${serviceAirports.minNoticeMinutes}), '{}'::jsonb)
    from ${serviceAirports} where ${serviceAirports.openForSale}
    and ${serviceAirports.iata} in (${flights.departureIata}, ${flights.arrivalIata})`})`;

/**
 * The columns a search result shows: the hot lookup reads only these (no JSON, fewer
 * timestamps), with the status and route that decide whether it can still be booked (issue 37).
 */
const searchColumns = {
  reference: flights.reference,
  flightNumber: flights.flightNumber,
  airlineName: flights.airlineName,
  airlineIata: flights.airlineIata,
  departureAirportName: flights.departureAirportName,
  departureIata: flights.departureIata,
  departureCity: flights.departureCity,
  arrivalAirportName: flights.arrivalAirportName,
  arrivalIata: flights.arrivalIata,
  arrivalCity: flights.arrivalCity,
  departureTime: flights.departureTime,
  arrivalTime: flights.arrivalTime,
  departureUtcOffset: flights.departureUtcOffset,
  arrivalUtcOffset: flights.arrivalUtcOffset,
  terminal: flights.terminal,
  source: flights.source,
  status: flights.status,
  domestic: domesticColumn(),
  openAirports: openAirportsColumn(),
  noticeMinutes: noticeMinutesColumn(),
  ...flightZoneColumns,
};
export type FlightSearchRow = Pick<
  FlightRow,
  Exclude<keyof typeof searchColumns, 'domestic' | keyof OpenAirportsColumn>
> & {
  domestic: boolean;
} & OpenAirportsColumn;

/** A stored flight as a search or a booking reads it: the row, whether it is domestic, its open airports. */
export type FlightOnRoute = FlightRow & { domestic: boolean } & OpenAirportsColumn;

const rowColumns = { ...getTableColumns(flights), ...flightZoneColumns };
/**
 * The row, whether it is domestic, and its open airports with their notice: what a booking reads
 * of its flight. Exported (through dated-flight.ts) for a statement of another feature that
 * selects from `flights` and reads the flight beside its own tables (pricing's price in force).
 */
export const onRouteColumns = () => ({
  ...rowColumns,
  domestic: domesticColumn(),
  openAirports: openAirportsColumn(),
  noticeMinutes: noticeMinutesColumn(),
});

/**
 * The two lookups every search and booking makes, prepared once per database handle: the SQL
 * is built once, and PostgreSQL parses a named statement once per connection.
 */
function prepareLookups(db: Executor) {
  return {
    byReference: db
      .select(rowColumns)
      .from(flights)
      .where(eq(flights.reference, sql.placeholder('reference')))
      .limit(1)
      .prepare('flights_by_reference'),
    byNumberOnDate: db
      .select(searchColumns)
      .from(flights)
      .where(
        and(
          eq(flights.flightNumber, sql.placeholder('flightNumber')),
          eq(flights.serviceDate, sql.placeholder('serviceDate')),
        ),
      )
      .limit(1)
      .prepare('flights_by_number_on_date'),
    byReferenceOnRoute: db
      .select(onRouteColumns())
      .from(flights)
      .where(eq(flights.reference, sql.placeholder('reference')))
      .limit(1)
      .prepare('flights_by_reference_on_route'),
  };
}
const lookups = preparedPerHandle(prepareLookups);

/** A dated flight by its public reference (the search result's `bookingReference`). */
export async function findFlightByReference(db: Executor, reference: string): Promise<FlightRow | null> {
  const rows = await lookups(db).byReference.execute({ reference });
  return rows[0] ?? null;
}

/**
 * {@link findFlightByReference}, whether both its airports are in the home country, and which of
 * them are open for sale, in one round trip (booking creation reads them all, issue 29 §4; issue
 * 41 item 1); an airport missing from the reference data is not domestic, as `isDomestic` decides.
 */
export async function findFlightOnRouteByReference(db: Executor, reference: string): Promise<FlightOnRoute | null> {
  const rows = await lookups(db).byReferenceOnRoute.execute({ reference });
  return rows[0] ?? null;
}

/** The dated flight with this normalised number on `serviceDate`: one lookup on the (number, date) key. */
export async function findFlightByNumberOnDate(
  db: Executor,
  flightNumber: string,
  serviceDate: string,
): Promise<FlightSearchRow | null> {
  const rows = await lookups(db).byNumberOnDate.execute({ flightNumber, serviceDate });
  return rows[0] ?? null;
}

/**
 * Dated flights with these numbers on `serviceDate`, earliest departure first, with whether each
 * is domestic and its open airports.
 */
export async function findFlightsOnDate(
  db: Executor,
  flightNumbers: string[],
  serviceDate: string,
): Promise<FlightOnRoute[]> {
  if (flightNumbers.length === 0) return [];
  return db
    .select(onRouteColumns())
    .from(flights)
    .where(and(eq(flights.serviceDate, serviceDate), inArray(flights.flightNumber, flightNumbers)))
    .orderBy(asc(flights.departureTime), asc(flights.flightNumber));
}

/**
 * Inserts dated flights that do not exist yet, in one statement. Concurrent searches for the
 * same flight both succeed and keep the first row (and its reference).
 */
export async function insertFlightsIfAbsent(db: Executor, rows: FlightInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(flights).values(rows).onConflictDoNothing();
}

/**
 * Inserts dated flights or refreshes what a live provider may change (times, terminal,
 * status, names), keeping the existing reference so earlier search results stay valid.
 */
export async function upsertFlights(db: Executor, rows: FlightInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await db
    .insert(flights)
    .values(rows)
    .onConflictDoUpdate({
      target: [flights.flightNumber, flights.serviceDate],
      set: {
        airlineIata: excluded('airline_iata'),
        airlineName: excluded('airline_name'),
        departureIata: excluded('departure_iata'),
        departureAirportName: excluded('departure_airport_name'),
        departureCity: excluded('departure_city'),
        arrivalIata: excluded('arrival_iata'),
        arrivalAirportName: excluded('arrival_airport_name'),
        arrivalCity: excluded('arrival_city'),
        departureTime: excluded('departure_time'),
        arrivalTime: excluded('arrival_time'),
        departureUtcOffset: excluded('departure_utc_offset'),
        arrivalUtcOffset: excluded('arrival_utc_offset'),
        terminal: excluded('terminal'),
        status: excluded('status'),
        source: excluded('source'),
        providerData: excluded('provider_data'),
        updatedAt: sql`now()`,
      },
    });
}
