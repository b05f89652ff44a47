/**
 * The IATA zone of each end of a dated flight, for naming its times (issue 19 §10). The flights
 * table keeps only UTC offsets; the zone is the airport's, from the curated `airports` table, or
 * for an airport outside it the `timeZone` a live provider (AeroDataBox) gave with the flight.
 */
import { BUSINESS_TIME_ZONE } from '@fasttrack/contracts';
import { type AnyColumn, and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { airports, bookings, flights } from '../../db/schema/index';

/**
 * SQL text of the IANA zone (e.g. "Europe/London") of the `flights` row in scope at its
 * departure or arrival airport, or null when neither source knows it.
 */
export function airportZoneSql(end: 'departure' | 'arrival'): SQL<string | null> {
  const iata = end === 'departure' ? flights.departureIata : flights.arrivalIata;
  // `end` is one of two fixed words, written into the SQL so the JSON path needs no typed parameter.
  return sql<string | null>`coalesce(
    (select ${airports.timeZone} from ${airports} where ${airports.iata} = ${iata}),
    ${flights.providerData} -> ${sql.raw(`'${end}'`)} -> 'airport' ->> 'timeZone')`;
}

/** SQL of the IANA zone of the airport whose IATA code `iata` gives (a column, or SQL giving a code). */
export function zoneOfAirportSql(iata: AnyColumn | SQL): SQL<string> {
  return sql<string>`(select ${airports.timeZone} from ${airports} where ${airports.iata} = ${iata})`;
}

/** The IANA zone of the booking's served airport (`bookings.airport_iata`; issue 41 item 2). */
export function servedAirportZoneSql(): SQL<string> {
  return zoneOfAirportSql(bookings.airportIata);
}

/**
 * The IANA zone of the airport `iata` gives (a code, or SQL giving one), or the business's clock
 * when no airport row answers (issue 41 item 2: the board's and the shift list's days).
 */
export async function findAirportTimeZone(db: Executor, iata: string | SQL): Promise<string> {
  const [row] = await db.select({ timeZone: airports.timeZone }).from(airports).where(sql`${airports.iata} = ${iata}`);
  return row?.timeZone ?? BUSINESS_TIME_ZONE;
}

const HOUR_MS = 3_600_000;
/** Every zone's offset lies within UTC-12..UTC+14: a UTC range that wide keeps the meeting-time index in use. */
const EARLIEST_OFFSET_HOURS = 14;
const LATEST_OFFSET_HOURS = 12;

/**
 * SQL condition: the booking's meeting time falls on the dates `from` (inclusive) to `to`
 * (exclusive), `YYYY-MM-DD`, on the clock of its own airport (issue 41 item 2: the day board's
 * day at Lagos is the Lagos day, at Accra the Accra day). An end left out is open.
 */
export function meetingOnAirportDays(days: { from?: string | undefined; to?: string | undefined }): SQL {
  const { from, to } = days;
  return and(
    from
      ? gte(bookings.meetingTime, new Date(Date.parse(`${from}T00:00:00Z`) - EARLIEST_OFFSET_HOURS * HOUR_MS))
      : undefined,
    to ? lt(bookings.meetingTime, new Date(Date.parse(`${to}T00:00:00Z`) + LATEST_OFFSET_HOURS * HOUR_MS)) : undefined,
    // A null bound of the range is open; the airport's zone is read once per row.
    sql`(${bookings.meetingTime} at time zone ${servedAirportZoneSql()})::date <@ daterange(${from ?? null}::date, ${to ?? null}::date)`,
  ) as SQL;
}

/**
 * SQL condition: the booking's meeting time falls today or on the `days - 1` days after it, each
 * on the clock of its own airport at `now` (the officer's list: today and tomorrow where they work).
 */
export function meetingOnAirportDaysFrom(now: Date, days: number): SQL {
  // Today began at most a day ago wherever the airport is (25 hours on a daylight-saving day).
  const earliest = new Date(now.getTime() - 25 * HOUR_MS);
  const latest = new Date(now.getTime() + 25 * days * HOUR_MS);
  const daysAhead = sql`(select (${bookings.meetingTime} at time zone a.time_zone)::date
    - (${now.toISOString()}::timestamptz at time zone a.time_zone)::date
    from ${airports} a where a.iata = ${bookings.airportIata})`;
  return and(
    gte(bookings.meetingTime, earliest),
    lt(bookings.meetingTime, latest),
    sql`${daysAhead} between 0 and ${days - 1}::int`,
  ) as SQL;
}

/** The two zone columns, to spread into a select that reads a `flights` row. */
export const flightZoneColumns = {
  departureTimeZone: airportZoneSql('departure'),
  arrivalTimeZone: airportZoneSql('arrival'),
};
