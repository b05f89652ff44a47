/**
 * Stripe's webhook signature as Stripe computes it: `Stripe-Signature: t=<unix s>,v1=<hex>`,
 * where v1 is HMAC-SHA256 of `${t}.${body}` keyed with the endpoint secret
 * (https://docs.stripe.com/webhooks#verify-manually).
 */
import { createHmac } from 'node:crypto';

export function stripeSignatureHeader(
  secret: string,
  body: string,
  timestampS = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
  return `t=${timestampS},v1=${v1}`;
}
