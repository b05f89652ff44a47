/**
 * Unit price per service type (spec §3 Pricing entry, §9 defaults): the default price and the
 * exchange rate. An airport's own price lists (issue 41 item 3) take precedence over the default.
 */
import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, exchangeRate, timestamptz, updatedAt } from './columns';
import { serviceType } from './enums';
import { serviceAirports } from './service-airports';
import { users } from './users';

export const pricing = pgTable('pricing', {
  serviceType: serviceType('service_type').primaryKey(),
  /** Unit price per passenger, USD cents. */
  priceUsdCents: integer('price_usd_cents').notNull(),
  /** Naira per US dollar, in ten-thousandths (RateE4); numeric(14, 4) in the table. */
  exchangeRateE4: exchangeRate('exchange_rate_ngn').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * An airport's price for a service type, versioned (issue 41 item 3; ADR 373): a booking made at
 * an instant takes the version with the latest `effective_from` not after it, and keeps its lines
 * (bookings.price_lines) and the version's id. Versions are only ever added.
 */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    airportIata: char('airport_iata', { length: 3 })
      .notNull()
      .references(() => serviceAirports.iata, { onDelete: 'cascade' }),
    serviceType: serviceType('service_type').notNull(),
    /** ISO 4217 code of the price; USD only for now (prices are shown in USD, paid in naira). */
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    version: integer('version').notNull(),
    effectiveFrom: timestamptz('effective_from').notNull(),
    /** USD cents per passenger. */
    unitPriceUsdCents: integer('unit_price_usd_cents').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('price_lists_version_unique').on(t.airportIata, t.serviceType, t.currency, t.version),
    index('price_lists_in_force_idx').on(t.airportIata, t.serviceType, t.effectiveFrom),
    check('price_lists_currency_check', sql`${t.currency} = 'USD'`),
    check('price_lists_price_check', sql`${t.unitPriceUsdCents} between 1 and 1000000`),
  ],
);
