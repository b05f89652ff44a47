/**
 * Add-ons, packages and the state of a booking's add-on lines (issue 41 item 4; ADR 374). The
 * catalogue is per served airport; a booking keeps what it bought as price lines
 * (`bookings.price_lines`), and `booking_extra_lines` holds what happened to each add-on line
 * afterwards: the dispatcher's answer and the officer's mark (its own refund is a `line_refunds`
 * row, schema/payments.ts). A line with no row is untouched: awaiting (on request) or confirmed
 * (guaranteed), not yet delivered.
 */
import { ADD_ON_FULFILMENTS, ADD_ON_UNITS, EXTRA_DELIVERIES } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, pgEnum, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz, updatedAt } from './columns';
import { serviceType } from './enums';
import { serviceAirports } from './service-airports';
import { users } from './users';

export const addOnUnit = pgEnum('add_on_unit', ADD_ON_UNITS);
export const addOnFulfilment = pgEnum('add_on_fulfilment', ADD_ON_FULFILMENTS);

/** An add-on an airport sells (contracts AddOn). Codes are unique per airport; rows are never deleted once sold. */
export const addOns = pgTable(
  'add_ons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    airportIata: char('airport_iata', { length: 3 })
      .notNull()
      .references(() => serviceAirports.iata, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: addOnUnit('unit').notNull(),
    /** Bags per block or seats per vehicle; null for the other units. */
    unitSize: integer('unit_size'),
    /** USD cents per unit (0: free, e.g. wheelchair assistance). */
    unitPriceUsdCents: integer('unit_price_usd_cents').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    fulfilment: addOnFulfilment('fulfilment').notNull(),
    /** It must be booked at least this many minutes before the meeting. */
    leadTimeMinutes: integer('lead_time_minutes').notNull().default(0),
    serviceTypes: serviceType('service_types').array().notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('add_ons_code_unique').on(t.airportIata, t.code),
    check('add_ons_price_check', sql`${t.unitPriceUsdCents} between 0 and 1000000`),
    check('add_ons_max_check', sql`${t.maxQuantity} between 1 and 99`),
    check('add_ons_lead_check', sql`${t.leadTimeMinutes} between 0 and 10080`),
    check(
      'add_ons_unit_size_check',
      sql`(${t.unit} in ('per_bag_block', 'per_vehicle')) = (${t.unitSize} is not null) and coalesce(${t.unitSize}, 1) between 1 and 99`,
    ),
    check('add_ons_service_types_check', sql`cardinality(${t.serviceTypes}) > 0`),
  ],
);

/** A package of an airport: the service with some of its add-ons (contracts Package). */
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    airportIata: char('airport_iata', { length: 3 })
      .notNull()
      .references(() => serviceAirports.iata, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('packages_code_unique').on(t.airportIata, t.code)],
);

/** The add-ons a package includes; `quantity` is ignored for per-person add-ons (the whole party). */
export const packageItems = pgTable(
  'package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    addOnId: uuid('add_on_id')
      .notNull()
      .references(() => addOns.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.addOnId] }),
    check('package_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

export const extraConfirmation = pgEnum('extra_confirmation', ['confirmed', 'declined']);
export const extraDelivery = pgEnum('extra_delivery', EXTRA_DELIVERIES);

/**
 * What happened to one add-on line of a booking (the line is `bookings.price_lines[line_index]`):
 * the dispatcher's answer and the officer's mark. Its refund, when it has one, is the payments
 * feature's row of `line_refunds` (one writer per table, ADR 360).
 */
export const bookingExtraLines = pgTable(
  'booking_extra_lines',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    lineIndex: integer('line_index').notNull(),
    /** Null: not answered yet (an on-request line awaits; a guaranteed one needs no answer). */
    confirmation: extraConfirmation('confirmation'),
    declineReason: text('decline_reason'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamptz('answered_at'),
    delivery: extraDelivery('delivery').notNull().default('pending'),
    deliveredBy: uuid('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    deliveredAt: timestamptz('delivered_at'),
    /** The officer's offline-queue entry that marked it, so a replay is recorded once. */
    deliveryClientId: uuid('delivery_client_id'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.lineIndex] }),
    check('booking_extra_lines_index_check', sql`${t.lineIndex} >= 1`),
  ],
);
