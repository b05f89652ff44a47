/**
 * Paystack webhook signatures: `x-paystack-signature` is the hex HMAC-SHA512 of the raw request
 * body keyed with the secret key (https://paystack.com/docs/payments/webhooks/#verify-event-origin).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA512 of `rawBody` with `secretKey`, as Paystack sends it. */
export function signPaystackBody(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/**
 * True when `signature` is the signature of exactly these bytes. Compares in constant time so the
 * answer time says nothing about how much of a forged signature was right.
 */
export function isValidPaystackSignature(
  secretKey: string,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signPaystackBody(secretKey, rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
