/**
 * The IATA zone of each end of a dated flight, for naming its times (issue 19 §10). The flights
 * table keeps only UTC offsets; the zone is the airport's, from the curated `airports` table, or
 * for an airport outside it the `timeZone` a live provider (AeroDataBox) gave with the flight.
 */
import { type SQL, sql } from 'drizzle-orm';
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

/** The IANA zone of the booking's served airport (`bookings.airport_iata`; issue 41 item 2). */
export function servedAirportZoneSql(): SQL<string> {
  return sql<string>`(select ${airports.timeZone} from ${airports} where ${airports.iata} = ${bookings.airportIata})`;
}

/** The two zone columns, to spread into a select that reads a `flights` row. */
export const flightZoneColumns = {
  departureTimeZone: airportZoneSql('departure'),
  arrivalTimeZone: airportZoneSql('arrival'),
};
