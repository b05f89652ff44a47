/**
 * The refund worker: a cancelled, paid booking marked for a refund gets its money back through
 * the provider's refund API (Paystack: queued, then `refund.processed` webhook; Stripe: at once).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyTransition, SYSTEM_ACTOR } from '../bookings/index';
import {
  bookingEventsOf,
  bookingState,
  createPaystack,
  customerWithBooking,
  type PaymentsTestApp,
  paymentRow,
  payWithSuccessCard,
  setFault,
  startPaymentsApp,
  verifyPaystack,
} from './payments.test-support';
import { MAX_REFUND_ATTEMPTS, processPendingRefunds, startRefundWorker } from './refund-worker';

describe('refunds', () => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await startPaymentsApp();
  });
  afterEach(async () => {
    await fetch(`${t.baseUrl}/sandbox/paystack/_faults`, { method: 'DELETE' });
    // Leave no claimable refund behind for the next test's worker pass.
    await processPendingRefunds(t.deps, 100);
  });
  afterAll(() => t.close());

  /** A booking paid through the Paystack sandbox, then cancelled with a full refund due. */
  async function paidThenCancelled() {
    const who = await customerWithBooking(t);
    const created = (await createPaystack(t, who)).json().data;
    await payWithSuccessCard(created.authorizationUrl);
    expect((await verifyPaystack(t, who, created.reference)).json().data.status).toBe('paid');
    await cancelWithRefund(who.booking.id);
    return { who, reference: created.reference as string };
  }

  /** What the bookings rules do when a paid booking is cancelled in time. */
  async function cancelWithRefund(bookingId: string) {
    await t.app.db.transaction(async (tx) => {
      await applyTransition(tx, {
        bookingId,
        field: 'status',
        from: 'confirmed',
        to: 'cancelled',
        actor: SYSTEM_ACTOR,
      });
      await applyTransition(tx, { bookingId, field: 'refund_status', from: null, to: 'pending', actor: SYSTEM_ACTOR });
    });
  }

  it('claims the refund, asks Paystack, and finishes on the refund.processed webhook', async () => {
    const { who, reference } = await paidThenCancelled();
    const run = await processPendingRefunds(t.deps);
    expect(run).toMatchObject({ claimed: 1, failed: 0 });
    expect((await paymentRow(t, reference))?.refundReference).toBe(`${reference}-refund`);
    await vi.waitFor(async () => expect((await paymentRow(t, reference))?.status).toBe('refunded'), { timeout: 5_000 });
    expect(await bookingState(t, who.booking.id)).toEqual({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
    const refundMoves = (await bookingEventsOf(t, who.booking.id)).filter((e) => e.field === 'refund_status');
    expect(refundMoves.map((e) => e.to)).toEqual(['pending', 'processing', 'processed']);
    // Nothing is asked twice.
    expect((await processPendingRefunds(t.deps)).claimed).toBe(0);
  });

  it('never claims one refund twice when two workers run at once', async () => {
    await paidThenCancelled();
    const runs = await Promise.all([processPendingRefunds(t.deps), processPendingRefunds(t.deps)]);
    expect(runs.reduce((n, r) => n + r.claimed, 0)).toBe(1);
  });

  it('retries after a provider error, and gives up after the last attempt', async () => {
    const first = await paidThenCancelled();
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'refund' });
    expect(await processPendingRefunds(t.deps)).toMatchObject({ claimed: 1, failed: 1 });
    expect((await bookingState(t, first.who.booking.id))?.refundStatus).toBe('pending');
    expect((await processPendingRefunds(t.deps)).claimed).toBe(1);
    await vi.waitFor(
      async () => expect((await bookingState(t, first.who.booking.id))?.refundStatus).toBe('processed'),
      {
        timeout: 5_000,
      },
    );

    const second = await paidThenCancelled();
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'refund', count: MAX_REFUND_ATTEMPTS });
    for (let i = 0; i < MAX_REFUND_ATTEMPTS; i++) await processPendingRefunds(t.deps);
    expect(await bookingState(t, second.who.booking.id)).toMatchObject({
      paymentStatus: 'paid',
      refundStatus: 'failed',
    });
    expect((await processPendingRefunds(t.deps)).claimed).toBe(0);
  });

  it('treats "already fully reversed" as done (an earlier request went through)', async () => {
    const { who, reference } = await paidThenCancelled();
    // The refund is requested and lost on our side: Paystack has it, we never heard back.
    await setFault(t, 'paystack', { mode: 'error', endpoint: 'webhook' });
    await processPendingRefunds(t.deps);
    expect((await bookingState(t, who.booking.id))?.refundStatus).toBe('processing');
    await t.app.db.transaction(async (tx) => {
      await applyTransition(tx, {
        bookingId: who.booking.id,
        field: 'refund_status',
        from: 'processing',
        to: 'failed',
        actor: SYSTEM_ACTOR,
      });
      await applyTransition(tx, {
        bookingId: who.booking.id,
        field: 'refund_status',
        from: 'failed',
        to: 'pending',
        actor: SYSTEM_ACTOR,
      });
    });
    const run = await processPendingRefunds(t.deps);
    expect(run).toMatchObject({ claimed: 1, completed: 1 });
    expect((await paymentRow(t, reference))?.status).toBe('refunded');
    expect(await bookingState(t, who.booking.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
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
    await vi.waitFor(async () => expect((await paymentRow(t, intent.paymentIntentId))?.status).toBe('paid'), {
      timeout: 5_000,
    });
    await cancelWithRefund(who.booking.id);
    expect(await processPendingRefunds(t.deps)).toMatchObject({ claimed: 1, completed: 1 });
    expect(await bookingState(t, who.booking.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
  });

  it('returns money that arrives after the booking was cancelled', async () => {
    const who = await customerWithBooking(t);
    const created = (await createPaystack(t, who)).json().data;
    await t.app.db.transaction((tx) =>
      applyTransition(tx, {
        bookingId: who.booking.id,
        field: 'status',
        from: 'pending',
        to: 'cancelled',
        actor: SYSTEM_ACTOR,
      }),
    );
    await payWithSuccessCard(created.authorizationUrl);
    expect((await verifyPaystack(t, who, created.reference)).json().data.status).toBe('paid');
    expect(await bookingState(t, who.booking.id)).toEqual({
      status: 'cancelled',
      paymentStatus: 'paid',
      refundStatus: 'pending',
    });
    await processPendingRefunds(t.deps);
    await vi.waitFor(async () => expect((await bookingState(t, who.booking.id))?.refundStatus).toBe('processed'), {
      timeout: 5_000,
    });
  });

  it('runs on an interval until stopped', async () => {
    const { who } = await paidThenCancelled();
    const worker = startRefundWorker(t.deps, 50);
    try {
      await vi.waitFor(async () => expect((await bookingState(t, who.booking.id))?.refundStatus).toBe('processed'), {
        timeout: 5_000,
      });
    } finally {
      await worker.stop();
    }
  });
});
