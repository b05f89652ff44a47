/**
 * The refund worker (issue: payments, "refund"). The bookings rules mark a cancelled, paid booking
 * with refund status `pending`; this worker asks the provider that took the money to return it.
 *
 * 1. Claim: in one short transaction, lock bookings waiting for a refund with
 *    FOR UPDATE SKIP LOCKED (so several processes never claim the same one), move each
 *    pending -> processing and store our refund reference on its paid payment.
 * 2. Ask: outside any transaction, call Paystack POST /refund (or Stripe's Create Refund with the
 *    refund reference as idempotency key). Paystack queues refunds and answers `pending`; its
 *    `refund.processed` webhook then finishes the refund. An answer of `processed` (Paystack) or
 *    `succeeded` (Stripe) finishes it at once. Paystack refusing because the transaction is already
 *    fully reversed means an earlier request went through, so that finishes it too.
 * 3. On failure the refund status becomes failed with the reason; a provider time-out or 5xx is
 *    retried (failed -> pending) up to MAX_ATTEMPTS times in all.
 */
import { PaystackError } from '../../integrations/paystack/paystack-client';
import { applyTransition, SYSTEM_ACTOR } from '../bookings/booking-status';
import type { PaymentDeps } from './payments.deps';
import {
  claimRefundReference,
  countFailedRefundAttempts,
  findPaidPaymentForBooking,
  lockBookingsAwaitingRefund,
  type PaymentRow,
} from './payments.repository';
import { completeRefund, failRefund } from './refund-state';

export const MAX_REFUND_ATTEMPTS = 3;
const ALREADY_REFUNDED = /fully (reversed|refunded)|already been refunded/i;

interface Claim {
  bookingId: string;
  bookingReference: string;
  payment: PaymentRow;
  refundReference: string;
}

export interface RefundRunSummary {
  /** Bookings moved pending -> processing in this run. */
  claimed: number;
  /** Refunds the provider finished during this run (the rest finish by webhook). */
  completed: number;
  failed: number;
}

/**
 * One pass of the worker over at most `batchSize` bookings.
 * @param deps database, provider clients and logger (see payments.deps.ts)
 */
export async function processPendingRefunds(deps: PaymentDeps, batchSize = 10): Promise<RefundRunSummary> {
  const summary: RefundRunSummary = { claimed: 0, completed: 0, failed: 0 };
  const claims = await claimRefunds(deps, batchSize, summary);
  for (const claim of claims) {
    const outcome = await requestRefund(deps, claim);
    if (outcome === 'completed') summary.completed++;
    if (outcome === 'failed') summary.failed++;
  }
  return summary;
}

async function claimRefunds(deps: PaymentDeps, batchSize: number, summary: RefundRunSummary): Promise<Claim[]> {
  return deps.db.transaction(async (tx) => {
    const claims: Claim[] = [];
    for (const booking of await lockBookingsAwaitingRefund(tx, batchSize)) {
      const payment = await findPaidPaymentForBooking(tx, booking.id);
      if (!payment) {
        await failRefund(tx, booking.id, 'No paid payment to refund');
        summary.failed++;
        continue;
      }
      await applyTransition(tx, {
        bookingId: booking.id,
        field: 'refund_status',
        from: 'pending',
        to: 'processing',
        actor: SYSTEM_ACTOR,
        reason: `Refund requested from ${payment.provider}`,
      });
      const refundReference = await claimRefundReference(tx, payment.id, `${payment.reference}-refund`);
      claims.push({ bookingId: booking.id, bookingReference: booking.reference, payment, refundReference });
      summary.claimed++;
    }
    return claims;
  });
}

async function requestRefund(deps: PaymentDeps, claim: Claim): Promise<'completed' | 'requested' | 'failed'> {
  const { payment } = claim;
  const note = `Refund ${claim.refundReference} for booking ${claim.bookingReference}`;
  try {
    const done =
      payment.provider === 'paystack' ? await refundPaystack(deps, claim, note) : await refundStripe(deps, claim);
    if (!done) return 'requested';
    await deps.db.transaction((tx) => completeRefund(tx, payment.reference, note));
    return 'completed';
  } catch (err) {
    if (err instanceof PaystackError && err.kind === 'rejected' && ALREADY_REFUNDED.test(err.message)) {
      await deps.db.transaction((tx) => completeRefund(tx, payment.reference, note));
      return 'completed';
    }
    const transient = isTransient(err);
    const reason = `Refund request failed: ${(err as Error).message}`;
    deps.log.warn({ bookingId: claim.bookingId, reference: payment.reference, err }, 'refund request failed');
    await deps.db.transaction(async (tx) => {
      await failRefund(tx, claim.bookingId, reason);
      if (transient && (await countFailedRefundAttempts(tx, claim.bookingId)) < MAX_REFUND_ATTEMPTS) {
        await applyTransition(tx, {
          bookingId: claim.bookingId,
          field: 'refund_status',
          from: 'failed',
          to: 'pending',
          actor: SYSTEM_ACTOR,
          reason: 'Retrying after a provider error',
        });
      }
    });
    return 'failed';
  }
}

/** @returns true when Paystack reports the refund already processed. */
async function refundPaystack(deps: PaymentDeps, claim: Claim, note: string): Promise<boolean> {
  const refund = await deps.paystack.refund({
    transaction: claim.payment.reference,
    amount: claim.payment.amountMinor,
    currency: claim.payment.currency,
    merchant_note: note,
  });
  return refund.status === 'processed';
}

/** @returns true when Stripe reports the refund succeeded. */
async function refundStripe(deps: PaymentDeps, claim: Claim): Promise<boolean> {
  const refund = await deps.stripe.refunds.create(
    {
      payment_intent: claim.payment.reference,
      amount: claim.payment.amountMinor,
      metadata: { refundReference: claim.refundReference },
    },
    { idempotencyKey: claim.refundReference },
  );
  return refund.status === 'succeeded';
}

function isTransient(err: unknown): boolean {
  if (err instanceof PaystackError) return err.kind === 'timeout' || err.kind === 'unavailable';
  const type = (err as { type?: string }).type;
  return type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError';
}

export interface RefundWorker {
  /** Stops the timer and waits for a pass in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `processPendingRefunds` every `intervalMs` (default 2 s) until stopped. The timer is
 * unref'd so it never keeps the process alive; passes never overlap.
 */
export function startRefundWorker(deps: PaymentDeps, intervalMs = 2_000): RefundWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = processPendingRefunds(deps)
      .then((s) => {
        if (s.claimed || s.failed) deps.log.info(s, 'refund worker pass');
      })
      .catch((err) => deps.log.error({ err }, 'refund worker pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
