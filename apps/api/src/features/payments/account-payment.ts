/**
 * Confirming a booking on invoice terms (issue 39 item 3; ADR 363): no money is taken at booking.
 * In one transaction the booking is locked, the organisation's terms and credit limit decide
 * (invoicing `chargeOnAccount`, under the organisation's row lock, with its `service` ledger
 * entry), a `payments` row with provider `account` is written paid, and the booking is confirmed
 * through bookings' `markBookingPaid` like a card payment: officers assigned, the confirmation and
 * reminder enqueued, the flight checked. Its refund is a ledger credit (refund-worker.ts).
 */
import {
  CardRequiredMessages,
  type CardRequiredReason,
  OnAccountMessages,
  type OrganisationBookingPaymentAnswer,
} from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { type Actor, enqueueFlightCheck, markBookingPaid } from '../bookings/index';
import { chargeOnAccount } from '../invoicing/index';
import { enqueueBookingConfirmed } from '../messages/index';
import { findBookingForPayment, findPaidPaymentForBooking, insertPayment } from './payments.repository';

/** The reference of a booking's account payment: one per booking (payments.reference is unique). */
export const accountPaymentReference = (bookingReference: string) => `ACCOUNT-${bookingReference}`;

const ON_ACCOUNT: OrganisationBookingPaymentAnswer = {
  outcome: 'on_account',
  reason: null,
  message: OnAccountMessages.confirmed,
};

const cardRequired = (reason: CardRequiredReason): OrganisationBookingPaymentAnswer => ({
  outcome: 'card_required',
  reason,
  message: CardRequiredMessages[reason],
});

/**
 * Confirms `request.bookingId`, made for `request.organisationId`, on the organisation's account
 * when its terms allow; otherwise changes nothing and says why a card is needed. Safe to call
 * again: a booking already on account answers `on_account`.
 * @param request.actor who booked (the arranger), for the booking's history and the ledger.
 * @returns `on_account`, or `card_required` with the reason (card terms, an invoice overdue, over
 *   the credit limit, or the booking no longer payable: cancelled, expired, its hold ended).
 */
export function settleOnAccount(
  deps: { db: Db; jobs: JobRunner },
  request: { bookingId: string; organisationId: string; actor: Actor; now?: Date },
): Promise<OrganisationBookingPaymentAnswer> {
  const now = request.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const booking = await findBookingForPayment(tx, request.bookingId, true);
    if (!booking) return cardRequired('not_payable');
    if (booking.paymentStatus === 'paid') {
      const paid = await findPaidPaymentForBooking(tx, booking.id);
      return paid?.provider === 'account'
        ? ON_ACCOUNT
        : { outcome: 'card_required', reason: null, message: OnAccountMessages.paidByCard };
    }
    const holdEnded = booking.holdExpiresAt !== null && booking.holdExpiresAt <= now;
    if (booking.status !== 'pending' || booking.paymentStatus === 'refunded' || holdEnded) {
      return cardRequired('not_payable');
    }
    const charge = await chargeOnAccount(tx, {
      organisationId: request.organisationId,
      bookingId: booking.id,
      reference: booking.reference,
      amountNgnKobo: booking.totalNgnKobo,
      actorUserId: request.actor.userId,
      now,
    });
    if (!charge.ok) return cardRequired(charge.reason);
    await insertPayment(tx, {
      bookingId: booking.id,
      userId: booking.userId,
      provider: 'account',
      reference: accountPaymentReference(booking.reference),
      amountMinor: booking.totalNgnKobo,
      currency: 'NGN',
      status: 'paid',
      paidAt: now,
      metadata: { organisationId: request.organisationId },
    });
    const paid = await markBookingPaid(tx, {
      jobs: deps.jobs,
      bookingId: booking.id,
      actor: request.actor,
      reason: 'Confirmed on account (invoice terms)',
      paymentMethod: 'account',
      now,
    });
    if (paid && !paid.alreadyPaid && paid.booking.status === 'confirmed') {
      await enqueueBookingConfirmed(tx, deps.jobs, { bookingId: booking.id, now });
      // A flight change the airline already knows shows at once (issue 26 §3).
      await enqueueFlightCheck(deps.jobs, tx, booking.id);
    }
    return ON_ACCOUNT;
  });
}
