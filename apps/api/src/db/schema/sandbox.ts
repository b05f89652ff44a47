/**
 * State of the payment stand-ins (test mode only, ADR 105): what Paystack and Stripe would keep
 * on their side. In the database, not in process memory, so a checkout initialised through one
 * API process can be paid and verified through another. Never read by the product's features.
 */
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

/** Paystack transactions as the stand-in keeps them; `id` is Paystack's numeric transaction id. */
export const sandboxPaystackTransactions = pgTable('sandbox_paystack_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 4_000_000_000 }),
  reference: text('reference').notNull().unique(),
  accessCode: text('access_code').notNull().unique(),
  /** Minor units of `currency` (kobo for NGN). */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  email: text('email').notNull(),
  channels: jsonb('channels').$type<string[]>().notNull(),
  callbackUrl: text('callback_url'),
  metadata: jsonb('metadata'),
  /** Paystack statuses: abandoned, success, failed, reversed. */
  status: text('status').notNull(),
  gatewayResponse: text('gateway_response'),
  channel: text('channel'),
  card: jsonb('card').$type<{ last4: string; bin: string; brand: string; expMonth: string; expYear: string }>(),
  paidAt: timestamptz('paid_at'),
  refundId: bigint('refund_id', { mode: 'number' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Paystack customers as the stand-in keeps them (`POST /customer`, `GET /customer/{code}`): a
 * Payment Request names its customer (issue 39 item 3). `object` is the Customer as Paystack answers it.
 */
export const sandboxPaystackCustomers = pgTable('sandbox_paystack_customers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 7_000_000 }),
  customerCode: text('customer_code').notNull().unique(),
  /** Lower-cased; Paystack keeps one customer per e-mail. */
  email: text('email').notNull().unique(),
  object: jsonb('object').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * Paystack Payment Requests as the stand-in keeps them (`/paymentrequest…`, issue 39 item 3):
 * `object` is the PaymentRequest as Paystack answers it; paying it on the stand-in's page sends
 * `paymentrequest.success`.
 */
export const sandboxPaystackPaymentRequests = pgTable('sandbox_paystack_payment_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_000 }),
  requestCode: text('request_code').notNull().unique(),
  object: jsonb('object').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Stripe PaymentIntents as the stand-in keeps them: the object as Stripe would answer it. */
export const sandboxStripeIntents = pgTable('sandbox_stripe_intents', {
  id: text('id').primaryKey(),
  intent: jsonb('intent').notNull(),
  /** The refund made for this intent, once (the stand-in refunds a payment in full, once). */
  refundId: text('refund_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Answers kept per `Idempotency-Key`, as Stripe replays them (https://docs.stripe.com/api/idempotent_requests). */
export const sandboxIdempotency = pgTable('sandbox_idempotency', {
  key: text('key').primaryKey(),
  response: jsonb('response').notNull(),
  createdAt: createdAt(),
});

/** Fault switches (`/sandbox/<provider>/_faults`): the next `remaining` calls of `endpoint` fail. */
export const sandboxFaults = pgTable(
  'sandbox_faults',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    mode: text('mode').notNull(),
    endpoint: text('endpoint').notNull(),
    remaining: integer('remaining').notNull(),
    delayMs: integer('delay_ms'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_faults_provider_idx').on(t.provider, t.id)],
);

/**
 * The flight-data stand-in's status switch (issue 18 §2): what the stand-in reports for one
 * dated flight instead of the timetable. `estimatedTime` is the flight's new time at LOS.
 */
export const sandboxFlightStatus = pgTable(
  'sandbox_flight_status',
  {
    flightNumber: text('flight_number').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    estimatedTime: timestamptz('estimated_time'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.flightNumber, t.serviceDate] })],
);

/**
 * Messages as the Twilio stand-in keeps them (issue 28 §1): the Message resource as Twilio
 * answers it, outgoing and (replies made on /sandbox/texts) incoming.
 */
export const sandboxTwilioMessages = pgTable(
  'sandbox_twilio_messages',
  {
    sid: text('sid').primaryKey(),
    accountSid: text('account_sid').notNull(),
    /** E.164 or `whatsapp:+E.164`, as in the resource. */
    to: text('to').notNull(),
    from: text('from').notNull(),
    /** The Message resource (api.v2010.account.message). */
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull(),
    statusCallback: text('status_callback'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_twilio_messages_to_idx').on(t.to, t.createdAt)],
);

/** The Twilio stand-in's calls (Calls API, issue 36 item 2): create, fetch, list, and their progress. */
export const sandboxTwilioCalls = pgTable(
  'sandbox_twilio_calls',
  {
    sid: text('sid').primaryKey(),
    accountSid: text('account_sid').notNull(),
    /** The leg's Call SID that `<Dial>` made this one from; null for a call made through the API. */
    parentCallSid: text('parent_call_sid'),
    to: text('to').notNull(),
    from: text('from').notNull(),
    /** The Call resource (api.v2010.account.call). */
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull(),
    /** The create request's form parameters as the client sent them (what the contract test checks). */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** The TwiML the product answered when the call was answered. */
    twiml: text('twiml'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_twilio_calls_to_idx').on(t.to, t.createdAt)],
);

/** The webhook inbox stand-in (issue 40 item 4): a receiving URL a tester makes in test mode. */
export const sandboxWebhookInboxes = pgTable('sandbox_webhook_inboxes', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

/** What arrived at an inbox: the request's headers and raw body, as the receiver got them. */
export const sandboxWebhookMessages = pgTable(
  'sandbox_webhook_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inboxId: uuid('inbox_id')
      .notNull()
      .references(() => sandboxWebhookInboxes.id, { onDelete: 'cascade' }),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('sandbox_webhook_messages_inbox_idx').on(t.inboxId, t.receivedAt)],
);
