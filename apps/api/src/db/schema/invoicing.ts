/**
 * Money between the business and an organisation (issue 39 items 3, 4, 6): the append-only
 * ledger, the monthly invoices with their lines and gapless numbers. Written only by
 * features/invoicing.
 */
import { INVOICE_LINE_KINDS, INVOICE_STATUSES, LEDGER_ENTRY_KINDS } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, timestamptz } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/**
 * One change of what an organisation and the business owe each other, in naira kobo. Rows are
 * only ever inserted; the balance is the sum of `amount_ngn_kobo`. Positive: the organisation owes
 * more (a service on account, a commission payout made); negative: it owes less (a cancellation or
 * refund credit, a payment, a commission earned). A booking's service, its credit and its
 * commission happen once each (the unique index); a refund credit once per add-on line
 * (`line_index`, issue 41 item 4: a declined extra on account).
 */
export const organisationLedger = pgTable(
  'organisation_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    amountNgnKobo: bigint('amount_ngn_kobo', { mode: 'number' }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** The booking's price line a `refund` credit returns (its index in `bookings.price_lines`). */
    lineIndex: integer('line_index'),
    invoiceId: uuid('invoice_id'),
    /** A payment's or payout's reference (Paystack request code, bank transfer reference). */
    reference: text('reference'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When it happened: a service on account at its booking, a payout on the day the admin names. */
    occurredAt: timestamptz('occurred_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('organisation_ledger_org_idx').on(t.organisationId, t.occurredAt),
    uniqueIndex('organisation_ledger_once_per_booking_key')
      .on(t.bookingId, t.kind, sql`coalesce(${t.lineIndex}, -1)`)
      .where(sql`${t.bookingId} is not null`),
    uniqueIndex('organisation_ledger_payment_once_key').on(t.invoiceId).where(sql`${t.kind} = 'payment'`),
    check(
      'organisation_ledger_amount_sign_check',
      sql`case when ${t.kind} in ('service', 'commission_payout') then ${t.amountNgnKobo} > 0 else ${t.amountNgnKobo} < 0 end`,
    ),
  ],
);

/**
 * One month's invoice for one organisation. `number` is `FTL-<year>-<seq, 6 digits>`, gapless
 * within a year (invoice_number_counters, taken in the invoice's own transaction).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** The Lagos calendar month billed: its first day, and the first day of the next. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('issued'),
    subtotalNgnKobo: bigint('subtotal_ngn_kobo', { mode: 'number' }).notNull(),
    vatNgnKobo: bigint('vat_ngn_kobo', { mode: 'number' }).notNull(),
    totalNgnKobo: bigint('total_ngn_kobo', { mode: 'number' }).notNull(),
    /** VAT rate in basis points at the close (750 = 7.5 %). */
    vatRateBps: integer('vat_rate_bps').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    dueAt: timestamptz('due_at').notNull(),
    /** Paystack Payment Request (`PRQ_…`) and its numeric id, once created. */
    paystackRequestCode: text('paystack_request_code').unique(),
    paystackRequestId: bigint('paystack_request_id', { mode: 'number' }),
    paidAt: timestamptz('paid_at'),
    /** When the owner and finance members were told it is more than 7 days overdue. */
    overdueNoticeAt: timestamptz('overdue_notice_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // One invoice per organisation and month: a close run again skips what it made.
    uniqueIndex('invoices_org_period_key').on(t.organisationId, t.periodStart),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    index('invoices_unpaid_due_idx').on(t.dueAt).where(sql`${t.status} = 'issued'`),
  ],
);

/** A line of an invoice: a service, a credit (cancellation or refund) or the VAT. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    /** The ledger entry billed; each is billed once. Null for the VAT line. */
    ledgerEntryId: uuid('ledger_entry_id')
      .unique()
      .references(() => organisationLedger.id, { onDelete: 'restrict' }),
    bookingReference: text('booking_reference'),
    passengerName: text('passenger_name'),
    flightNumber: text('flight_number'),
    /** The service's Lagos date (YYYY-MM-DD). */
    serviceDate: date('service_date', { mode: 'string' }),
    description: text('description').notNull(),
    costCentre: text('cost_centre'),
    poReference: text('po_reference'),
    amountNgnKobo: bigint('amount_ngn_kobo', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_position_key').on(t.invoiceId, t.position)],
);

/** The last invoice sequence used per year; incremented in the invoice's transaction. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});
