/**
 * Stripe payments in USD (issue: payments, "Stripe"; https://docs.stripe.com/api/payment_intents).
 * create-intent makes one PaymentIntent per booking: the idempotency key is derived from the
 * booking and its amount, so asking twice returns the same intent instead of a second charge.
 */
import { type CreateIntentResult, Messages, minorToMajor } from '@fasttrack/contracts';
import type Stripe from 'stripe';
import { applyCreditsWish } from './credits-checkout';
import type { PaymentDeps } from './payments.deps';
import { upsertPaymentByReference } from './payments.repository';
import { getPayableBooking, providerFailure } from './payments.service';
import type { ProviderOutcome } from './settlement';

/**
 * `POST /payments/create-intent`.
 * @returns the client secret for Stripe.js; `amount` in dollars, `amountMinor` in cents.
 * @throws AppError 404 (not the caller's booking), 409 (not awaiting payment),
 *   502/503 'Failed to initialize payment. Please try again.'
 */
export async function createStripeIntent(
  deps: PaymentDeps,
  input: { userId: string; bookingId: string },
): Promise<CreateIntentResult> {
  const booking = await getPayableBooking(deps.db, { userId: input.userId, bookingId: input.bookingId });
  // Stripe charges the whole total: credits a Paystack checkout reserved go back (issue 27 §3).
  await applyCreditsWish(deps, { userId: input.userId, bookingId: booking.id, useCredits: false, hasMethod: true });
  const amount = booking.totalUsdCents;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await deps.stripe.paymentIntents.create(
      {
        amount,
        currency: 'usd',
        allowed_payment_method_types: ['card'],
        receipt_email: booking.email.trim() || undefined,
        metadata: { bookingId: booking.id, bookingReference: booking.reference },
      },
      { idempotencyKey: `booking-${booking.id}-usd-${amount}` },
    );
  } catch (err) {
    deps.log.warn({ err, bookingId: booking.id }, 'stripe create payment intent failed');
    const type = (err as { type?: string }).type;
    throw providerFailure(type === 'StripeConnectionError' ? 'timeout' : 'error', Messages.paymentInitFailed);
  }
  if (!intent.client_secret) throw providerFailure('error', Messages.paymentInitFailed);
  await upsertPaymentByReference(deps.db, {
    bookingId: booking.id,
    userId: input.userId,
    provider: 'stripe',
    reference: intent.id,
    amountMinor: amount,
    currency: 'USD',
    method: 'card',
    status: 'initialized',
    metadata: { bookingReference: booking.reference },
  });
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount: minorToMajor(amount),
    amountMinor: amount,
    currency: 'USD',
  };
}

/** A PaymentIntent from a webhook in the product's terms. */
export function stripeOutcome(intent: Stripe.PaymentIntent, status: ProviderOutcome['status']): ProviderOutcome {
  const charge = intent.latest_charge;
  return {
    provider: 'stripe',
    reference: intent.id,
    status,
    amountMinor: status === 'success' ? intent.amount_received : intent.amount,
    currency: intent.currency,
    transactionId: typeof charge === 'string' ? charge : (charge?.id ?? intent.id),
    method: 'card',
    reason: intent.last_payment_error?.message ?? null,
    bookingId: intent.metadata?.bookingId ?? null,
  };
}
