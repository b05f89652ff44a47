/**
 * Paystack create and verify through the API, against the in-process sandbox over HTTP,
 * including every provider fault: time-out, 5xx, late answers.
 */
import { Messages } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '../../config';
import { payments, users } from '../../db/schema/index';
import { authHeader, createUser } from '../../test/factories';
import { type PaymentsTestApp, SHORT_PROVIDER_TIMEOUT_MS, startPaymentsApp } from '../../test/payments-app';
import { bookingState, paymentRow, paymentsOfBooking } from '../../test/peeks/rows';
import { customerWithBooking } from '../../test/scenarios/booking';
import { createPaystack, payWithSuccessCard, verifyPaystack } from '../../test/scenarios/paid-booking';
import { setFault } from '../../test/stand-ins/switches';

interface ProviderTransaction {
  amount: number;
  currency: string;
  status: string;
  customer: { email: string };
  metadata: unknown;
}

describe('Paystack payments', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ PROVIDER_TIMEOUT_MS: String(SHORT_PROVIDER_TIMEOUT_MS) });
  });
  afterEach(async () => {
    await fetch(`${t.baseUrl}/sandbox/paystack/_faults`, { method: 'DELETE' });
  });
  afterAll(() => t.close());

  /** What the sandbox (that is, Paystack) received for `reference`. */
  async function atProvider(reference: string) {
    const res = await fetch(`${t.baseUrl}/sandbox/paystack/transaction/verify/${reference}`, {
      headers: { authorization: `Bearer ${SANDBOX_KEYS.paystackSecret}` },
    });
    return ((await res.json()) as { data: ProviderTransaction }).data;
  }

  /** Marks the sandbox transaction paid, as if the customer finished the checkout by card. */
  async function payAtProvider(authorizationUrl: string) {
    const res = await payWithSuccessCard(authorizationUrl);
    expect(res.status).toBe(303);
  }

  describe('create', () => {
    it('prices the charge in kobo from the booking and sends the §3 metadata', async () => {
      const who = await customerWithBooking(t, { passengerCount: 2, totalUsdCents: 9_000, totalNgnKobo: 13_500_000 });
      const res = await createPaystack(t, who, 'card');
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toEqual({
        reference: expect.stringMatching(new RegExp(`^${who.booking.reference}-\\d{13}$`)),
        accessCode: expect.any(String),
        authorizationUrl: expect.stringContaining(`${t.baseUrl}/sandbox/paystack/checkout/`),
        publicKey: SANDBOX_KEYS.paystackPublic,
        amount: 135_000,
        amountKobo: 13_500_000,
        currency: 'NGN',
        email: who.user.email,
      });
      const provider = await atProvider(data.reference);
      expect(provider).toMatchObject({ amount: 13_500_000, currency: 'NGN', status: 'abandoned' });
      expect(provider.customer.email).toBe(who.user.email);
      expect(provider.metadata).toEqual({
        bookingReference: who.booking.reference,
        selectedCurrency: 'NGN',
        originalAmountUSD: 90,
        exchangeRate: 1500,
        paymentMethod: 'card',
        customerName: 'Ada Obi',
      });
      expect(await paymentRow(t, data.reference)).toMatchObject({
        status: 'initialized',
        amountMinor: 13_500_000,
        method: 'card',
      });
    });

    it('offers the bank transfer channel for the bank method', async () => {
      const who = await customerWithBooking(t);
      const res = await createPaystack(t, who, 'bank');
      const page = await (await fetch(res.json().data.authorizationUrl)).text();
      expect(page).toContain('I have sent the money');
      expect(page).not.toContain('Card number');
    });

    it('refuses a body with a price or unknown fields', async () => {
      const who = await customerWithBooking(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/create',
        headers: who.headers,
        payload: { bookingId: who.booking.id, paymentMethod: 'card', amount: 100 },
      });
      expect(res.statusCode).toBe(400);
      expect(await paymentsOfBooking(t, who.booking.id)).toHaveLength(0);
    });

    it('asks for a payment method', async () => {
      const who = await customerWithBooking(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/create',
        headers: who.headers,
        payload: { bookingId: who.booking.id },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(Messages.paymentMethodRequired);
    });

    it("answers 404 for someone else's booking and 401 without a session", async () => {
      const owner = await customerWithBooking(t);
      const stranger = await createUser(t.app.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/create',
        headers: await authHeader(t.app, stranger),
        payload: { bookingId: owner.booking.id, paymentMethod: 'card' },
      });
      expect(res.statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/create',
        payload: { bookingId: owner.booking.id, paymentMethod: 'card' },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses a booking that is not awaiting payment', async () => {
      const paid = await customerWithBooking(t, { status: 'confirmed', paymentStatus: 'paid' });
      expect((await createPaystack(t, paid)).statusCode).toBe(409);
      const cancelled = await customerWithBooking(t, { status: 'cancelled' });
      expect((await createPaystack(t, cancelled)).statusCode).toBe(409);
    });

    it("answers 'Customer email is required' when the customer has no e-mail", async () => {
      const who = await customerWithBooking(t);
      await t.app.db.update(users).set({ email: ' ' }).where(eq(users.id, who.user.id));
      const res = await createPaystack(t, who);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(Messages.customerEmailRequired);
    });

    it.each([
      ['timeout', 503],
      ['error', 502],
    ] as const)('on a provider %s says "Failed to initialize payment" and stores nothing', async (mode, status) => {
      const who = await customerWithBooking(t);
      await setFault(t, 'paystack', { mode, endpoint: 'initialize' });
      const res = await createPaystack(t, who);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message: Messages.paymentInitFailed });
      expect(await paymentsOfBooking(t, who.booking.id)).toHaveLength(0);
      expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
      // The fault was one call: the next try works.
      expect((await createPaystack(t, who)).statusCode).toBe(200);
    });

    it('waits for a provider that answers late but in time', async () => {
      const who = await customerWithBooking(t);
      await setFault(t, 'paystack', { mode: 'slow', endpoint: 'initialize', delayMs: 300 });
      expect((await createPaystack(t, who)).statusCode).toBe(200);
    });
  });

  describe('verify', () => {
    it('leaves an unpaid transaction pending, and pays it once the customer has paid', async () => {
      const who = await customerWithBooking(t);
      const created = (await createPaystack(t, who)).json().data;
      const early = await verifyPaystack(t, who, created.reference);
      expect(early.statusCode).toBe(200);
      expect(early.json().data.status).toBe('pending');
      expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

      await payAtProvider(created.authorizationUrl);
      const later = await verifyPaystack(t, who, created.reference);
      expect(later.json().data).toMatchObject({ status: 'paid', amount: 67_500, currency: 'NGN' });
      expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    });

    it.each([
      ['error', 502],
      ['timeout', 503],
    ] as const)('on a provider %s keeps the payment pending, and it verifies later', async (mode, status) => {
      const who = await customerWithBooking(t);
      const created = (await createPaystack(t, who)).json().data;
      // The webhook is lost, so only verify can settle this payment.
      await setFault(t, 'paystack', { mode: 'error', endpoint: 'webhook' });
      await payAtProvider(created.authorizationUrl);
      await setFault(t, 'paystack', { mode, endpoint: 'verify' });
      const failed = await verifyPaystack(t, who, created.reference);
      expect(failed.statusCode).toBe(status);
      expect(failed.json().success).toBe(false);
      expect((await paymentRow(t, created.reference))?.status).toBe('pending');
      expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
      const again = await verifyPaystack(t, who, created.reference);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.status).toBe('paid');
    });

    it('marks the payment failed when the provider charged another amount', async () => {
      const who = await customerWithBooking(t);
      const created = (await createPaystack(t, who)).json().data;
      // What we stored differs from what the provider charged (as if someone tampered with the checkout).
      await t.app.db.update(payments).set({ amountMinor: 1_000 }).where(eq(payments.reference, created.reference));
      await setFault(t, 'paystack', { mode: 'error', endpoint: 'webhook' });
      await payAtProvider(created.authorizationUrl);
      const res = await verifyPaystack(t, who, created.reference);
      expect(res.json().data.status).toBe('failed');
      expect(res.json().message).toContain('Amount mismatch');
      expect((await paymentRow(t, created.reference))?.failureReason).toContain('Amount mismatch');
      expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    });

    it("answers 404 for someone else's reference and for unknown ones", async () => {
      const who = await customerWithBooking(t);
      const created = (await createPaystack(t, who)).json().data;
      const stranger = await createUser(t.app.db);
      const res = await verifyPaystack(t, { headers: await authHeader(t.app, stranger) }, created.reference);
      expect(res.statusCode).toBe(404);
      expect((await verifyPaystack(t, who, 'FT-NOPE00-1')).statusCode).toBe(404);
    });

    it('never marks a payment paid on the client’s word', async () => {
      const who = await customerWithBooking(t);
      const created = (await createPaystack(t, who)).json().data;
      const claim = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paystack/verify',
        headers: who.headers,
        payload: { reference: created.reference, status: 'success' },
      });
      expect(claim.statusCode).toBe(400);
      const honest = await verifyPaystack(t, who, created.reference);
      expect(honest.json().data.status).not.toBe('paid');
      expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    });
  });
});
