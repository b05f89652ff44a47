/**
 * Stripe's webhook signature header (`Stripe-Signature: t=<unix s>,v1=<hex>`), made by the
 * official SDK's test helper `webhooks.generateTestHeaderString`
 * (https://github.com/stripe/stripe-node#testing-webhook-signing), so the stand-in signs exactly
 * as Stripe does and the product verifies with the same SDK.
 */
import Stripe from 'stripe';

export function stripeSignatureHeader(
  secret: string,
  body: string,
  timestampS = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: timestampS });
}
