/**
 * The booking side of payments and refunds (issue 13 item 3: one `markBookingPaid`). The payments
 * feature settles a payment and then calls these, inside its own transaction, so the booking's
 * status fields change only here and only through applyTransition (booking-status.ts), which
 * audits each move. Every function locks the booking row first and is safe to run twice.
 */
import type { BookingPaymentStatus, BookingStatus, RefundStatus } from '@fasttrack/contracts';
import type { Executor, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
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
 * The move to confirmed records the domain event `booking.confirmed` { organisationId, reference,
 * paymentMethod } in `tx` (issue 40 item 3): only the transaction that changed the status does, so
 * a payment verified twice confirms once.
 * @param change.actor, change.reason written to the booking's history; `jobs` for what the
 *   assignment records (operations' domain events) and for the event.
 * @param change.paymentMethod how it was paid, for the event: `card` or `bank` (the provider's
 *   channel), `account` (invoice terms), `credits` (loyalty credits cover it), null when unknown.
 * @returns null when the booking does not exist; `alreadyPaid` when it was paid or refunded already
 *   (a second payment for a paid booking needs a manual refund, so no refund is queued).
 * @throws AppError 409 when a concurrent writer changed the booking (applyTransition).
 */
export async function markBookingPaid(
  tx: Tx,
  change: {
    jobs: JobRunner;
    bookingId: string;
    actor: Actor;
    reason: string;
    paymentMethod: string | null;
    now?: Date;
  },
): Promise<MarkPaidResult | null> {
  const { jobs, bookingId } = change;
  const now = change.now ?? new Date();
  await expireIfLapsed(tx, { jobs, bookingId, now });
  const booking = await lockBookingState(tx, bookingId);
  if (!booking) return null;
  const base = { bookingId, actor: change.actor, reason: change.reason };
  const { id, status, paymentStatus, refundStatus } = booking;
  const after: BookingPaymentState = { id, status, paymentStatus, refundStatus };
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
    await recordDomainEvent(tx, jobs, {
      type: 'booking.confirmed',
      aggregateId: bookingId,
      payload: {
        organisationId: booking.organisationId,
        reference: booking.reference,
        paymentMethod: change.paymentMethod,
      },
      actor: change.actor,
      at: now,
    });
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
 * are taken back (a refund after completion; issue 27 §2). Missing booking or a refund already
 * processed: no-op. The move to processed records the domain event `booking.refunded`
 * { organisationId, reference, amountKobo, refundStatus } in `tx` (issue 40 item 3).
 * @param refund.note written to the booking's history; `amountKobo` the money this refund
 *   returned, in kobo (0 when only credits came back); `jobs` for the event.
 */
export async function markBookingRefunded(
  tx: Executor,
  refund: { jobs: JobRunner; bookingId: string; note: string; amountKobo: number },
): Promise<void> {
  const { bookingId, note } = refund;
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
  await recordDomainEvent(tx, refund.jobs, {
    type: 'booking.refunded',
    aggregateId: bookingId,
    payload: {
      organisationId: booking.organisationId,
      reference: booking.reference,
      amountKobo: refund.amountKobo,
      refundStatus: 'processed',
    },
    actor: SYSTEM_ACTOR,
  });
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
