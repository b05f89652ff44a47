/**
 * Refund outcomes, shared by the refund worker and the providers' refund webhooks
 * (Paystack `refund.processed` / `refund.failed`, Stripe `charge.refunded`).
 *
 * A processed refund marks the payment refunded, moves the booking's payment status
 * paid -> refunded and its refund status to processed; each runs once (idempotent).
 */
import type { Executor } from '../../db/client';
import { applyTransition, SYSTEM_ACTOR } from '../bookings/booking-status';
import { type LockedBooking, lockBooking, lockPaymentByReference, updatePayment } from './payments.repository';

/**
 * Records that the provider returned the money for the payment with `paymentReference`.
 * @returns false when nothing changed (unknown reference, not paid, or already refunded).
 */
export async function completeRefund(tx: Executor, paymentReference: string, note: string): Promise<boolean> {
  const payment = await lockPaymentByReference(tx, paymentReference);
  if (payment?.status !== 'paid') return false;
  await updatePayment(tx, payment.id, { status: 'refunded', refundedAt: new Date() });
  const booking = await lockBooking(tx, payment.bookingId);
  if (!booking) return true;
  if (booking.paymentStatus === 'paid') {
    await applyTransition(tx, {
      bookingId: booking.id,
      field: 'payment_status',
      from: 'paid',
      to: 'refunded',
      actor: SYSTEM_ACTOR,
      reason: note,
    });
  }
  await moveRefundStatusTo(tx, booking, 'processed', note);
  return true;
}

/**
 * Records that the provider could not return the money. The booking shows refund status failed.
 * @returns false when nothing changed.
 */
export async function failRefund(tx: Executor, bookingId: string, reason: string): Promise<boolean> {
  const booking = await lockBooking(tx, bookingId);
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

/** Walks the refund status to `processed` through legal moves only (none|failed -> pending first). */
async function moveRefundStatusTo(tx: Executor, booking: LockedBooking, to: 'processed', reason: string) {
  let from = booking.refundStatus;
  if (from === to) return;
  if (from === null || from === 'failed') {
    await applyTransition(tx, {
      bookingId: booking.id,
      field: 'refund_status',
      from,
      to: 'pending',
      actor: SYSTEM_ACTOR,
      reason,
    });
    from = 'pending';
  }
  await applyTransition(tx, { bookingId: booking.id, field: 'refund_status', from, to, actor: SYSTEM_ACTOR, reason });
}
