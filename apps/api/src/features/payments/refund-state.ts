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
 * `refund.note` goes on the booking. The "refund completed" e-mail and the booking's
 * `booking.refunded` domain event (issue 40 item 3) are written in the same transaction
 * (issue 16 §3).
 * @returns false when nothing changed (unknown reference, not paid, or already refunded).
 */
export async function completeRefund(
  tx: Executor,
  paymentReference: string,
  refund: { note: string; jobs: JobRunner },
): Promise<boolean> {
  const { note, jobs } = refund;
  const payment = await lockPaymentByReference(tx, paymentReference);
  if (payment?.status !== 'paid') return false;
  await updatePayment(tx, payment.id, { status: 'refunded', refundedAt: new Date() });
  // Naira only, as the booking's money story counts refunds (db/booking-money.ts): a USD charge is 0 kobo.
  const amountKobo = payment.currency === 'NGN' ? payment.amountMinor : 0;
  await markBookingRefunded(tx, { jobs, bookingId: payment.bookingId, note, amountKobo });
  await recordLiveEvent(tx, { bookingId: payment.bookingId, type: 'refunded' });
  await enqueueMessage(tx, jobs, { kind: 'refund-completed', bookingId: payment.bookingId });
  return true;
}

/**
 * Records that the provider could not return the money. The booking shows refund status failed.
 * @returns false when nothing changed.
 */
export function failRefund(tx: Executor, bookingId: string, reason: string): Promise<boolean> {
  return markBookingRefundFailed(tx, bookingId, reason);
}
