/**
 * Provider webhooks (issue: payments, "webhook"). Each request is checked against the provider's
 * signature over the raw body, then recorded in webhook_events and applied in ONE transaction:
 * a replay of the same event finds its row and changes nothing, and an event that fails to apply
 * is not recorded, so the provider's retry applies it later.
 *
 * Paystack: `x-paystack-signature` = HMAC-SHA512(raw body, secret key)
 *   (https://paystack.com/docs/payments/webhooks/). Events have no id of their own, so the id is
 *   the event name plus the transaction (or refund, or payment request) id.
 *   `paymentrequest.success` pays an organisation's invoice (invoicing `markInvoicePaid`, issue 39
 *   item 3). A `refund.*` of an add-on line's partial refund finishes that line (line-refund.ts).
 * Stripe: `Stripe-Signature` checked by the SDK's constructEvent with a 300 s tolerance
 *   (https://docs.stripe.com/webhooks#verify-official-libraries); events carry `evt_...` ids.
 */
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { PaymentRequestDataSchema } from '../../integrations/paystack/payment-request-types';
import { isValidPaystackSignature } from '../../integrations/paystack/paystack-signature';
import {
  PaystackEventSchema,
  RefundEventDataSchema,
  TransactionDataSchema,
} from '../../integrations/paystack/paystack-types';
import { AppError } from '../../lib/errors';
import { markInvoicePaid } from '../invoicing/index';
import { applyLineRefundEvent } from './line-refund';
import type { PaymentDeps } from './payments.deps';
import { findPaymentByReference, markWebhookEventProcessed, recordWebhookEvent } from './payments.repository';
import { paystackOutcome } from './paystack-outcome';
import { completeRefund, failRefund } from './refund-state';
import { settleInTransaction } from './settlement';
import { stripeOutcome } from './stripe.service';

export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Checks and applies one Paystack webhook.
 * @throws AppError 401 when the signature is missing or wrong, 400 when the body is not an event.
 */
export async function handlePaystackWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): Promise<WebhookOutcome> {
  if (!isValidPaystackSignature(deps.config.paystack.secretKey, rawBody, signature)) {
    throw AppError.unauthorized('Invalid webhook signature');
  }
  const event = PaystackEventSchema.safeParse(parseJson(rawBody));
  if (!event.success) throw AppError.badRequest('Not a Paystack event');
  const { event: type, data } = event.data;
  const objectId = String(data.id ?? data.refund_reference ?? data.reference ?? data.transaction_reference ?? '');
  if (!objectId) throw AppError.badRequest('The event names no transaction');

  return inEventTransaction(
    deps,
    { provider: 'paystack', eventId: `${type}:${objectId}`, eventType: type, payload: event.data },
    async (tx) => {
      if (type === 'charge.success') {
        const transaction = TransactionDataSchema.safeParse(data);
        if (!transaction.success) return 'ignored';
        const payment = await findPaymentByReference(tx, transaction.data.reference);
        const settled = await settleInTransaction(deps.jobs, tx, {
          outcome: paystackOutcome(transaction.data, payment?.method ?? null),
        });
        if (settled?.duplicate)
          deps.log.warn({ reference: transaction.data.reference }, 'second payment for an already paid booking');
        return settled ? 'applied' : 'ignored';
      }
      if (type === 'paymentrequest.success') {
        const request = PaymentRequestDataSchema.safeParse(data);
        if (!request.success || !request.data.paid) return 'ignored';
        const paidAt = request.data.paid_at ? new Date(request.data.paid_at) : new Date();
        const outcome = await markInvoicePaid(tx, deps, {
          requestCode: request.data.request_code,
          paystackInvoiceNumber: request.data.invoice_number,
          amountKobo: request.data.amount,
          currency: request.data.currency,
          paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
        });
        return outcome === 'paid' ? 'applied' : 'ignored';
      }
      if (type === 'refund.processed' || type === 'refund.failed') {
        const refund = RefundEventDataSchema.safeParse(data);
        if (!refund.success) return 'ignored';
        const reference = refund.data.transaction_reference;
        // A partial refund of one add-on line finishes that line, not the payment (issue 41 item 4).
        const line = await applyLineRefundEvent(tx, {
          transactionReference: reference,
          amount: refund.data.amount,
          processed: type === 'refund.processed',
        });
        if (line !== 'not-a-line') return line;
        if (type === 'refund.processed') {
          return (await completeRefund(tx, reference, {
            note: `Refund processed by Paystack (${refund.data.refund_reference ?? objectId})`,
            jobs: deps.jobs,
          }))
            ? 'applied'
            : 'ignored';
        }
        const payment = await findPaymentByReference(tx, reference);
        if (!payment) return 'ignored';
        return (await failRefund(tx, payment.bookingId, 'Paystack could not process the refund'))
          ? 'applied'
          : 'ignored';
      }
      return 'ignored';
    },
  );
}

/**
 * Checks and applies one Stripe webhook: payment_intent.succeeded / payment_failed, charge.refunded.
 * @throws AppError 401 when the signature is missing, wrong or older than 300 s.
 */
export async function handleStripeWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): Promise<WebhookOutcome> {
  if (typeof signature !== 'string' || !signature) throw AppError.unauthorized('Invalid webhook signature');
  let event: Stripe.Event;
  try {
    event = deps.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      deps.config.stripe.webhookSecret,
      STRIPE_WEBHOOK_TOLERANCE_S,
    );
  } catch {
    throw AppError.unauthorized('Invalid webhook signature');
  }
  return inEventTransaction(
    deps,
    { provider: 'stripe', eventId: event.id, eventType: event.type, payload: event },
    async (tx) => {
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed': {
          const status = event.type === 'payment_intent.succeeded' ? 'success' : 'failed';
          return (await settleInTransaction(deps.jobs, tx, { outcome: stripeOutcome(event.data.object, status) }))
            ? 'applied'
            : 'ignored';
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
          if (!intent || !charge.refunded) return 'ignored';
          return (await completeRefund(tx, intent, {
            note: `Refund processed by Stripe (${charge.id})`,
            jobs: deps.jobs,
          }))
            ? 'applied'
            : 'ignored';
        }
        default:
          return 'ignored';
      }
    },
  );
}

async function inEventTransaction(
  deps: PaymentDeps,
  event: { provider: 'paystack' | 'stripe'; eventId: string; eventType: string; payload: unknown },
  apply: (tx: Tx) => Promise<WebhookOutcome>,
): Promise<WebhookOutcome> {
  return deps.db.transaction(async (tx) => {
    const id = await recordWebhookEvent(tx, event);
    if (!id) return 'duplicate';
    const outcome = await apply(tx);
    await markWebhookEventProcessed(tx, id);
    return outcome;
  });
}

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw AppError.badRequest('Request body is not valid JSON');
  }
}

export const WebhookAckSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'duplicate', 'ignored']),
});
