/** Unit price per service type (spec §3 Pricing entry, §9 defaults). */
import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { exchangeRate, updatedAt } from './columns';
import { serviceType } from './enums';
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
