/**
 * Paid bookings: a customer's booking paid through the real API and the Paystack stand-in
 * (checkout opened, success card posted on the checkout page, payment verified), the separate
 * steps for tests that look in between, and a payment row written straight to the database as a
 * finished Paystack checkout leaves it.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema/index';
import type { BookingRow } from '../factories';
import type { TestApp } from '../test-app';
import type { Customer } from './booking';

/** POST /api/payments/paystack/create as `who` for their booking. */
export function createPaystack(t: TestApp, who: Customer, paymentMethod: 'card' | 'bank' = 'card') {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/create',
    headers: who.headers,
    payload: { bookingId: who.booking.id, paymentMethod },
  });
}

/** POST /api/payments/paystack/verify as `who`. */
export function verifyPaystack(t: TestApp, who: Pick<Customer, 'headers'>, reference: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/verify',
    headers: who.headers,
    payload: { reference },
  });
}

/**
 * Pays a sandbox checkout with the success card, as the checkout page's form would post it.
 * Answers the sandbox's 303 redirect to the callback URL (not followed).
 */
export function payWithSuccessCard(authorizationUrl: string) {
  return fetch(`${authorizationUrl}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: '4084084084084081', expiry: '12/39', cvv: '408', pin: '1234', otp: '123456' }),
    redirect: 'manual',
  });
}

/** Opens a Paystack checkout for `who`'s booking. @returns its reference and checkout URL. */
export async function startPayment(
  t: TestApp,
  who: Customer,
): Promise<{ reference: string; authorizationUrl: string }> {
  const created = await createPaystack(t, who, 'card');
  expect(created.statusCode).toBe(200);
  return created.json().data;
}

/** Pays an opened checkout with the sandbox success card and verifies it. @returns when the card was accepted. */
export async function finishPayment(
  t: TestApp,
  who: Customer,
  started: { reference: string; authorizationUrl: string },
): Promise<{ reference: string; paidAt: number }> {
  expect((await payWithSuccessCard(started.authorizationUrl)).status).toBe(303);
  const paidAt = Date.now();
  const verified = await verifyPaystack(t, who, started.reference);
  expect(verified.statusCode).toBe(200);
  return { reference: started.reference, paidAt };
}

/**
 * Pays `who`'s booking with the sandbox success card and verifies it; the app must listen
 * (test/payments-app.ts) for the checkout to be reachable. @returns when the card was accepted.
 */
export async function payBooking(t: TestApp, who: Customer): Promise<{ reference: string; paidAt: number }> {
  return finishPayment(t, who, await startPayment(t, who));
}

/**
 * Inserts a Paystack card payment of the booking's NGN total (unless `amountMinor`), paid unless
 * `status` says otherwise, as a finished checkout leaves it (access code, checkout URL, payer
 * metadata). A paid one is paid now unless `paidAt` is given. @returns the row.
 */
export async function insertPayment(
  db: Executor,
  booking: Pick<BookingRow, 'id' | 'userId' | 'totalNgnKobo'>,
  p: {
    status?: 'paid' | 'refunded' | 'failed' | 'initialized';
    paidAt?: Date;
    refundedAt?: Date;
    reference?: string;
    amountMinor?: number;
  } = {},
) {
  const status = p.status ?? 'paid';
  const [row] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      provider: 'paystack',
      reference: p.reference ?? `PAY-${randomBytes(6).toString('hex')}`,
      amountMinor: p.amountMinor ?? booking.totalNgnKobo,
      currency: 'NGN',
      method: 'card',
      status,
      accessCode: `ACCESS_${randomBytes(8).toString('hex')}`,
      authorizationUrl: 'https://checkout.example/abc',
      metadata: { email: 'payer@example.com' },
      paidAt: p.paidAt ?? (status === 'paid' ? new Date() : null),
      refundedAt: p.refundedAt ?? null,
    })
    .returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}
