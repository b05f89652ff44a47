/**
 * The refund job (issue: payments, "refund"; issue 13 item 5; ADR 090). The bookings rules mark a
 * cancelled, paid booking with refund status `pending` and, in the same transaction, enqueue a
 * `refund-booking` job keyed by the booking id; this job asks the provider that took the money
 * to return it.
 *
 * 1. Claim: in one short transaction, lock the booking, re-read its refund status, move
 *    pending -> processing and store our refund reference (`<payment reference>-refund`) on its
 *    paid payment. A booking found `processing` was claimed by an attempt that never finished
 *    (its process died; pg-boss expired the job and runs it again): it is asked again with the
 *    same refund reference. Any other status means there is nothing to do.
 * 2. Ask: outside any transaction, call Paystack POST /refund (or Stripe's Create Refund with the
 *    refund reference as idempotency key). Paystack queues refunds and answers `pending`; its
 *    `refund.processed` webhook then finishes the refund. An answer of `processed` (Paystack) or
 *    `succeeded` (Stripe) finishes it at once. Paystack refusing because the transaction is already
 *    fully reversed means an earlier request went through, so that finishes it too.
 *    A booking confirmed on account (provider `account`, issue 39 item 3) asks nobody: its refund
 *    is a credit on the organisation's ledger (refundOnAccount).
 *    Paystack is asked for what the booking's add-on lines did not take back already (issue 41
 *    item 4, line-refund.ts): the charge less its line refunds; nothing left asks nobody.
 * 3. On failure the refund status becomes failed with the reason. A provider time-out or 5xx
 *    puts it back to pending and throws, so pg-boss runs the job again after a back-off, up to
 *    MAX_REFUND_ATTEMPTS attempts in all; after the last it stays failed (and so does the job),
 *    as does a refusal.
 */
import type { Executor } from '../../db/client';
import { PaystackError } from '../../integrations/paystack/paystack-client';
import type { JobRunner } from '../../jobs/job-runner';
import { applyTransition, lockBookingForRefund, SYSTEM_ACTOR } from '../bookings/index';
import { creditCancellation } from '../invoicing/index';
import { lineRefundsKobo } from './line-refund';
import type { PaymentDeps } from './payments.deps';
import { claimRefundReference, findPaidPaymentForBooking, type PaymentRow } from './payments.repository';
import { completeRefund, failRefund } from './refund-state';

export const REFUND_QUEUE = 'refund-booking';
export const MAX_REFUND_ATTEMPTS = 3;
/** Base of the back-off between attempts, in seconds: the 2nd waits 2-4 s, the 3rd 4-8 s. */
const RETRY_DELAY_SECONDS = 2;
const ALREADY_REFUNDED = /fully (reversed|refunded)|already been refunded/i;

interface Claim {
  bookingId: string;
  bookingReference: string;
  organisationId: string | null;
  payment: PaymentRow;
  refundReference: string;
  /** Kobo the booking's add-on lines returned or are returning (issue 41 item 4). */
  lineRefundsKobo: number;
}

/** What one attempt did: `requested` means the provider's webhook finishes it. */
export type RefundOutcome = 'completed' | 'requested' | 'failed' | 'nothing-to-do';

/**
 * Enqueues the refund of a booking whose refund status has just become `pending`, through the
 * same transaction. Keyed by booking id: a key that already has a job waiting gets no second.
 */
export function enqueueRefund(jobs: JobRunner, tx: Executor, bookingId: string): Promise<string | null> {
  return jobs.enqueue(tx, { name: REFUND_QUEUE, data: { bookingId }, singletonKey: bookingId });
}

/** Declares the refund queue and its handler (retries and expiry live on the queue). */
export function registerRefundJob(jobs: JobRunner, deps: PaymentDeps): void {
  jobs.register(
    REFUND_QUEUE,
    async (job) => {
      const outcome = await refundBooking(deps, job.data.bookingId, { lastAttempt: job.lastAttempt });
      deps.log.info({ bookingId: job.data.bookingId, attempt: job.attempt, outcome }, 'refund job');
    },
    {
      policy: 'stately',
      retryLimit: MAX_REFUND_ATTEMPTS - 1,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      retryBackoff: true,
      // Past a provider call (PROVIDER_TIMEOUT_MS, at most 60 s): only a dead process's job expires.
      expireInSeconds: 90,
    },
  );
}

/**
 * One attempt at refunding a booking.
 * @param attempt.lastAttempt no retry follows: a provider error leaves the refund failed.
 * @throws the provider's error when it is transient (a time-out or 5xx).
 */
export async function refundBooking(
  deps: PaymentDeps,
  bookingId: string,
  attempt: { lastAttempt: boolean },
): Promise<RefundOutcome> {
  const claim = await claimRefund(deps, bookingId);
  if (claim === 'failed' || claim === null) return claim ?? 'nothing-to-do';
  return requestRefund(deps, claim, attempt.lastAttempt);
}

async function claimRefund(deps: PaymentDeps, bookingId: string): Promise<Claim | 'failed' | null> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingForRefund(tx, bookingId);
    if (booking?.refundStatus !== 'pending' && booking?.refundStatus !== 'processing') return null;
    const payment = await findPaidPaymentForBooking(tx, booking.id);
    if (!payment) {
      // Processing with no paid payment left: the refund webhook finished it meanwhile.
      if (booking.refundStatus === 'processing') return null;
      await failRefund(tx, booking.id, 'No paid payment to refund');
      return 'failed';
    }
    if (booking.refundStatus === 'pending') {
      await applyTransition(tx, {
        bookingId: booking.id,
        field: 'refund_status',
        from: 'pending',
        to: 'processing',
        actor: SYSTEM_ACTOR,
        reason: `Refund requested from ${payment.provider}`,
      });
    }
    const refundReference = await claimRefundReference(tx, payment.id, `${payment.reference}-refund`);
    return {
      bookingId: booking.id,
      bookingReference: booking.reference,
      organisationId: booking.organisationId,
      payment,
      refundReference,
      lineRefundsKobo: await lineRefundsKobo(tx, booking.id),
    };
  });
}

async function requestRefund(deps: PaymentDeps, claim: Claim, lastAttempt: boolean): Promise<RefundOutcome> {
  const { payment } = claim;
  const note = `Refund ${claim.refundReference} for booking ${claim.bookingReference}`;
  if (payment.provider === 'account') return refundOnAccount(deps, claim, note);
  try {
    const done =
      payment.provider === 'paystack' ? await refundPaystack(deps, claim, note) : await refundStripe(deps, claim);
    if (!done) return 'requested';
    await deps.db.transaction((tx) => completeRefund(tx, payment.reference, { note, jobs: deps.jobs }));
    return 'completed';
  } catch (err) {
    if (err instanceof PaystackError && err.kind === 'rejected' && ALREADY_REFUNDED.test(err.message)) {
      await deps.db.transaction((tx) => completeRefund(tx, payment.reference, { note, jobs: deps.jobs }));
      return 'completed';
    }
    const retry = isTransient(err) && !lastAttempt;
    const reason = `Refund request failed: ${(err as Error).message}`;
    deps.log.warn({ bookingId: claim.bookingId, reference: payment.reference, err }, 'refund request failed');
    await deps.db.transaction(async (tx) => {
      await failRefund(tx, claim.bookingId, reason);
      if (retry) {
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
    // Thrown, pg-boss retries the job, or after the last attempt records it failed.
    if (isTransient(err)) throw err;
    return 'failed';
  }
}

/**
 * A booking confirmed on invoice terms took no money (issue 39 item 3): its refund asks no
 * provider. The organisation's ledger gets a `cancellation` credit of the amount (once per
 * booking: the ledger's unique key), and the refund is processed, in one transaction, so a job
 * run again finds nothing to do or writes nothing twice.
 */
async function refundOnAccount(deps: PaymentDeps, claim: Claim, note: string): Promise<RefundOutcome> {
  const { payment, organisationId } = claim;
  if (!organisationId) throw new Error(`account payment ${payment.reference} has a booking of no organisation`);
  // What the add-on lines credited already is not credited twice (issue 41 item 4).
  const rest = payment.amountMinor - claim.lineRefundsKobo;
  await deps.db.transaction(async (tx) => {
    if (rest > 0) {
      await creditCancellation(tx, {
        organisationId,
        bookingId: claim.bookingId,
        reference: claim.bookingReference,
        amountNgnKobo: rest,
        actorUserId: null,
        occurredAt: new Date(),
      });
    }
    await completeRefund(tx, payment.reference, { note, jobs: deps.jobs });
  });
  return 'completed';
}

/** @returns true when Paystack reports the refund already processed, or nothing was left to return. */
async function refundPaystack(deps: PaymentDeps, claim: Claim, note: string): Promise<boolean> {
  const rest = claim.payment.amountMinor - claim.lineRefundsKobo;
  if (rest <= 0) return true;
  const refund = await deps.paystack.refund({
    transaction: claim.payment.reference,
    amount: rest,
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
