/**
 * Refunds as jobs: cancelling a paid booking in time enqueues a `refund-booking` job in the same
 * transaction, and the app's job runner gets the money back through the provider's refund API
 * (Paystack: queued, then `refund.processed` webhook; Stripe: at once). Tests wait for what a
 * customer would see change, never for a fixed time.
 */
import { HOLD_EXPIRED_MESSAGE } from '@fasttrack/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, liveEvents, payments } from '../../db/schema/index';
import { type PaymentsTestApp, startPaymentsApp } from '../../test/payments-app';
import { bookingEventsOf, bookingState, paymentRow } from '../../test/peeks/rows';
import { type Customer, customerWithBooking } from '../../test/scenarios/booking';
import { createPaystack, payWithSuccessCard, verifyPaystack } from '../../test/scenarios/paid-booking';
import { setFault } from '../../test/stand-ins/switches';
import { applyTransition, SYSTEM_ACTOR } from '../bookings/index';
import { enqueueRefund, MAX_REFUND_ATTEMPTS, REFUND_QUEUE } from './refund-worker';

const WAIT = { timeout: 20_000, interval: 100 };

describe('refunds', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp({ JOB_WORKERS: 'true' });
  });
  afterEach(async () => {
    await fetch(`${t.baseUrl}/sandbox/paystack/_faults`, { method: 'DELETE' });
  });
  afterAll(() => t.close());

  const refundStatusOf = async (bookingId: string) => (await bookingState(t, bookingId))?.refundStatus;

  /** The refund jobs of a booking, as pg-boss holds them. */
  async function refundJobs(bookingId: string) {
    const { rows } = await t.app.database.executeSql(
      'select state, retry_count as "retryCount" from pgboss.job where name = $1 and singleton_key = $2',
      [REFUND_QUEUE, bookingId],
    );
    return rows as { state: string; retryCount: number }[];
  }

  /** A booking paid through the Paystack sandbox (flight 72 h ahead, so a refund is due). */
  async function paidWithPaystack() {
    const who = await customerWithBooking(t);
    const created = (await createPaystack(t, who)).json().data;
    await payWithSuccessCard(created.authorizationUrl);
    expect((await verifyPaystack(t, who, created.reference)).json().data.status).toBe('paid');
    return { who, reference: created.reference as string };
  }

  /** DELETE /api/bookings/:id as the customer. */
  async function cancel(who: Customer) {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${who.booking.id}`, headers: who.headers });
    expect(res.json().data).toMatchObject({ refund: 'full', booking: { refundStatus: 'pending' } });
  }

  it('refunds a cancelled Paystack payment, finished by the refund.processed webhook', async () => {
    const { who, reference } = await paidWithPaystack();
    await cancel(who);
    await vi.waitFor(async () => expect((await paymentRow(t, reference))?.status).toBe('refunded'), WAIT);
    expect((await paymentRow(t, reference))?.refundReference).toBe(`${reference}-refund`);
    expect(await bookingState(t, who.booking.id)).toEqual({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
    const refundMoves = (await bookingEventsOf(t, who.booking.id)).filter((e) => e.field === 'refund_status');
    expect(refundMoves.map((e) => e.to)).toEqual(['pending', 'processing', 'processed']);
    // One job, run once.
    expect(await refundJobs(who.booking.id)).toEqual([{ state: 'completed', retryCount: 0 }]);
    // The board and the booking page hear of it: cancelled, then refunded, once each.
    const live = await t.app.db
      .select({ type: liveEvents.type })
      .from(liveEvents)
      .where(eq(liveEvents.bookingId, who.booking.id))
      .orderBy(asc(liveEvents.seq));
    expect(live.map((e) => e.type).filter((type) => type === 'cancelled' || type === 'refunded')).toEqual([
      'cancelled',
      'refunded',
    ]);
  });

  it('retries after a provider error, and gives up after the last attempt', async () => {
    const first = await paidWithPaystack();
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'refund' });
    await cancel(first.who);
    await vi.waitFor(async () => expect(await refundStatusOf(first.who.booking.id)).toBe('processed'), WAIT);
    const firstMoves = (await bookingEventsOf(t, first.who.booking.id)).filter((e) => e.field === 'refund_status');
    expect(firstMoves.map((e) => e.to)).toEqual([
      'pending',
      'processing',
      'failed',
      'pending',
      'processing',
      'processed',
    ]);

    const second = await paidWithPaystack();
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'refund', count: MAX_REFUND_ATTEMPTS });
    await cancel(second.who);
    await vi.waitFor(
      async () => expect(await refundJobs(second.who.booking.id)).toMatchObject([{ state: 'failed' }]),
      WAIT,
    );
    expect(await bookingState(t, second.who.booking.id)).toMatchObject({
      paymentStatus: 'paid',
      refundStatus: 'failed',
    });
    const failures = (await bookingEventsOf(t, second.who.booking.id)).filter((e) => e.to === 'failed');
    expect(failures).toHaveLength(MAX_REFUND_ATTEMPTS);
  });

  it('treats "already fully reversed" as done (an earlier request went through)', async () => {
    const { who, reference } = await paidWithPaystack();
    // The refund is requested and lost on our side: Paystack has it, we never heard back.
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'webhook' });
    await cancel(who);
    await vi.waitFor(
      async () => expect(await refundJobs(who.booking.id)).toMatchObject([{ state: 'completed' }]),
      WAIT,
    );
    expect(await refundStatusOf(who.booking.id)).toBe('processing');
    // An operator retries it: the same moves and job the bookings rules make.
    await t.app.db.transaction(async (tx) => {
      const move = { bookingId: who.booking.id, field: 'refund_status', actor: SYSTEM_ACTOR } as const;
      await applyTransition(tx, { ...move, from: 'processing', to: 'failed' });
      await applyTransition(tx, { ...move, from: 'failed', to: 'pending' });
      await enqueueRefund(t.app.jobs, tx, who.booking.id);
    });
    await vi.waitFor(async () => expect((await paymentRow(t, reference))?.status).toBe('refunded'), WAIT);
    expect(await bookingState(t, who.booking.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
  });

  it('asks again for a refund an attempt claimed and never finished (its process died)', async () => {
    const { who, reference } = await paidWithPaystack();
    // What a dead process leaves: the claim committed, the provider never asked. pg-boss expires
    // the job that was active and runs it again; here the job is enqueued by hand.
    await t.app.db.transaction(async (tx) => {
      const move = { bookingId: who.booking.id, actor: SYSTEM_ACTOR } as const;
      await applyTransition(tx, { ...move, field: 'status', from: 'confirmed', to: 'cancelled' });
      await applyTransition(tx, { ...move, field: 'refund_status', from: null, to: 'pending' });
      await applyTransition(tx, { ...move, field: 'refund_status', from: 'pending', to: 'processing' });
      await tx
        .update(payments)
        .set({ refundReference: `${reference}-refund` })
        .where(and(eq(payments.reference, reference)));
      await enqueueRefund(t.app.jobs, tx, who.booking.id);
    });
    await vi.waitFor(async () => expect(await refundStatusOf(who.booking.id)).toBe('processed'), WAIT);
    expect((await paymentRow(t, reference))?.status).toBe('refunded');
  });

  it('refunds a Stripe payment through the SDK', async () => {
    const who = await customerWithBooking(t);
    const intent = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/create-intent',
        headers: who.headers,
        payload: { bookingId: who.booking.id },
      })
    ).json().data;
    await t.deps.stripe.paymentIntents.confirm(intent.paymentIntentId, { payment_method: 'pm_card_visa' });
    await vi.waitFor(async () => expect((await paymentRow(t, intent.paymentIntentId))?.status).toBe('paid'), WAIT);
    await cancel(who);
    await vi.waitFor(async () => expect(await refundStatusOf(who.booking.id)).toBe('processed'), WAIT);
    expect(await bookingState(t, who.booking.id)).toMatchObject({ paymentStatus: 'refunded' });
  });

  it('returns money that arrives after the booking was cancelled', async () => {
    const who = await customerWithBooking(t);
    const created = (await createPaystack(t, who)).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/bookings/${who.booking.id}`, headers: who.headers });
    expect(res.json().data).toMatchObject({ refund: 'none', rule: 'unpaid_no_refund' });
    await payWithSuccessCard(created.authorizationUrl);
    expect((await verifyPaystack(t, who, created.reference)).json().data.status).toBe('paid');
    await vi.waitFor(async () => expect(await refundStatusOf(who.booking.id)).toBe('processed'), WAIT);
    expect(await bookingState(t, who.booking.id)).toEqual({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
  });

  it('refuses to start paying once the hold has passed, and returns money that still arrives', async () => {
    const who = await customerWithBooking(t, { holdExpiresAt: new Date(Date.now() + 30 * 60_000) });
    const created = (await createPaystack(t, who)).json().data;
    // The hold passes while the customer is on the provider's page; the expiry round has not run yet.
    await t.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bookings.id, who.booking.id));
    const again = await createPaystack(t, who);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HOLD_EXPIRED_MESSAGE);
    await payWithSuccessCard(created.authorizationUrl);
    expect((await verifyPaystack(t, who, created.reference)).json().data.status).toBe('paid');
    await vi.waitFor(async () => expect(await refundStatusOf(who.booking.id)).toBe('processed'), WAIT);
    expect(await bookingState(t, who.booking.id)).toEqual({
      status: 'expired',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
  });
});
