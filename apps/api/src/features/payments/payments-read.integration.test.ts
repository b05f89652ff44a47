/** GET /api/payments/user and GET /api/payments/:id/status: own records only, newest first. */
import { PaymentRecordSchema } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser } from '../../test/factories';
import {
  chargeSuccess,
  createPaystack,
  customerWithBooking,
  type PaymentsTestApp,
  paystackWebhook,
  startPaymentsApp,
} from './payments.test-support';

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
    await t.app.inject(paystackWebhook(t, chargeSuccess(second)));
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
});
