/**
 * SQL for the embedded weekly schedule (flight_schedules joined with its airports and airline):
 * only patterns that land at or leave a served airport open for sale (issue 41 item 1), decided
 * in the same statement.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { airlines, airports, flightSchedules, serviceAirports } from '../../db/schema/index';
import type { MatchableAirport } from '../../integrations/flight-data/airport-match';

const dep = alias(airports, 'dep');
const arr = alias(airports, 'arr');

const columns = {
  flightNumber: flightSchedules.flightNumber,
  airlineIata: flightSchedules.airlineIata,
  airlineName: airlines.name,
  departureIata: flightSchedules.departureIata,
  departureName: dep.name,
  departureCity: dep.city,
  departureTimeZone: dep.timeZone,
  arrivalIata: flightSchedules.arrivalIata,
  arrivalName: arr.name,
  arrivalCity: arr.city,
  arrivalTimeZone: arr.timeZone,
  departureLocalTime: flightSchedules.departureLocalTime,
  arrivalLocalTime: flightSchedules.arrivalLocalTime,
  arrivalDayOffset: flightSchedules.arrivalDayOffset,
  terminal: flightSchedules.terminal,
};

/** A weekly pattern with the names and zones of its airports and airline. */
export interface ScheduleRow {
  flightNumber: string;
  airlineIata: string;
  airlineName: string;
  departureIata: string;
  departureName: string;
  departureCity: string;
  departureTimeZone: string;
  arrivalIata: string;
  arrivalName: string;
  arrivalCity: string;
  arrivalTimeZone: string;
  departureLocalTime: string;
  arrivalLocalTime: string;
  arrivalDayOffset: number;
  terminal: string | null;
}

function patterns(db: Executor, where: SQL | undefined): Promise<ScheduleRow[]> {
  return db
    .select(columns)
    .from(flightSchedules)
    .innerJoin(airlines, eq(airlines.iata, flightSchedules.airlineIata))
    .innerJoin(dep, eq(dep.iata, flightSchedules.departureIata))
    .innerJoin(arr, eq(arr.iata, flightSchedules.arrivalIata))
    .where(where)
    .orderBy(flightSchedules.departureLocalTime);
}

/** The pattern lands at or leaves a served airport that is open for sale. */
const atOpenAirport = sql`exists (select 1 from ${serviceAirports} where ${serviceAirports.openForSale}
  and ${serviceAirports.iata} in (${flightSchedules.departureIata}, ${flightSchedules.arrivalIata}))`;

/** `weekday` (ISO, 1 = Monday) is one of the pattern's days of departure. */
const fliesOn = (weekday: number) => sql`${weekday}::int = any(${flightSchedules.daysOfWeek})`;

/** Patterns at an open served airport with this normalised number that depart on `weekday`. */
export function findSchedulesByNumber(db: Executor, flightNumber: string, weekday: number): Promise<ScheduleRow[]> {
  return patterns(db, and(eq(flightSchedules.flightNumber, flightNumber), fliesOn(weekday), atOpenAirport));
}

/** Every curated airport's IATA code, city and name: the places a route term is matched against. */
export function listAirportPlaces(db: Executor): Promise<MatchableAirport[]> {
  return db.select({ iata: airports.iata, city: airports.city, name: airports.name }).from(airports);
}

/**
 * Patterns at an open served airport from one of `route.departureIatas` to one of `route.arrivalIatas` that depart
 * on `route.weekday` (the codes come from matching the route terms, airport-match.ts).
 */
export function findSchedulesByRoute(
  db: Executor,
  route: { departureIatas: string[]; arrivalIatas: string[]; weekday: number },
): Promise<ScheduleRow[]> {
  const { departureIatas, arrivalIatas, weekday } = route;
  if (departureIatas.length === 0 || arrivalIatas.length === 0) return Promise.resolve([]);
  return patterns(
    db,
    and(
      inArray(flightSchedules.departureIata, departureIatas),
      inArray(flightSchedules.arrivalIata, arrivalIatas),
      fliesOn(weekday),
      atOpenAirport,
    ),
  );
}
