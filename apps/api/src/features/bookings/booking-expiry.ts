/**
 * Holds and expiry (issue 15 §5). A new booking holds its officers until `hold_expires_at`
 * (BOOKING_HOLD_MINUTES after it was made); its `expire-booking` job, enqueued in the create
 * transaction and keyed by the booking id, starts then. The job re-reads the booking: still
 * pending, unpaid and past its hold, it becomes `expired` (a booking event by the system) and
 * its officers are released. Capacity ignores a passed hold even before the job runs
 * (operations/capacity `liveBooking`), so a late job never oversells.
 */
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { releaseCredits } from '../credits/index';
import { enqueueMessage } from '../messages/index';
import { releaseBookingOfficers } from '../operations/index';
import { applyTransition, SYSTEM_ACTOR } from './booking-status';
import { lockBookingHold } from './bookings.repository';

export const EXPIRE_QUEUE = 'expire-booking';
const EXPIRED_REASON = 'Not paid before the hold ended';

/** True when an unpaid booking's hold has passed at `now` (a booking with no hold never lapses). */
export function holdHasPassed(
  b: { status: string; paymentStatus: string; holdExpiresAt: Date | null },
  now: Date,
): boolean {
  return b.status === 'pending' && b.paymentStatus !== 'paid' && b.holdExpiresAt !== null && b.holdExpiresAt <= now;
}

/**
 * Expires the booking inside `tx` when its hold has passed: status pending -> expired, officers
 * released, loyalty credits reserved for it given back (issue 27 §3). The booking row must not be locked by the caller yet (this locks it).
 * @returns true when it expired now.
 */
export async function expireIfLapsed(tx: Tx, bookingId: string, now: Date): Promise<boolean> {
  const booking = await lockBookingHold(tx, bookingId);
  if (!booking || !holdHasPassed(booking, now)) return false;
  await applyTransition(tx, {
    bookingId,
    field: 'status',
    from: 'pending',
    to: 'expired',
    actor: SYSTEM_ACTOR,
    reason: EXPIRED_REASON,
  });
  await releaseBookingOfficers(tx, bookingId, SYSTEM_ACTOR, EXPIRED_REASON);
  await releaseCredits(tx, bookingId, 'hold-expired', now);
  return true;
}

/**
 * The job's work: expire the booking if it is still pending and unpaid and its hold has passed,
 * and tell the traveller, with a way to book again (the `booking-expired` e-mail, issue 26 §6).
 * Safe to run again. Run early (another process's clock), it enqueues itself again for the
 * hold's end, in the same transaction.
 * @returns true when the booking expired now.
 */
export function expireBooking(deps: { db: Db; jobs: JobRunner }, bookingId: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    if (await expireIfLapsed(tx, bookingId, now)) {
      await enqueueMessage(tx, deps.jobs, { kind: 'booking-expired', bookingId });
      return true;
    }
    const booking = await lockBookingHold(tx, bookingId);
    if (booking?.status === 'pending' && booking.paymentStatus !== 'paid' && booking.holdExpiresAt) {
      const startAfter = booking.holdExpiresAt;
      await deps.jobs.enqueue(tx, EXPIRE_QUEUE, { bookingId }, { singletonKey: bookingId, startAfter });
    }
    return false;
  });
}

/** Declares the expiry queue and its handler. */
export function registerExpiryJob(deps: { db: Db; jobs: JobRunner }): void {
  deps.jobs.register(
    EXPIRE_QUEUE,
    async (job) => {
      await expireBooking(deps, job.data.bookingId);
    },
    // One short transaction: an attempt still running after 30 s had its process die.
    { expireInSeconds: 30 },
  );
}
