/**
 * The airports FastTrack serves, as data (issue 41 item 1; ADR 371): which of the curated
 * `airports` are open for sale, their ICAO code and currency, and the terminals officers and
 * meeting points know there. Opening an airport is an admin's row, not a code change.
 */
import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, pgTable, primaryKey, smallint, text, time, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { airports } from './flights';
import { users } from './users';

/** A served airport: one row per airport that sells, or may sell, the service. */
export const serviceAirports = pgTable(
  'service_airports',
  {
    iata: char('iata', { length: 3 })
      .primaryKey()
      .references(() => airports.iata, { onDelete: 'restrict' }),
    /** ICAO location indicator, e.g. DNMM. */
    icao: char('icao', { length: 4 }).notNull(),
    /** ISO 4217 code of the currency the traveller pays in, e.g. NGN. */
    currency: char('currency', { length: 3 }).notNull(),
    /** Flight search offers its services and bookings may be made there only while true. */
    openForSale: boolean('open_for_sale').notNull().default(false),
    /** A service whose meeting time is less than this many minutes away cannot be booked here. */
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(180),
    /*
     * Pricing rules (issue 41 item 1; contracts AirportPriceRules). A surcharge of 0 is none; the
     * night window is the airport's local clock, across midnight when it ends before it starts.
     */
    /** A booking made less than this many minutes before its meeting time is urgent. */
    urgentWindowMinutes: integer('urgent_window_minutes').notNull().default(0),
    /** USD cents per booking for an urgent booking. */
    urgentSurchargeUsdCents: integer('urgent_surcharge_usd_cents').notNull().default(0),
    nightStartsAt: time('night_starts_at').notNull().default('23:00'),
    nightEndsAt: time('night_ends_at').notNull().default('05:00'),
    /** USD cents per booking whose meeting time falls in the night window. */
    nightSurchargeUsdCents: integer('night_surcharge_usd_cents').notNull().default(0),
    /** A paid booking cancelled at least this many hours before the flight time is refunded in full. */
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    /** An arrival's base service: the officer's window ends this many minutes after the landing. */
    arrivalServiceMinutes: integer('arrival_service_minutes').notNull().default(90),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('service_airports_icao_check', sql`${t.icao} ~ '^[A-Z]{4}$'`),
    check('service_airports_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'service_airports_rules_check',
      sql`${t.minNoticeMinutes} between 0 and 10080 and ${t.urgentWindowMinutes} between 0 and 10080 and ${t.urgentSurchargeUsdCents} between 0 and 1000000
        and ${t.nightSurchargeUsdCents} between 0 and 1000000 and ${t.freeCancellationHours} between 0 and 720`,
    ),
    check('service_airports_arrival_service_check', sql`${t.arrivalServiceMinutes} between 30 and 480`),
  ],
);

/**
 * A terminal of a served airport. A flight whose source names none of the airport's terminals
 * is served at the first terminal (by `position`) that handles its kind of route.
 */
export const terminals = pgTable(
  'terminals',
  {
    airportIata: char('airport_iata', { length: 3 })
      .notNull()
      .references(() => serviceAirports.iata, { onDelete: 'cascade' }),
    /** The name officers, meeting points and flight sources use, e.g. International, MMA2. */
    name: text('name').notNull(),
    /** Handles international routes (either end outside the airport's country). */
    international: boolean('international').notNull(),
    /** Handles domestic routes. */
    domestic: boolean('domestic').notNull(),
    /** Order on screens and for the default terminal; lower first. */
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.airportIata, t.name] }),
    check('terminals_name_check', sql`length(trim(${t.name})) between 1 and 40`),
  ],
);
