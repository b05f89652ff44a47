/**
 * Helpers shared by the payments integration tests. The app listens on a random loopback port
 * with PORT and PUBLIC_URL pointing at it, so the production Paystack and Stripe clients reach
 * the in-process sandbox over HTTP, and the sandbox's webhooks reach the app.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import getPort from 'get-port';
import { bookingAssignments, bookingEvents, bookings, payments, webhookEvents } from '../../db/schema/index';
import { signPaystackBody } from '../../integrations/paystack/paystack-signature';
import { authHeader, type BookingRow, createBookingForPayment, createUser, type UserRow } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPaymentDeps, type PaymentDeps } from './payments.deps';

export interface PaymentsTestApp extends TestApp {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  deps: PaymentDeps;
}

/** Provider time-out used by the tests: short, so time-out faults are quick. */
export const TEST_PROVIDER_TIMEOUT_MS = 1_000;

export async function startPaymentsApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const port = await getPort({ host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    PROVIDER_TIMEOUT_MS: String(TEST_PROVIDER_TIMEOUT_MS),
    ...env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl, deps: createPaymentDeps(t.app) };
}

export interface Customer {
  user: UserRow;
  headers: { authorization: string };
  booking: BookingRow;
}

/** A signed-in customer with one booking awaiting payment. */
export async function customerWithBooking(t: TestApp, bookingOverrides: Partial<BookingRow> = {}): Promise<Customer> {
  const user = await createUser(t.app.db);
  const booking = await createBookingForPayment(t.app.db, user, bookingOverrides);
  return { user, headers: await authHeader(t.app, user), booking };
}

/** POST /api/payments/paystack/create as `who` for their booking. */
export function createPaystack(t: TestApp, who: Customer, paymentMethod: 'card' | 'bank' = 'card') {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/create',
    headers: who.headers,
    payload: { bookingId: who.booking.id, paymentMethod },
  });
}

export function verifyPaystack(t: TestApp, who: Pick<Customer, 'headers'>, reference: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/verify',
    headers: who.headers,
    payload: { reference },
  });
}

/** Turns on a sandbox fault switch (see sandbox/paystack/faults.ts). */
export async function setFault(
  t: PaymentsTestApp,
  provider: 'paystack' | 'stripe',
  fault: { mode: 'timeout' | 'error' | 'slow'; count?: number; endpoint?: string; delayMs?: number },
) {
  const res = await fetch(`${t.baseUrl}/sandbox/${provider}/_faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`fault switch answered ${res.status}`);
}

/** A Paystack webhook request signed with `secret` (default: the app's Paystack secret key). */
export function paystackWebhook(t: TestApp, payload: unknown, secret = t.config.paystack.secretKey) {
  const body = JSON.stringify(payload);
  return {
    method: 'POST' as const,
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(secret, body) },
    payload: body,
  };
}

/** A `charge.success` event for a stored payment, as Paystack would send it. */
export function chargeSuccess(p: { reference: string; amount: number; currency?: string; id?: number }) {
  return {
    event: 'charge.success',
    data: {
      id: p.id ?? 5_000_000 + Math.floor(Math.random() * 1_000_000_000),
      status: 'success',
      reference: p.reference,
      amount: p.amount,
      currency: p.currency ?? 'NGN',
      channel: 'card',
      gateway_response: 'Successful',
      paid_at: new Date().toISOString(),
    },
  };
}

export async function bookingState(t: TestApp, bookingId: string) {
  const [row] = await t.app.db
    .select({ status: bookings.status, paymentStatus: bookings.paymentStatus, refundStatus: bookings.refundStatus })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking's status trail (status, payment and refund fields; officer assignments left out). */
export function bookingEventsOf(t: TestApp, bookingId: string) {
  return t.app.db
    .select({
      field: bookingEvents.field,
      from: bookingEvents.fromValue,
      to: bookingEvents.toValue,
      actor: bookingEvents.actorRole,
    })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), ne(bookingEvents.field, 'assignment')))
    .orderBy(asc(bookingEvents.createdAt));
}

/** Officer ids assigned to (or held by) the booking. */
export async function assignedOfficersOf(t: TestApp, bookingId: string): Promise<string[]> {
  const rows = await t.app.db
    .select({ id: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(eq(bookingAssignments.bookingId, bookingId));
  return rows.map((r) => r.id);
}

export async function paymentRow(t: TestApp, reference: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

export function paymentsOfBooking(t: TestApp, bookingId: string) {
  return t.app.db.select().from(payments).where(eq(payments.bookingId, bookingId));
}

export function webhookEventRows(t: TestApp, provider: 'paystack' | 'stripe', eventId: string) {
  return t.app.db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
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
