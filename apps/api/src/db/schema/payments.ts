/** Payments and provider webhooks (issue: payments). */
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz, updatedAt } from './columns';
import { paymentMethod, paymentProvider, paymentStatus } from './enums';
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
