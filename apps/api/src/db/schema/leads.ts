/** Lead capture (spec §3, §7 POST /leads/capture). */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, trimmed. */
    email: text('email').notNull(),
    flightData: jsonb('flight_data').notNull(),
    /** Stable hash of the flight data, for the one-hour duplicate rule. */
    flightKey: text('flight_key').notNull(),
    source: text('source').notNull().default('flight_search'),
    createdAt: createdAt(),
  },
  (t) => [index('leads_email_flight_idx').on(t.email, t.flightKey, t.createdAt)],
);
