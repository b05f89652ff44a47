/**
 * Settlement: the one code path that turns a provider's answer into payment and booking state,
 * shared by Paystack verify, the Paystack `charge.success` webhook and Stripe's
 * `payment_intent.succeeded` webhook (issue: payments, "verify" and "webhook").
 *
 * In one transaction: lock the payment row, stop if it is already settled, compare the provider's
 * status, amount, currency and reference with what was stored, then either mark it paid and move
 * the booking (payment status pending|failed -> paid, status pending -> confirmed), or mark it
 * failed with the reason (booking payment status pending -> failed). Running it again for the
 * same payment changes nothing, so webhook replays and verify/webhook races are harmless.
 */
import { majorToMinor, type PaymentMethod, type PaymentProvider } from '@fasttrack/contracts';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { enqueueFlightCheck, markBookingPaid, markBookingPaymentFailed, SYSTEM_ACTOR } from '../bookings/index';
import { matchCreditsToCharge } from '../credits/index';
import { enqueueBookingConfirmed, enqueueMessage } from '../messages/index';
import { lockPaymentByReference, type PaymentRow, updatePayment } from './payments.repository';
import { enqueueRefund } from './refund-worker';

/** What a provider says about one payment, in the product's terms. Amounts in minor units. */
export interface ProviderOutcome {
  provider: PaymentProvider;
  /** The reference the provider reports (Paystack reference or PaymentIntent id). */
  reference: string;
  status: 'success' | 'failed' | 'pending';
  amountMinor: number;
  /** ISO 4217, any case. */
  currency: string;
  transactionId: string | null;
  method: PaymentMethod | null;
  /** The provider's own words on a failure (gateway response). */
  reason?: string | null;
  /** Stripe carries our booking id in the PaymentIntent metadata; checked when present. */
  bookingId?: string | null;
}

export interface Settlement {
  payment: PaymentRow;
  /** False when nothing changed (already settled, or the same failure again). */
  changed: boolean;
  /** The booking was already paid by another payment: this money needs a manual refund. */
  duplicate?: boolean;
}

/** The first difference between the stored payment and a successful outcome, or null. */
export function findMismatch(payment: PaymentRow, outcome: ProviderOutcome): string | null {
  if (outcome.provider !== payment.provider) return `Provider mismatch: expected ${payment.provider}`;
  if (outcome.reference !== payment.reference) {
    return `Reference mismatch: expected ${payment.reference}, provider reported ${outcome.reference}`;
  }
  if (outcome.currency.toUpperCase() !== payment.currency) {
    return `Currency mismatch: expected ${payment.currency}, provider reported ${outcome.currency.toUpperCase()}`;
  }
  if (outcome.amountMinor !== payment.amountMinor) {
    return `Amount mismatch: expected ${payment.amountMinor} minor units, provider reported ${outcome.amountMinor}`;
  }
  if (outcome.bookingId && outcome.bookingId !== payment.bookingId) {
    return 'Booking mismatch: the provider reported another booking';
  }
  return null;
}

/**
 * Settles inside the caller's transaction (webhooks record their event in the same one). Money
 * that arrives for a cancelled or expired booking is recorded, not applied: its refund job is
 * enqueued through that transaction (issue 15 §5).
 * @param settlement.outcome what the provider reported.
 * @param settlement.reference our stored reference to look up; defaults to `outcome.reference`.
 * @returns null when no payment has this reference.
 */
export async function settleInTransaction(
  jobs: JobRunner,
  tx: Tx,
  settlement: { outcome: ProviderOutcome; reference?: string | undefined },
): Promise<Settlement | null> {
  const { outcome, reference = outcome.reference } = settlement;
  const payment = await lockPaymentByReference(tx, reference);
  if (!payment) return null;
  if (payment.status === 'paid' || payment.status === 'refunded') return { payment, changed: false };

  if (outcome.status === 'pending') {
    if (payment.status !== 'initialized') return { payment, changed: false };
    return { payment: await updatePayment(tx, payment.id, { status: 'pending' }), changed: true };
  }
  if (outcome.status === 'failed') {
    return markFailed(jobs, tx, {
      payment,
      reason: outcome.reason || 'The payment provider reported the payment as failed',
    });
  }
  const mismatch = findMismatch(payment, outcome);
  if (mismatch) return markFailed(jobs, tx, { payment, reason: mismatch });
  return markPaid(jobs, tx, { payment, outcome });
}

/** Settles in its own transaction. @returns null when no payment has this reference. */
export function settlePayment(
  { db, jobs }: { db: Db; jobs: JobRunner },
  outcome: ProviderOutcome,
  reference?: string,
): Promise<Settlement | null> {
  return db.transaction((tx) => settleInTransaction(jobs, tx, { outcome, reference }));
}

async function markFailed(
  jobs: JobRunner,
  tx: Tx,
  { payment, reason }: { payment: PaymentRow; reason: string },
): Promise<Settlement> {
  if (payment.status === 'failed' && payment.failureReason === reason) return { payment, changed: false };
  const updated = await updatePayment(tx, payment.id, { status: 'failed', failureReason: reason });
  await markBookingPaymentFailed(tx, payment.bookingId, `Payment ${payment.reference} failed: ${reason}`);
  // "Payment failed" e-mail, once per payment attempt; dropped if the booking is paid by then.
  await enqueueMessage(tx, jobs, { kind: 'payment-failed', bookingId: payment.bookingId, key: payment.reference });
  return { payment: updated, changed: true };
}

async function markPaid(
  jobs: JobRunner,
  tx: Tx,
  { payment, outcome }: { payment: PaymentRow; outcome: ProviderOutcome },
): Promise<Settlement> {
  const updated = await updatePayment(tx, payment.id, {
    status: 'paid',
    paidAt: new Date(),
    providerTransactionId: outcome.transactionId,
    method: outcome.method ?? payment.method,
    failureReason: null,
  });
  const result = await markBookingPaid(tx, {
    jobs,
    bookingId: payment.bookingId,
    actor: SYSTEM_ACTOR,
    reason: `Paid through ${payment.provider}, reference ${payment.reference}`,
    paymentMethod: updated.method,
  });
  // Money that arrived after the booking was cancelled goes back in full, as a job in this
  // transaction (markBookingPaid has just set the refund status to pending).
  if (result && !result.alreadyPaid && result.booking.refundStatus === 'pending') {
    await enqueueRefund(jobs, tx, payment.bookingId);
  }
  // The confirmation e-mail (and the reminder) in the transaction that confirms the booking.
  if (result && !result.alreadyPaid && result.booking.status === 'confirmed') {
    // The credits applied become what this charge was made with (issue 27 §3).
    const credits = (payment.metadata as { creditsAppliedUSD?: number } | null)?.creditsAppliedUSD ?? 0;
    await matchCreditsToCharge(tx, payment.bookingId, { wantedUsdCents: majorToMinor(credits) });
    await enqueueBookingConfirmed(tx, jobs, { bookingId: payment.bookingId });
    // A flight change the airline already knows shows at once (issue 26 §3).
    await enqueueFlightCheck(jobs, tx, payment.bookingId);
  }
  return result?.alreadyPaid
    ? { payment: updated, changed: true, duplicate: true }
    : { payment: updated, changed: true };
}
