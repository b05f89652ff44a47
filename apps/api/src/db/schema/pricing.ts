/** Unit price per service type (spec §3 Pricing entry, §9 defaults). */
import { integer, numeric, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { serviceType } from './enums';
import { users } from './users';

export const pricing = pgTable('pricing', {
  serviceType: serviceType('service_type').primaryKey(),
  /** Unit price per passenger, USD cents. */
  priceUsdCents: integer('price_usd_cents').notNull(),
  /** Naira per US dollar. numeric keeps fractional rates exact. */
  exchangeRateNgn: numeric('exchange_rate_ngn', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
