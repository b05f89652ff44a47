/**
 * The objects the Stripe stand-in answers and posts, typed with the official SDK's declarations
 * (`Stripe.PaymentIntent`, `Stripe.Charge`, `Stripe.Refund`, `Stripe.Event`, generated from
 * Stripe's OpenAPI spec3), so the compiler refuses an object that lacks a field Stripe always
 * sends; the contract test also checks every key of Stripe's own fixtures (issue 14 item 9).
 * Amounts are integers in the currency's minor unit; times are Unix seconds.
 */
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's test payment methods that decline, with the `decline_code` Stripe gives each. */
export const DECLINES: Record<string, { decline_code: string; message: string }> = {
  pm_card_chargeDeclined: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

export interface NewIntent {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  paymentMethodTypes: string[];
  receiptEmail: string | null;
  description: string | null;
}

/** A new PaymentIntent awaiting its payment method. */
export function newPaymentIntent(input: NewIntent): Stripe.PaymentIntent {
  const id = stripeId('pi');
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: input.paymentMethodTypes.length
      ? (input.paymentMethodTypes as Stripe.PaymentIntent.AllowedPaymentMethodType[])
      : null,
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    confirmation_method: 'automatic',
    created: now(),
    currency: input.currency.toLowerCase(),
    customer: null,
    customer_account: null,
    description: input.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_record: null,
    payment_method_types: input.paymentMethodTypes.length ? input.paymentMethodTypes : ['card'],
    processing: null,
    receipt_email: input.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

/** The PaymentIntent after a declined confirmation: `last_payment_error` carries `decline_code`. */
export function declined(intent: Stripe.PaymentIntent, method: string): Stripe.PaymentIntent {
  const decline = DECLINES[method];
  if (!decline) throw new TypeError(`${method} is not a declining test payment method`);
  return {
    ...intent,
    status: 'requires_payment_method',
    last_payment_error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: decline.decline_code,
      message: decline.message,
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    },
  };
}

/** The PaymentIntent after a successful confirmation, with the Charge it made. */
export function succeeded(intent: Stripe.PaymentIntent) {
  const paymentMethod = stripeId('pm');
  const chargeId = stripeId('ch');
  const paid: Stripe.PaymentIntent = {
    ...intent,
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: chargeId,
    payment_method: paymentMethod,
    last_payment_error: null,
  };
  return { intent: paid, charge: chargeFor(paid, { chargeId, paymentMethod }) };
}

/**
 * The Charge `charge.chargeId` of a paid PaymentIntent, made with `charge.paymentMethod`,
 * `charge.amountRefunded` minor units refunded so far (default 0).
 */
export function chargeFor(
  intent: Stripe.PaymentIntent,
  charge: { chargeId: string; paymentMethod: string; amountRefunded?: number },
): Stripe.Charge {
  const { chargeId, paymentMethod, amountRefunded = 0 } = charge;
  const nullAddress = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
  return {
    id: chargeId,
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: amountRefunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: stripeId('txn'),
    billing_details: { address: nullAddress, email: intent.receipt_email, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: 'FASTTRACK LOS',
    captured: true,
    created: now(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: intent.metadata,
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: intent.id,
    payment_method: paymentMethod,
    payment_method_details: null,
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: amountRefunded >= intent.amount,
    refunds: { object: 'list', data: [], has_more: false, url: `/v1/charges/${chargeId}/refunds` },
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

/** A card refund of `amount` minor units, which Stripe reports as succeeded at once in test mode. */
export function refundOf(
  intent: Stripe.PaymentIntent,
  amount: number,
  metadata: Record<string, string>,
): Stripe.Refund {
  return {
    id: stripeId('re'),
    object: 'refund',
    amount,
    balance_transaction: stripeId('txn'),
    charge: intent.latest_charge as string,
    created: now(),
    currency: intent.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata,
    payment_intent: intent.id,
    payment_method: typeof intent.payment_method === 'string' ? intent.payment_method : null,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

/** The Event wrapping `object`, as posted to the webhook endpoint. */
export function eventOf(type: string, object: unknown): Stripe.Event {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: null,
    context: undefined,
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  } as unknown as Stripe.Event;
}
