/**
 * Confirming a booking from a payment the payments feature verified (issue: bookings,
 * "complete-payment"), in one transaction that first locks the booking row.
 */

import { AppError } from '../../lib/errors';
import type { Caller } from './booking-access';
import { toBookingDto } from './booking-dto';
import { markBookingPaid } from './booking-payment-state';
import { type BookingChange, type BookingUpdateDeps, lockVisible, paymentNotVerified } from './booking-updates.service';
import { hasPaidPayment } from './bookings.repository';

/**
 * POST /bookings/:id/complete-payment: settles the booking from a payment the payments feature
 * has verified with the provider. Marks it paid and confirms a pending booking. Calling it again
 * changes nothing and answers the same.
 * @throws AppError 404 not visible; 409 PAYMENT_NOT_VERIFIED when no paid payment with this
 *   reference exists for the booking; 409 CONFLICT when the booking is cancelled.
 */
export function completePayment(
  { db, jobs }: BookingUpdateDeps,
  { caller, bookingId, reference }: { caller: Caller; bookingId: string; reference: string },
): Promise<BookingChange> {
  return db.transaction(async (tx) => {
    const view = await lockVisible(tx, caller, bookingId);
    if (!(await hasPaidPayment(tx, view.id, reference))) {
      throw paymentNotVerified('No verified payment with this reference was found for this booking.');
    }
    if (view.status === 'cancelled' || view.status === 'expired') {
      throw AppError.conflict(`This booking was ${view.status}, so it cannot be confirmed.`);
    }
    const result = await markBookingPaid(tx, {
      jobs,
      bookingId: view.id,
      actor: caller,
      reason: `payment ${reference}`,
      // Settlement has confirmed it already in all but a race; the channel is the payment's.
      paymentMethod: null,
    });
    const state = result?.booking ?? view;
    const { paymentStatus, status, refundStatus } = state;
    return {
      booking: toBookingDto({ ...view, paymentStatus, status, refundStatus }),
      message: 'Payment confirmed.',
    };
  });
}
