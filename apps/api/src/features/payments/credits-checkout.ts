/**
 * Loyalty credits at checkout (issue 27 §3, §5). The client sends only its wish (`useCredits`);
 * here, in one transaction that locks the booking and then the traveller's credits, the server
 * reserves what applies (contracts `creditSplit`: up to the total, leaving at least Paystack's
 * minimum charge when money remains) or gives a reservation back. When credits cover the whole
 * total the booking is paid and confirmed at once, with no provider call and no payment method,
 * and the confirmation e-mail is enqueued in that transaction (issue 37).
 */
import { type CreditSplit, Messages } from '@fasttrack/contracts';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { enqueueFlightCheck, markBookingPaid } from '../bookings/index';
import { reserveForCheckout } from '../credits/index';
import { enqueueBookingConfirmed } from '../messages/index';
import { getPayableBooking } from './payments.service';

/**
 * Applies the wish to the booking `userId` wants to pay.
 * @param input.hasMethod whether a payment method came with the wish: without one, money left to
 *   charge is refused and the reservation rolled back, so the request changes nothing.
 * @returns the split to charge; `moneyUsdCents` 0 means the booking is now paid and confirmed.
 * @throws AppError 404 / 409 as `getPayableBooking`; 400 'Please select a payment method'.
 */
export function applyCreditsWish(
  deps: { db: Db; jobs: JobRunner },
  input: { userId: string; bookingId: string; useCredits: boolean; hasMethod: boolean },
  now = new Date(),
): Promise<CreditSplit> {
  return deps.db.transaction(async (tx) => {
    const booking = await getPayableBooking(tx, { userId: input.userId, bookingId: input.bookingId, now, lock: true });
    const split = await reserveForCheckout(tx, booking, { use: input.useCredits, now });
    if (split.moneyUsdCents > 0) {
      if (!input.hasMethod) throw AppError.badRequest(Messages.paymentMethodRequired);
      return split;
    }
    const paid = await markBookingPaid(tx, {
      jobs: deps.jobs,
      bookingId: booking.id,
      actor: { userId: input.userId, role: 'customer' },
      reason: 'Paid with loyalty credits',
      paymentMethod: 'credits',
      now,
    });
    if (paid && !paid.alreadyPaid && paid.booking.status === 'confirmed') {
      await enqueueBookingConfirmed(tx, deps.jobs, { bookingId: booking.id, now });
      // A flight change the airline already knows shows at once (issue 26 §3).
      await enqueueFlightCheck(deps.jobs, tx, booking.id);
    }
    return split;
  });
}
