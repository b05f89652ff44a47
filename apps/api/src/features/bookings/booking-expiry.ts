/**
 * Holds and expiry (issue 15 §5). A new booking holds its officers until `hold_expires_at`
 * (BOOKING_HOLD_MINUTES after it was made), written in the create transaction. Capacity ignores
 * a passed hold at once (operations/capacity `liveBooking`), so nothing waits on the expiry to
 * free an officer. pg-boss's cron sends one `hold-expiry-round` job a minute across every process
 * (ADR 216); the round expires each booking still pending and unpaid past its hold, one
 * transaction each: status `expired` (a booking event by the system), officers released, credits
 * given back, and the `booking-expired` e-mail through the outbox. Jobs of the `expire-booking`
 * queue, one per booking, came before the round; the queue still works the ones left.
 */
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { releaseCredits } from '../credits/index';
import { enqueueMessage } from '../messages/index';
import { releaseBookingOfficers } from '../operations/index';
import { SYSTEM_ACTOR } from './booking-history';
import { applyTransition } from './booking-status';
import { lockBookingHold, selectLapsedHolds } from './bookings.repository';

export const EXPIRE_QUEUE = 'expire-booking';
const ROUND_QUEUE = 'hold-expiry-round';
const EVERY_MINUTE = '* * * * *';
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
export async function expireIfLapsed(
  tx: Tx,
  { jobs, bookingId, now }: { jobs: JobRunner; bookingId: string; now: Date },
): Promise<boolean> {
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
  await releaseBookingOfficers(tx, { jobs, bookingId, actor: SYSTEM_ACTOR, reason: EXPIRED_REASON });
  await releaseCredits(tx, bookingId, { cause: 'hold-expired', now });
  return true;
}

/**
 * Expires the booking if it is still pending and unpaid and its hold has passed at `now`, and
 * tells the traveller, with a way to book again (the `booking-expired` e-mail, issue 26 §6), in
 * one transaction. Safe to run again.
 * @returns true when the booking expired now.
 */
export function expireBooking(deps: { db: Db; jobs: JobRunner }, bookingId: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    if (!(await expireIfLapsed(tx, { jobs: deps.jobs, bookingId, now }))) return false;
    await enqueueMessage(tx, deps.jobs, { kind: 'booking-expired', bookingId });
    return true;
  });
}

/**
 * One round: expires every booking whose hold has passed at `now` and is still pending and
 * unpaid, oldest hold first, at most {@link selectLapsedHolds}' batch (the next round takes the
 * rest). A booking paid or cancelled meanwhile is skipped.
 * @returns ids of the bookings expired.
 */
export async function runHoldExpiryRound(deps: { db: Db; jobs: JobRunner }, now = new Date()): Promise<string[]> {
  const expired: string[] = [];
  for (const id of await selectLapsedHolds(deps.db, now)) {
    if (await expireBooking(deps, id, now)) expired.push(id);
  }
  return expired;
}

/** Declares the every-minute hold-expiry round, and the per-booking queue for its jobs left. */
export function registerExpiryJob(deps: { db: Db; jobs: JobRunner }): void {
  deps.jobs.register(
    EXPIRE_QUEUE,
    async (job) => {
      await expireBooking(deps, job.data.bookingId);
    },
    // One short transaction: an attempt still running after 30 s had its process die.
    { expireInSeconds: 30 },
  );
  deps.jobs.register(
    ROUND_QUEUE,
    async () => {
      await runHoldExpiryRound(deps);
    },
    // A round that fails is simply replaced by the next minute's.
    { policy: 'stately', retryLimit: 0, expireInSeconds: 120 },
  );
  deps.jobs.schedule(ROUND_QUEUE, { cron: EVERY_MINUTE, data: {} });
}
