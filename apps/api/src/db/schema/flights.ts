/** Reference data and flights (issue: flights). */
import { sql } from 'drizzle-orm';
import { char, date, index, integer, jsonb, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

/** Curated airports the schedule uses (source credited in the README). */
export const airports = pgTable('airports', {
  iata: char('iata', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  /** IANA time zone, e.g. Europe/London: every time at this airport is read on its clock. */
  timeZone: text('time_zone').notNull(),
});

export const airlines = pgTable('airlines', {
  iata: char('iata', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

/** A weekly pattern: one flight number on some days of the week at fixed local times. */
export const flightSchedules = pgTable(
  'flight_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised flight number, e.g. BA75. */
    flightNumber: text('flight_number').notNull().unique(),
    airlineIata: char('airline_iata', { length: 2 })
      .notNull()
      .references(() => airlines.iata),
    departureIata: char('departure_iata', { length: 3 })
      .notNull()
      .references(() => airports.iata),
    arrivalIata: char('arrival_iata', { length: 3 })
      .notNull()
      .references(() => airports.iata),
    /** Local times `HH:MM` at the departure and arrival airports. */
    departureLocalTime: text('departure_local_time').notNull(),
    arrivalLocalTime: text('arrival_local_time').notNull(),
    /** Days added to the departure date to get the arrival date (overnight flights). */
    arrivalDayOffset: smallint('arrival_day_offset').notNull().default(0),
    /** ISO weekdays of departure, 1 = Monday ... 7 = Sunday. */
    daysOfWeek: integer('days_of_week').array().notNull(),
    /** Terminal used at LOS. */
    terminal: text('terminal'),
    createdAt: createdAt(),
  },
  (t) => [index('flight_schedules_route_idx').on(t.departureIata, t.arrivalIata)],
);

/** A dated flight instance with its public reference (made as people search). */
export const flights = pgTable(
  'flights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public reference returned as `bookingReference` by flight search. */
    reference: text('reference').notNull().unique(),
    flightNumber: text('flight_number').notNull(),
    /** Departure date at the departure airport, `YYYY-MM-DD`. */
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    airlineIata: text('airline_iata').notNull(),
    airlineName: text('airline_name').notNull(),
    departureIata: char('departure_iata', { length: 3 }).notNull(),
    departureAirportName: text('departure_airport_name').notNull(),
    departureCity: text('departure_city').notNull(),
    arrivalIata: char('arrival_iata', { length: 3 }).notNull(),
    arrivalAirportName: text('arrival_airport_name').notNull(),
    arrivalCity: text('arrival_city').notNull(),
    departureTime: timestamptz('departure_time').notNull(),
    arrivalTime: timestamptz('arrival_time').notNull(),
    /** ISO offsets of the airports' zones, to render times as they are shown locally. */
    departureUtcOffset: text('departure_utc_offset').notNull().default('+01:00'),
    arrivalUtcOffset: text('arrival_utc_offset').notNull().default('+01:00'),
    terminal: text('terminal'),
    /** scheduled | delayed | diverted | cancelled | landed ... as the provider says. */
    status: text('status').notNull().default('scheduled'),
    source: text('source', { enum: ['schedule', 'provider'] }).notNull(),
    providerData: jsonb('provider_data'),
    /** Estimated times the last status check reported (issue 18 §1); null = as scheduled. */
    estimatedDepartureTime: timestamptz('estimated_departure_time'),
    estimatedArrivalTime: timestamptz('estimated_arrival_time'),
    /** When the flight's status was last asked of the provider (issue 18 §5); null = never. */
    statusCheckedAt: timestamptz('status_checked_at'),
    /** When the polling round may ask again; a round claims a flight by moving this (issue 18 §1). */
    nextCheckAt: timestamptz('next_check_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('flights_number_date_key').on(t.flightNumber, t.serviceDate),
    index('flights_date_idx').on(t.serviceDate),
    index('flights_departure_time_idx').on(t.departureTime),
    index('flights_next_check_idx').on(t.nextCheckAt),
    index('flights_number_lower_idx').on(sql`upper(${t.flightNumber})`),
  ],
);
