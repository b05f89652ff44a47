/**
 * The booking side of payments and refunds (issue 13 item 3: one `markBookingPaid`). The payments
 * feature settles a payment and then calls these, inside its own transaction, so the booking's
 * status fields change only here and only through applyTransition (booking-status.ts), which
 * audits each move. Every function locks the booking row first and is safe to run twice.
 */
import type { BookingPaymentStatus, BookingStatus, RefundStatus } from '@fasttrack/contracts';
import type { Executor, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { releaseCredits, reverseEarnings } from '../credits/index';
import { assignOnPayment } from '../operations/index';
import { expireIfLapsed } from './booking-expiry';
import { type Actor, SYSTEM_ACTOR } from './booking-history';
import { applyTransition } from './booking-status';
import { clearHold, lockBookingState } from './bookings.repository';

/** A booking's three state fields, as they are after a change. */
export interface BookingPaymentState {
  id: string;
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  refundStatus: RefundStatus | null;
}

/** What `markBookingPaid` did. */
export interface MarkPaidResult {
  booking: BookingPaymentState;
  /** The booking was already paid (or refunded) before; at most a pending booking was confirmed. */
  alreadyPaid: boolean;
}

/**
 * Marks a booking paid: payment status pending|failed -> paid; a pending, paid booking is
 * confirmed, its hold ends and its officers are assigned (operations `assignOnPayment`: held
 * officers still free stay, others are picked; too few leaves it "Needs officer"). Money for a
 * booking that was cancelled, or expired (its hold passed unpaid, issue 15 §5; a booking found
 * past its hold is expired here first), is not applied: refund status becomes pending so the
 * money goes back in full. Used by settlement (provider verify and webhooks) and complete-payment.
 * @param change.actor, change.reason written to the booking's history; `jobs` for what the
 *   assignment records (operations' domain events).
 * @returns null when the booking does not exist; `alreadyPaid` when it was paid or refunded already
 *   (a second payment for a paid booking needs a manual refund, so no refund is queued).
 * @throws AppError 409 when a concurrent writer changed the booking (applyTransition).
 */
export async function markBookingPaid(
  tx: Tx,
  change: { jobs: JobRunner; bookingId: string; actor: Actor; reason: string; now?: Date },
): Promise<MarkPaidResult | null> {
  const { jobs, bookingId } = change;
  const now = change.now ?? new Date();
  await expireIfLapsed(tx, { jobs, bookingId, now });
  const booking = await lockBookingState(tx, bookingId);
  if (!booking) return null;
  const base = { bookingId, actor: change.actor, reason: change.reason };
  const after: BookingPaymentState = { ...booking };
  const alreadyPaid = booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded';
  if (!alreadyPaid) {
    await applyTransition(tx, { ...base, field: 'payment_status', from: booking.paymentStatus, to: 'paid' });
    after.paymentStatus = 'paid';
  }
  if (booking.status === 'pending' && after.paymentStatus === 'paid') {
    await applyTransition(tx, { ...base, field: 'status', from: 'pending', to: 'confirmed' });
    after.status = 'confirmed';
    await clearHold(tx, bookingId);
    // The system picks the officers, whoever reported the payment.
    await assignOnPayment(tx, { jobs, bookingId, actor: SYSTEM_ACTOR, now });
  } else if (
    !alreadyPaid &&
    (booking.status === 'cancelled' || booking.status === 'expired') &&
    booking.refundStatus === null
  ) {
    await applyTransition(tx, {
      ...base,
      field: 'refund_status',
      from: null,
      to: 'pending',
      reason: `Paid after the booking was ${booking.status}`,
    });
    after.refundStatus = 'pending';
  }
  return { booking: after, alreadyPaid };
}

/**
 * A failed payment attempt: payment status pending -> failed (any other state stays), and the
 * loyalty credits it reserved are given back (issue 27 §3).
 */
export async function markBookingPaymentFailed(tx: Executor, bookingId: string, reason: string): Promise<void> {
  const booking = await lockBookingState(tx, bookingId);
  if (booking?.paymentStatus !== 'pending') return;
  await releaseCredits(tx, bookingId, { cause: 'payment-failed' });
  await applyTransition(tx, {
    bookingId,
    field: 'payment_status',
    from: 'pending',
    to: 'failed',
    actor: SYSTEM_ACTOR,
    reason,
  });
}

/**
 * The provider returned the money: payment status paid -> refunded and refund status walked to
 * processed through legal moves only (none|failed -> pending first); credits the booking earned
 * are taken back (a refund after completion; issue 27 §2). Missing booking: no-op.
 */
export async function markBookingRefunded(tx: Executor, bookingId: string, note: string): Promise<void> {
  const booking = await lockBookingState(tx, bookingId);
  if (!booking) return;
  await reverseEarnings(tx, bookingId);
  const base = { bookingId, actor: SYSTEM_ACTOR, reason: note };
  if (booking.paymentStatus === 'paid') {
    await applyTransition(tx, { ...base, field: 'payment_status', from: 'paid', to: 'refunded' });
  }
  let from = booking.refundStatus;
  if (from === 'processed') return;
  if (from === null || from === 'failed') {
    await applyTransition(tx, { ...base, field: 'refund_status', from, to: 'pending' });
    from = 'pending';
  }
  await applyTransition(tx, { ...base, field: 'refund_status', from, to: 'processed' });
}

/**
 * The provider could not return the money: refund status pending|processing -> failed.
 * @returns false when nothing changed.
 */
export async function markBookingRefundFailed(tx: Executor, bookingId: string, reason: string): Promise<boolean> {
  const booking = await lockBookingState(tx, bookingId);
  if (!booking || (booking.refundStatus !== 'pending' && booking.refundStatus !== 'processing')) return false;
  await applyTransition(tx, {
    bookingId,
    field: 'refund_status',
    from: booking.refundStatus,
    to: 'failed',
    actor: SYSTEM_ACTOR,
    reason,
  });
  return true;
}
