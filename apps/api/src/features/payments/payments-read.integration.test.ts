/**
 * GET /api/payments/user, GET /api/payments/:id/status and GET /api/payments/history: own records
 * only, newest first; the history gives each booking's money story, credits included.
 */
import { PaymentRecordSchema } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createBookingForPayment, createUser } from '../../test/factories';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { customerWithBooking } from '../../test/scenarios/booking';
import { grantCredits } from '../../test/scenarios/credits';
import { createPaystack } from '../../test/scenarios/paid-booking';
import { signIn } from '../../test/scenarios/signed-in';
import { chargeSuccess, paystackWebhook } from '../../test/stand-ins/webhooks';

describe('reading payments', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp();
  });
  afterAll(() => t.close());

  it("lists the caller's payments newest first, and nobody else's", async () => {
    const who = await customerWithBooking(t);
    const first = (await createPaystack(t, who, 'card')).json().data;
    const second = (await createPaystack(t, who, 'bank')).json().data;
    await t.app.inject(paystackWebhook(t, chargeSuccess({ reference: second.reference, amount: second.amountKobo })));
    const other = await customerWithBooking(t);
    await createPaystack(t, other);

    const res = await t.app.inject({ method: 'GET', url: '/api/payments/user', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data;
    expect(list.map((p: { reference: string }) => p.reference)).toEqual([second.reference, first.reference]);
    for (const p of list) expect(PaymentRecordSchema.safeParse(p).success).toBe(true);
    expect(list[0]).toMatchObject({
      provider: 'paystack',
      bookingId: who.booking.id,
      bookingReference: who.booking.reference,
      status: 'paid',
      method: 'card',
      amount: 67_500,
      amountMinor: 6_750_000,
      currency: 'NGN',
      amountUsd: 45,
      failureReason: null,
      paidAt: expect.any(String),
    });
    expect(list[1]).toMatchObject({ status: 'initialized', method: 'card', paidAt: null });
  });

  it('shows one payment by id or by reference to its owner only', async () => {
    const who = await customerWithBooking(t);
    const created = (await createPaystack(t, who)).json().data;
    const byRef = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${created.reference}/status`,
      headers: who.headers,
    });
    expect(byRef.statusCode).toBe(200);
    expect(byRef.json().data).toMatchObject({ reference: created.reference, status: 'initialized' });
    const id = byRef.json().data.id;
    const byId = await t.app.inject({ method: 'GET', url: `/api/payments/${id}/status`, headers: who.headers });
    expect(byId.json().data.reference).toBe(created.reference);

    const stranger = await authHeader(t.app, await createUser(t.app.db));
    const hidden = await t.app.inject({ method: 'GET', url: `/api/payments/${id}/status`, headers: stranger });
    expect(hidden.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/payments/FT-XXXXXX-1/status',
      headers: who.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/payments/user' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives each booking its money story and attempts, credits-only bookings included', async () => {
    const who = await customerWithBooking(t, { holdExpiresAt: new Date(Date.now() + 30 * 60_000) });
    const abandoned = (await createPaystack(t, who, 'card')).json().data;
    const paid = (await createPaystack(t, who, 'bank')).json().data;
    await t.app.inject(paystackWebhook(t, chargeSuccess({ reference: paid.reference, amount: paid.amountKobo })));
    // A second booking of the same traveller, paid with credits alone.
    const admin = (await signIn(t.app, 'admin')).headers;
    expect((await grantCredits(t, admin, who.user.email, 4500)).statusCode).toBe(200);
    const second = await createBookingForPayment(t.app.db, who.user, {
      holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const byCredits = await t.app.inject({
      method: 'POST',
      url: '/api/payments/paystack/create',
      headers: who.headers,
      payload: { bookingId: second.id, useCredits: true },
    });
    expect(byCredits.json().data.paidWithCredits).toBe(true);
    // Someone else's booking is never listed.
    await createPaystack(t, await customerWithBooking(t));

    const res = await t.app.inject({ method: 'GET', url: '/api/payments/history', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const history = res.json().data;
    expect(history.map((h: { bookingReference: string }) => h.bookingReference)).toEqual([
      second.reference,
      who.booking.reference,
    ]);
    expect(history[0]).toMatchObject({
      paymentStatus: 'paid',
      money: { creditsUsdCents: 4500, chargedNgnKobo: 0 },
      attempts: [],
    });
    expect(history[1]).toMatchObject({
      bookingStatus: 'confirmed',
      money: { creditsUsdCents: 0, chargedNgnKobo: 6_750_000, refundedNgnKobo: 0 },
    });
    // The charge first, then the attempt left open.
    expect(history[1].attempts.map((a: { reference: string; status: string }) => [a.reference, a.status])).toEqual([
      [paid.reference, 'paid'],
      [abandoned.reference, 'initialized'],
    ]);
  });
});
