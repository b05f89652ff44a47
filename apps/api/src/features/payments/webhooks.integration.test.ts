/**
 * Provider webhooks: signatures (good, bad, missing), amount and currency checks, replays,
 * webhook-before-verify, and Stripe end to end through the official SDK and the sandbox.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stripeSignatureHeader } from '../../sandbox/stripe/stripe-signature';
import { type PaymentsTestApp, SHORT_PROVIDER_TIMEOUT_MS, startPaymentsApp } from '../../test/payments-app';
import { bookingEventsOf, bookingState, paymentRow, paymentsOfBooking, webhookEventRows } from '../../test/peeks/rows';
import { customerWithBooking } from '../../test/scenarios/booking';
import { createPaystack, payWithSuccessCard, verifyPaystack } from '../../test/scenarios/paid-booking';
import { setFault } from '../../test/stand-ins/switches';
import { chargeSuccess, paystackWebhook } from '../../test/stand-ins/webhooks';

describe('payment webhooks', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ PROVIDER_TIMEOUT_MS: String(SHORT_PROVIDER_TIMEOUT_MS) });
  });
  afterEach(async () => {
    await fetch(`${t.baseUrl}/sandbox/paystack/_faults`, { method: 'DELETE' });
    await fetch(`${t.baseUrl}/sandbox/stripe/_faults`, { method: 'DELETE' });
  });
  afterAll(() => t.close());

  async function paystackPayment() {
    const who = await customerWithBooking(t);
    const created = (await createPaystack(t, who)).json().data as { reference: string; amountKobo: number };
    return { who, reference: created.reference, amount: created.amountKobo };
  }

  describe('Paystack', () => {
    it('applies a correctly signed charge.success', async () => {
      const p = await paystackPayment();
      const res = await t.app.inject(paystackWebhook(t, chargeSuccess(p)));
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ received: true, outcome: 'applied' });
      expect((await paymentRow(t, p.reference))?.status).toBe('paid');
      expect(await bookingState(t, p.who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    });

    it('answers 401 and changes nothing for a bad or missing signature', async () => {
      const p = await paystackPayment();
      const forged = await t.app.inject(paystackWebhook(t, chargeSuccess(p), 'sk_test_not_our_secret'));
      expect(forged.statusCode).toBe(401);
      const signed = paystackWebhook(t, chargeSuccess(p));
      const tampered = await t.app.inject({ ...signed, payload: signed.payload.replace('"success"', '"success" ') });
      expect(tampered.statusCode).toBe(401);
      const { 'x-paystack-signature': _, ...unsignedHeaders } = signed.headers;
      const missing = await t.app.inject({ ...signed, headers: unsignedHeaders });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
      expect((await paymentRow(t, p.reference))?.status).toBe('initialized');
      expect(await bookingEventsOf(t, p.who.booking.id)).toHaveLength(0);
    });

    it('fails the payment when the amount differs from what was stored', async () => {
      const p = await paystackPayment();
      const res = await t.app.inject(paystackWebhook(t, chargeSuccess({ ...p, amount: p.amount - 100 })));
      expect(res.statusCode).toBe(200);
      const stored = await paymentRow(t, p.reference);
      expect(stored?.status).toBe('failed');
      expect(stored?.failureReason).toMatch(/^Amount mismatch/);
      expect(await bookingState(t, p.who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    });

    it('fails the payment when the currency differs from what was stored', async () => {
      const p = await paystackPayment();
      await t.app.inject(paystackWebhook(t, chargeSuccess({ ...p, currency: 'USD' })));
      const stored = await paymentRow(t, p.reference);
      expect(stored?.status).toBe('failed');
      expect(stored?.failureReason).toMatch(/^Currency mismatch/);
      expect(await bookingState(t, p.who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    });

    it('makes exactly one change when the same webhook arrives 5 times', async () => {
      const p = await paystackPayment();
      const request = paystackWebhook(t, chargeSuccess({ ...p, id: 7_000_123 }));
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject(request);
        expect(res.statusCode).toBe(200);
        outcomes.push(res.json().data.outcome);
      }
      expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      expect(await webhookEventRows(t, 'paystack', 'charge.success:7000123')).toHaveLength(1);
      const events = await bookingEventsOf(t, p.who.booking.id);
      expect(events.map((e) => `${e.field}:${e.to}`).sort()).toEqual(['payment_status:paid', 'status:confirmed']);
    });

    it('lets a webhook that comes first settle the booking; the later verify does no harm', async () => {
      const who = await customerWithBooking(t);
      const created = (await createPaystack(t, who)).json().data;
      // The customer pays; the sandbox's webhook reaches us before the browser returns.
      await payWithSuccessCard(created.authorizationUrl);
      await vi.waitFor(async () => expect((await paymentRow(t, created.reference))?.status).toBe('paid'), {
        timeout: 5_000,
      });
      const before = await bookingEventsOf(t, who.booking.id);
      const verified = await verifyPaystack(t, who, created.reference);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.status).toBe('paid');
      expect(await bookingEventsOf(t, who.booking.id)).toEqual(before);
      expect(before).toHaveLength(2);
    });

    it('records and ignores events it does not act on', async () => {
      const res = await t.app.inject(
        paystackWebhook(t, { event: 'transfer.success', data: { id: 42, reference: 'x' } }),
      );
      expect(res.json().data.outcome).toBe('ignored');
      expect(await webhookEventRows(t, 'paystack', 'transfer.success:42')).toHaveLength(1);
    });
  });

  describe('Stripe', () => {
    const secret = () => t.config.stripe.webhookSecret;

    async function stripeIntent() {
      const who = await customerWithBooking(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create-intent',
        headers: who.headers,
        payload: { bookingId: who.booking.id },
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { paymentIntentId: string; clientSecret: string; amountMinor: number };
      return { who, ...data, amount: data.amountMinor };
    }

    function stripeEvent(
      type: string,
      object: Record<string, unknown>,
      id = `evt_${Math.random().toString(36).slice(2)}`,
    ) {
      return JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
    }

    function postStripe(body: string, signature?: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        payload: body,
      });
    }

    const succeeded = (
      i: { paymentIntentId: string; amount: number; who: { booking: { id: string } } },
      extra = {},
    ) => ({
      id: i.paymentIntentId,
      object: 'payment_intent',
      amount: i.amount,
      amount_received: i.amount,
      currency: 'usd',
      status: 'succeeded',
      latest_charge: 'ch_test_1',
      metadata: { bookingId: i.who.booking.id },
      ...extra,
    });

    it('creates a PaymentIntent in USD cents with the booking id, once per booking', async () => {
      const intent = await stripeIntent();
      expect(intent).toMatchObject({ amountMinor: 4_500, paymentIntentId: expect.stringMatching(/^pi_/) });
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_`));
      const atStripe = await t.deps.stripe.paymentIntents.retrieve(intent.paymentIntentId);
      expect(atStripe).toMatchObject({
        amount: 4_500,
        currency: 'usd',
        metadata: { bookingId: intent.who.booking.id },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create-intent',
        headers: intent.who.headers,
        payload: { bookingId: intent.who.booking.id },
      });
      expect(again.json().data.paymentIntentId).toBe(intent.paymentIntentId);
      expect(await paymentsOfBooking(t, intent.who.booking.id)).toHaveLength(1);
    });

    it('settles the booking when the customer pays (SDK confirm -> signed webhook)', async () => {
      const intent = await stripeIntent();
      const confirmed = await t.deps.stripe.paymentIntents.confirm(intent.paymentIntentId, {
        payment_method: 'pm_card_visa',
      });
      expect(confirmed.status).toBe('succeeded');
      await vi.waitFor(async () => expect((await paymentRow(t, intent.paymentIntentId))?.status).toBe('paid'), {
        timeout: 5_000,
      });
      expect(await bookingState(t, intent.who.booking.id)).toMatchObject({
        status: 'confirmed',
        paymentStatus: 'paid',
      });
    });

    it('marks a declined card failed through payment_intent.payment_failed', async () => {
      const intent = await stripeIntent();
      await expect(
        t.deps.stripe.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' }),
      ).rejects.toMatchObject({ type: 'StripeCardError' });
      await vi.waitFor(async () => expect((await paymentRow(t, intent.paymentIntentId))?.status).toBe('failed'), {
        timeout: 5_000,
      });
      expect(await bookingState(t, intent.who.booking.id)).toMatchObject({
        status: 'pending',
        paymentStatus: 'failed',
      });
    });

    it('answers 401 for a bad, missing or too old signature', async () => {
      const intent = await stripeIntent();
      const body = stripeEvent('payment_intent.succeeded', succeeded(intent));
      expect((await postStripe(body, stripeSignatureHeader('whsec_wrong', body))).statusCode).toBe(401);
      expect((await postStripe(body)).statusCode).toBe(401);
      const old = Math.floor(Date.now() / 1000) - 301;
      expect((await postStripe(body, stripeSignatureHeader(secret(), body, old))).statusCode).toBe(401);
      expect((await paymentRow(t, intent.paymentIntentId))?.status).toBe('initialized');
      const good = await postStripe(body, stripeSignatureHeader(secret(), body));
      expect(good.statusCode).toBe(200);
      expect((await paymentRow(t, intent.paymentIntentId))?.status).toBe('paid');
    });

    it('fails the payment on an amount or currency mismatch', async () => {
      const a = await stripeIntent();
      const lower = stripeEvent('payment_intent.succeeded', succeeded(a, { amount_received: 100 }));
      await postStripe(lower, stripeSignatureHeader(secret(), lower));
      expect((await paymentRow(t, a.paymentIntentId))?.failureReason).toMatch(/^Amount mismatch/);
      const b = await stripeIntent();
      const euros = stripeEvent('payment_intent.succeeded', succeeded(b, { currency: 'eur' }));
      await postStripe(euros, stripeSignatureHeader(secret(), euros));
      expect((await paymentRow(t, b.paymentIntentId))?.failureReason).toMatch(/^Currency mismatch/);
      expect(await bookingState(t, b.who.booking.id)).toMatchObject({ paymentStatus: 'failed' });
    });

    it('makes exactly one change when the same event arrives 5 times', async () => {
      const intent = await stripeIntent();
      const body = stripeEvent('payment_intent.succeeded', succeeded(intent), 'evt_replayed_once');
      const header = stripeSignatureHeader(secret(), body);
      const outcomes: string[] = [];
      for (let i = 0; i < 5; i++) outcomes.push((await postStripe(body, header)).json().data.outcome);
      expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      expect(await bookingEventsOf(t, intent.who.booking.id)).toHaveLength(2);
    });

    it.each(['timeout', 'error'] as const)('says "Failed to initialize payment" on a Stripe %s', async (mode) => {
      const who = await customerWithBooking(t);
      await setFault(t, 'stripe', { mode, endpoint: 'create', count: 2 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/create-intent',
        headers: who.headers,
        payload: { bookingId: who.booking.id },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(502);
      expect(res.json().message).toBe('Failed to initialize payment. Please try again.');
      expect(await paymentsOfBooking(t, who.booking.id)).toHaveLength(0);
    });
  });
});
