/**
 * Payment attempts (issue 19 §3): a declined card is `failed` with Paystack's reason, an attempt
 * left unpaid is `abandoned` once its job has asked Paystack, and money that arrived late is
 * still `paid`. The payment history carries what groups attempts under their booking.
 */
import { PAYMENT_ABANDON_MINUTES } from '@fasttrack/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { bookingState, paymentRow } from '../../test/peeks/rows';
import { type Customer, customerWithBooking } from '../../test/scenarios/booking';
import { createPaystack, payWithSuccessCard, verifyPaystack } from '../../test/scenarios/paid-booking';
import { setFault } from '../../test/stand-ins/switches';
import { abandonIfUnpaid } from './abandon-payment.job';

const DECLINED = { number: '4084080000005408', cvv: '123' };
const NO_FUNDS = { number: '5060666666666666666', cvv: '123' };

/** Posts a test card that the bank refuses to the sandbox checkout (402, the page again). */
async function payWithRefusedCard(authorizationUrl: string, card: { number: string; cvv: string }) {
  const res = await fetch(`${authorizationUrl}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...card, expiry: '12/39', pin: '', otp: '' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(402);
}

async function startAttempt(t: PaymentsTestApp, who: Customer) {
  const res = await createPaystack(t, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { reference: string; authorizationUrl: string };
}

async function abandonJob(t: PaymentsTestApp, reference: string) {
  const { rows } = await t.app.database.executeSql(
    `select state, extract(epoch from (start_after - created_on))::int as "delaySeconds"
       from pgboss.job where name = 'abandon-payment' and singleton_key = $1`,
    [reference],
  );
  return rows as { state: string; delaySeconds: number }[];
}

function history(t: PaymentsTestApp, who: Customer) {
  return t.app.inject({ method: 'GET', url: '/api/payments/user', headers: who.headers });
}

describe('payment attempts', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterEach(async () => {
    await fetch(`${t.baseUrl}/sandbox/paystack/_faults`, { method: 'DELETE' });
  });
  afterAll(() => t.close());

  it('records a declined card as failed with the reason, listed with its booking and flight', async () => {
    const who = await customerWithBooking(t);
    const { reference, authorizationUrl } = await startAttempt(t, who);
    await payWithRefusedCard(authorizationUrl, DECLINED);

    const verified = await verifyPaystack(t, who, reference);
    expect(verified.json()).toMatchObject({
      message: 'The payment failed: Declined. Try another card, or pay by bank transfer.',
      data: { status: 'failed' },
    });
    const res = await history(t, who);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        reference,
        status: 'failed',
        failureReason: 'Declined',
        bookingId: who.booking.id,
        bookingReference: who.booking.reference,
        serviceType: who.booking.serviceType,
        flightNumber: expect.stringMatching(/^[A-Z0-9]{2,6}$/),
        airlineName: expect.any(String),
      }),
    ]);
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
  });

  it(`enqueues the abandonment check with the attempt, ${PAYMENT_ABANDON_MINUTES} minutes ahead`, async () => {
    const who = await customerWithBooking(t);
    const { reference } = await startAttempt(t, who);
    expect(await abandonJob(t, reference)).toEqual([{ state: 'created', delaySeconds: PAYMENT_ABANDON_MINUTES * 60 }]);
  });

  it('abandons an attempt nobody paid once its job has run, and the booking can still be paid', async () => {
    const who = await customerWithBooking(t);
    const { reference } = await startAttempt(t, who);
    // The 30 minutes pass.
    await t.app.database.executeSql(
      "update pgboss.job set start_after = now() where name = 'abandon-payment' and singleton_key = $1",
      [reference],
    );
    await vi.waitFor(async () => expect((await paymentRow(t, reference))?.status).toBe('abandoned'), {
      timeout: 10_000,
    });
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect((await createPaystack(t, who)).statusCode).toBe(200);
  });

  it('marks an attempt failed with its reason when the traveller left the checkout after a refusal', async () => {
    const who = await customerWithBooking(t);
    const { reference, authorizationUrl } = await startAttempt(t, who);
    await payWithRefusedCard(authorizationUrl, NO_FUNDS);
    expect(await abandonIfUnpaid(t.deps, reference)).toBe('failed');
    expect(await paymentRow(t, reference)).toMatchObject({ status: 'failed', failureReason: 'Insufficient Funds' });
  });

  it('counts a payment that arrived unnoticed as paid, not abandoned', async () => {
    const who = await customerWithBooking(t);
    const { reference, authorizationUrl } = await startAttempt(t, who);
    // The charge.success webhook is lost and the browser never comes back.
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'webhook' });
    expect((await payWithSuccessCard(authorizationUrl)).status).toBe(303);
    expect((await paymentRow(t, reference))?.status).toBe('initialized');

    expect(await abandonIfUnpaid(t.deps, reference)).toBe('paid');
    expect((await paymentRow(t, reference))?.status).toBe('paid');
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('still takes a payment that arrives after the attempt was abandoned', async () => {
    const who = await customerWithBooking(t);
    const { reference, authorizationUrl } = await startAttempt(t, who);
    expect(await abandonIfUnpaid(t.deps, reference)).toBe('abandoned');
    expect((await paymentRow(t, reference))?.status).toBe('abandoned');

    expect((await payWithSuccessCard(authorizationUrl)).status).toBe(303);
    const verified = await verifyPaystack(t, who, reference);
    expect(verified.json().data.status).toBe('paid');
    expect(await bookingState(t, who.booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('leaves a paid attempt alone, and keeps the attempt open while Paystack cannot answer', async () => {
    const who = await customerWithBooking(t);
    const { reference, authorizationUrl } = await startAttempt(t, who);
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'verify' });
    await expect(abandonIfUnpaid(t.deps, reference)).rejects.toThrow();
    expect((await paymentRow(t, reference))?.status).toBe('initialized');

    expect((await payWithSuccessCard(authorizationUrl)).status).toBe(303);
    await vi.waitFor(async () => expect((await paymentRow(t, reference))?.status).toBe('paid'), { timeout: 5_000 });
    expect(await abandonIfUnpaid(t.deps, reference)).toBe('nothing-to-do');
    expect((await paymentRow(t, reference))?.status).toBe('paid');
  });
});
