/** Bookings, their audit trail and idempotency records (issue: bookings). */

import { BOOKING_CHANGE_KINDS, type PriceLine } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, exchangeRate, timestamptz, updatedAt } from './columns';
import { bookingPaymentStatus, bookingStatus, refundStatus, serviceType } from './enums';
import { flights } from './flights';
import { organisationPassengers, organisations } from './organisations';
import { apiKeys } from './partners';
import { priceLists } from './pricing';
import { serviceAirports } from './service-airports';
import { users } from './users';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** FT- plus 6 Crockford base32 characters. */
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    flightId: uuid('flight_id')
      .notNull()
      .references(() => flights.id, { onDelete: 'restrict' }),
    serviceType: serviceType('service_type').notNull(),
    /**
     * The served airport the officer meets the traveller at (issue 41 item 1): the flight's arrival
     * airport for arrival service, its departure airport for departure service.
     */
    airportIata: char('airport_iata', { length: 3 })
      .notNull()
      .references(() => serviceAirports.iata, { onDelete: 'restrict' }),
    passengerCount: integer('passenger_count').notNull(),
    specialRequirements: text('special_requirements'),
    /** Lead passenger's full name as the officer will call it (issue 19 §1); null on older bookings. */
    leadPassengerName: text('lead_passenger_name'),
    /** A reachable phone for this booking, E.164 (issue 19 §1); null on older bookings. */
    contactPhone: text('contact_phone'),
    /** The lead passenger's e-mail, lower-cased, when the booker gave one (issue 36 item 1). */
    leadPassengerEmail: text('lead_passenger_email'),
    status: bookingStatus('status').notNull().default('pending'),
    paymentStatus: bookingPaymentStatus('payment_status').notNull().default('pending'),
    refundStatus: refundStatus('refund_status'),
    /** Copied from pricing when the booking is made. */
    unitPriceUsdCents: integer('unit_price_usd_cents').notNull(),
    /** Naira per US dollar, in ten-thousandths (RateE4); numeric(14, 4) in the table. */
    exchangeRateE4: exchangeRate('exchange_rate_ngn').notNull(),
    totalUsdCents: integer('total_usd_cents').notNull(),
    /**
     * The lines the booking was sold with (issue 41 items 3 and 5; contracts PriceLine[]): kept as
     * they were, whatever the price lists say later. Their amounts sum to `total_usd_cents`.
     */
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
    /** The airport price list version of the service line; null: the default price (§3). */
    priceListId: uuid('price_list_id').references(() => priceLists.id, { onDelete: 'restrict' }),
    /** The airport's free-cancellation hours when the booking was made (issue 41 item 1). */
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    totalNgnKobo: integer('total_ngn_kobo').notNull(),
    /** One-time code shown to the traveller and the assigned officer (facts file). */
    meetingCode: text('meeting_code'),
    /** The service plan (contracts servicePlan, issue 15 §1), fixed when the booking is made. */
    meetingTime: timestamptz('meeting_time').notNull(),
    serviceWindowStart: timestamptz('service_window_start').notNull(),
    serviceWindowEnd: timestamptz('service_window_end').notNull(),
    /** ceil(passengers / 5) (issue 15 §4). */
    officersNeeded: integer('officers_needed').notNull(),
    /** An unpaid booking holds its officers until then (issue 15 §5); null once paid. */
    holdExpiresAt: timestamptz('hold_expires_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** Set when the flight is cancelled or diverted (issue 18 §4): the traveller may cancel with a full refund. */
    flightDisruption: text('flight_disruption', { enum: ['cancelled', 'diverted'] }),
    /**
     * The traveller's answer to a disrupted flight (issue 26 §3): `keep` the booking for the
     * re-booked flight (a dispatcher moves it); `refund` is a cancellation. Null: no answer yet, so
     * the full refund is made by itself at the meeting time.
     */
    disruptionChoice: text('disruption_choice', { enum: ['refund', 'keep'] }),
    /**
     * The flight the traveller named with `keep` when it could not be served at once: the
     * dispatcher moves the booking to it (issue 36 item 5). Cleared by the move.
     */
    requestedFlightId: uuid('requested_flight_id').references(() => flights.id, { onDelete: 'set null' }),
    /** The flight of the booking before its last move to another flight (issue 36 item 5); null if never moved. */
    movedFromFlightId: uuid('moved_from_flight_id').references(() => flights.id, { onDelete: 'set null' }),
    /**
     * The organisation that booked (issue 39 item 2); null for a traveller's own booking. `user_id`
     * is then the arranger who booked, and the lead passenger fields name the person met.
     */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'restrict' }),
    /** The entry of the organisation's passenger list the booking is for. */
    organisationPassengerId: uuid('organisation_passenger_id').references(() => organisationPassengers.id, {
      onDelete: 'set null',
    }),
    /** The passenger's own account when they are a member: they see the booking and its code. */
    passengerUserId: uuid('passenger_user_id').references(() => users.id, { onDelete: 'set null' }),
    costCentre: text('cost_centre'),
    poReference: text('po_reference'),
    /**
     * The API key that made the booking for its organisation (issue 40 item 1; ADR 365); `user_id`
     * is then the account that made the key, the booker of record, and gets no booker's copies.
     */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    index('bookings_meeting_time_idx').on(t.meetingTime),
    index('bookings_organisation_created_idx')
      .on(t.organisationId, t.createdAt)
      .where(sql`${t.organisationId} is not null`),
    index('bookings_passenger_user_idx').on(t.passengerUserId).where(sql`${t.passengerUserId} is not null`),
    // The hold-expiry round reads the pending bookings whose hold has ended (ADR 216).
    index('bookings_pending_hold_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
    check('bookings_passenger_count_check', sql`${t.passengerCount} between 1 and 10`),
  ],
);

/**
 * The booking's history: every change, who made it, when, the old and the new value. Written only
 * by the bookings feature (`recordBookingChange`, issue 38 item 1).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** What changed (contracts BOOKING_CHANGE_KINDS). */
    field: text('field', { enum: BOOKING_CHANGE_KINDS }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value').notNull(),
    /** null when the system made the change (webhook, job). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    /** The API key that made the change (actor role `partner`); the audit names the key, not a person. */
    actorApiKeyId: uuid('actor_api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

/** Stored answers for `Idempotency-Key` requests, per user and endpoint. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
