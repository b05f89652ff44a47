/**
 * Refund outcomes, shared by the refund worker and the providers' refund webhooks
 * (Paystack `refund.processed` / `refund.failed`, Stripe `charge.refunded`).
 *
 * A processed refund marks the payment refunded, moves the booking's payment status
 * paid -> refunded and its refund status to processed, and tells the live pages (the board, the
 * booking page) with a `refunded` event; each runs once (idempotent).
 */
import type { Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { recordLiveEvent } from '../../lib/live-events';
import { markBookingRefunded, markBookingRefundFailed } from '../bookings/index';
import { enqueueMessage } from '../messages/index';
import { lockPaymentByReference, updatePayment } from './payments.repository';

/**
 * Records that the provider returned the money for the payment with `paymentReference`;
 * `refund.note` goes on the booking. With `refund.jobs`, the "refund completed" e-mail is enqueued
 * in the same transaction (issue 16 §3).
 * @returns false when nothing changed (unknown reference, not paid, or already refunded).
 */
export async function completeRefund(
  tx: Executor,
  paymentReference: string,
  refund: { note: string; jobs?: JobRunner | undefined },
): Promise<boolean> {
  const { note, jobs } = refund;
  const payment = await lockPaymentByReference(tx, paymentReference);
  if (payment?.status !== 'paid') return false;
  await updatePayment(tx, payment.id, { status: 'refunded', refundedAt: new Date() });
  await markBookingRefunded(tx, payment.bookingId, note);
  await recordLiveEvent(tx, { bookingId: payment.bookingId, type: 'refunded' });
  if (jobs) await enqueueMessage(tx, jobs, { kind: 'refund-completed', bookingId: payment.bookingId });
  return true;
}

/**
 * Records that the provider could not return the money. The booking shows refund status failed.
 * @returns false when nothing changed.
 */
export function failRefund(tx: Executor, bookingId: string, reason: string): Promise<boolean> {
  return markBookingRefundFailed(tx, bookingId, reason);
}
