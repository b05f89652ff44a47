/**
 * Seeds the curated airports, airlines and the weekly demo timetables of the served airports
 * (issue: flights, "The embedded schedule"; issue 41 item 1: demo-timetables.ts). Idempotent and safe to run from several processes at once:
 * one multi-row INSERT ... ON CONFLICT DO UPDATE per table, so a corrected name or time in
 * the source files reaches an existing database on the next start.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { airlines, airports, flightSchedules } from '../schema/index';
import { AIRLINES } from './airlines';
import { AIRPORTS } from './airports';
import { ALL_PATTERNS } from './demo-timetables';

/** `excluded.<column>` for an upsert's SET list. */
const excluded = (column: string) => sql.raw(`excluded."${column}"`);

export async function seedFlightReferenceData(db: Executor): Promise<void> {
  await db
    .insert(airports)
    .values(AIRPORTS.map(({ iata, name, city, country, timeZone }) => ({ iata, name, city, country, timeZone })))
    .onConflictDoUpdate({
      target: airports.iata,
      set: {
        name: excluded('name'),
        city: excluded('city'),
        country: excluded('country'),
        timeZone: excluded('time_zone'),
      },
    });
  await db
    .insert(airlines)
    .values(AIRLINES.map(({ iata, name }) => ({ iata, name })))
    .onConflictDoUpdate({ target: airlines.iata, set: { name: excluded('name') } });
  await db
    .insert(flightSchedules)
    .values([...ALL_PATTERNS])
    .onConflictDoUpdate({
      target: flightSchedules.flightNumber,
      set: {
        airlineIata: excluded('airline_iata'),
        departureIata: excluded('departure_iata'),
        arrivalIata: excluded('arrival_iata'),
        departureLocalTime: excluded('departure_local_time'),
        arrivalLocalTime: excluded('arrival_local_time'),
        arrivalDayOffset: excluded('arrival_day_offset'),
        daysOfWeek: excluded('days_of_week'),
        terminal: excluded('terminal'),
      },
    });
}
