/** Payments and provider webhooks (issue: payments). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz, updatedAt } from './columns';
import { paymentMethod, paymentProvider, paymentStatus, refundStatus } from './enums';
import { users } from './users';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: paymentProvider('provider').notNull(),
    /** Our reference (Paystack) or the PaymentIntent id (Stripe). */
    reference: text('reference').notNull().unique(),
    /** Amount in minor units of `currency` (kobo for NGN, cents for USD). */
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    method: paymentMethod('method'),
    status: paymentStatus('status').notNull().default('initialized'),
    accessCode: text('access_code'),
    authorizationUrl: text('authorization_url'),
    providerTransactionId: text('provider_transaction_id'),
    failureReason: text('failure_reason'),
    metadata: jsonb('metadata'),
    paidAt: timestamptz('paid_at'),
    refundReference: text('refund_reference'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_booking_idx').on(t.bookingId),
    // The money report (issue 30) reads payments taken, and refunds made, in a range of days.
    index('payments_paid_at_idx').on(t.paidAt),
    index('payments_refunded_at_idx').on(t.refundedAt),
  ],
);

/**
 * The refund of one add-on line of a paid booking (issue 41 item 4; ADR 374): a partial refund of
 * its payment, decided when the line is declined or not delivered and made by the
 * `refund-extra-line` job. `status` moves as a booking's refund does (pending, processing,
 * processed, failed); the provider is asked once, by `reference` (`<payment reference>-line-<n>`).
 */
export const lineRefunds = pgTable(
  'line_refunds',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The line's index in `bookings.price_lines`. */
    lineIndex: integer('line_index').notNull(),
    status: refundStatus('status').notNull(),
    /** Naira returned for the line, kobo. */
    amountNgnKobo: integer('amount_ngn_kobo').notNull(),
    /** Null for a line that returns nothing (it cost nothing, or nothing was charged). */
    reference: text('reference').unique(),
    failure: text('failure'),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.lineIndex] }),
    index('line_refunds_refunded_at_idx').on(t.refundedAt),
    check('line_refunds_amount_check', sql`${t.amountNgnKobo} >= 0`),
  ],
);

/** Each provider event is recorded once (dedupe by provider + event id). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    processedAt: timestamptz('processed_at'),
    receivedAt: createdAt(),
  },
  (t) => [unique('webhook_events_provider_event_key').on(t.provider, t.eventId)],
);

/**
 * One reconciliation of our Paystack payments with Paystack's transactions over a range of Lagos
 * dates (issue 30 §3), run by an admin or by the nightly job. Only the differences are kept.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lagos dates, both included. */
    fromDate: text('from_date').notNull(),
    toDate: text('to_date').notNull(),
    ranAt: createdAt(),
    matched: integer('matched').notNull(),
    /** contracts ReconciliationDifference[] */
    differences: jsonb('differences').notNull(),
    /** null when the nightly job ran it. */
    ranBy: uuid('ran_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('reconciliation_runs_ran_at_idx').on(t.ranAt)],
);
