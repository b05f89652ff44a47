/** Loyalty credits (issue 27): the append-only ledger and the admin's settings. */
import { CREDIT_ENTRY_KINDS, LOYALTY_DEFAULTS } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz, updatedAt } from './columns';
import { payments } from './payments';
import { users } from './users';

/**
 * One change of a traveller's credits. Rows are only ever inserted; the balance is the sum of
 * `amount_usd_cents`. An earn or a reverse happens once per booking and cause, an expiry once per
 * earn (the unique indexes make a second writer fail instead of counting twice).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull(),
    /** Signed USD cents: positive adds to the balance. */
    amountUsdCents: integer('amount_usd_cents').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** The earn an expiry or a reverse undoes. */
    sourceEntryId: uuid('source_entry_id'),
    /** completion | rating | checkout | hold-expired | payment-failed | changed-mind | cancelled | refund | expiry | admin | account-deleted */
    cause: text('cause').notNull(),
    /** An admin adjustment's reason, in the admin's words. */
    reason: text('reason'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Earn entries: when what is left of them expires. */
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_user_created_idx').on(t.userId, t.createdAt),
    index('credit_entries_booking_idx').on(t.bookingId),
    uniqueIndex('credit_entries_once_per_booking_key')
      .on(t.bookingId, t.kind, t.cause)
      .where(sql`${t.kind} in ('earn', 'reverse')`),
    uniqueIndex('credit_entries_expire_once_key').on(t.sourceEntryId).where(sql`${t.kind} = 'expire'`),
    check(
      'credit_entries_amount_sign_check',
      sql`case ${t.kind}
      when 'earn' then ${t.amountUsdCents} > 0
      when 'release' then ${t.amountUsdCents} > 0
      when 'adjust' then ${t.amountUsdCents} <> 0
      when 'expire' then ${t.amountUsdCents} <= 0
      else ${t.amountUsdCents} < 0 end`,
    ),
  ],
);

/** The loyalty settings an admin edits at /ops/staff: one row, id 1. */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: integer('id').primaryKey().default(1),
    earnPercent: integer('earn_percent').notNull().default(LOYALTY_DEFAULTS.earnPercent),
    ratingBonusUsdCents: integer('rating_bonus_usd_cents').notNull().default(LOYALTY_DEFAULTS.ratingBonusUsdCents),
    expiryMonths: integer('expiry_months').notNull().default(LOYALTY_DEFAULTS.expiryMonths),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('loyalty_settings_one_row_check', sql`${t.id} = 1`)],
);
