/**
 * How a payment attempt reads on /payments (issue 19 §3, issue 37): only real charges read as
 * charges. Paystack names the outcomes: an attempt ends paid, failed (with the bank's reason) or
 * abandoned (unpaid for PAYMENT_ABANDON_MINUTES); until then it awaits payment, unless the
 * booking no longer waits for money (paid another way, cancelled or expired): then it was not used.
 */
import {
  PAYMENT_ABANDON_MINUTES,
  type PaymentHistoryEntry,
  type PaymentRecord,
  type PaymentStatus,
} from '@fasttrack/contracts';

/** The status label a person reads; "initialized" is the provider's word, not theirs. */
export const ATTEMPT_STATUS_LABELS: Record<PaymentStatus, string> = {
  initialized: 'Awaiting payment',
  pending: 'Awaiting confirmation',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  abandoned: 'Abandoned',
};

/** An attempt nobody will pay: opened, then the booking was paid another way or stopped waiting. */
export function attemptNotUsed(
  p: Pick<PaymentRecord, 'status'>,
  booking: Pick<PaymentHistoryEntry, 'bookingStatus' | 'paymentStatus'>,
): boolean {
  const stillWaiting =
    booking.bookingStatus === 'pending' && (booking.paymentStatus === 'pending' || booking.paymentStatus === 'failed');
  return p.status === 'initialized' && !stillWaiting;
}

/** The attempt's status label, in the booking's context. */
export function attemptStatusLabel(
  p: Pick<PaymentRecord, 'status'>,
  booking: Pick<PaymentHistoryEntry, 'bookingStatus' | 'paymentStatus'>,
): string {
  return attemptNotUsed(p, booking) ? 'Not used' : ATTEMPT_STATUS_LABELS[p.status];
}

/** What an attempt did with the traveller's money, in words. */
export function chargeNote(
  p: Pick<PaymentRecord, 'status' | 'failureReason'>,
  booking: Pick<PaymentHistoryEntry, 'bookingStatus' | 'paymentStatus'>,
): string {
  if (attemptNotUsed(p, booking)) return 'Not charged. Checkout opened and not used';
  switch (p.status) {
    case 'paid':
      return 'Charged';
    case 'refunded':
      return 'Charged, then refunded in full';
    case 'failed':
      return p.failureReason ? `Not charged. Reason: ${p.failureReason}` : 'Not charged';
    case 'abandoned':
      return `Not charged. Left unpaid for ${PAYMENT_ABANDON_MINUTES} minutes`;
    default:
      return 'Not charged yet';
  }
}
