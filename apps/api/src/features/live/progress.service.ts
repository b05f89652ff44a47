/**
 * The officer moves a service through its milestones (issue 17 §2, §3): check-in, the meeting
 * code that proves the officer is the one booked, immigration, baggage or check-in and security,
 * completion, or a no-show once the wait is over. Each milestone is a booking event and a live
 * event written in the same transaction.
 */
import {
  ErrorCode,
  MEETING_CODE_MAX_FAILURES,
  type Milestone,
  nextMilestone,
  noShowAllowedFrom,
  type Role,
  type ServiceProgress,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { bookingEvents } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { applyTransition } from '../bookings/index';
import { earnForCompletion } from '../credits/index';
import { enqueueMessage } from '../messages/index';
import {
  findCodeCheck,
  findServiceBooking,
  findUserName,
  insertMilestone,
  isAssigned,
  type ServiceBooking,
  saveCodeCheck,
  selectMilestones,
} from './live.repository';

/** The signed-in staff member acting on a service. */
export interface StaffCaller {
  userId: string;
  role: Role;
}

/**
 * The booking, when the caller may run its service: its assigned officer, or a dispatcher or
 * admin. @throws 404 for an unknown booking or an officer not assigned to it (nothing revealed).
 */
export async function serviceFor(db: Executor, caller: StaffCaller, bookingId: string, lock = false) {
  const booking = await findServiceBooking(db, bookingId, { lock });
  if (!booking) throw AppError.notFound();
  if (caller.role === 'officer' && !(await isAssigned(db, bookingId, caller.userId))) throw AppError.notFound();
  return booking;
}

/** Milestones reached, the next one, and the state of the meeting code. */
export async function getProgress(db: Executor, booking: ServiceBooking): Promise<ServiceProgress> {
  const reached = await selectMilestones(db, booking.id);
  const check = await findCodeCheck(db, booking.id);
  return {
    bookingId: booking.id,
    milestones: reached.map((r) => ({ milestone: r.milestone as Milestone, at: r.at.toISOString() })),
    next: nextMilestone(
      booking.serviceType,
      reached.map((r) => r.milestone as Milestone),
    ),
    codeLocked: check.lockedAt !== null,
    codeTriesLeft: Math.max(0, MEETING_CODE_MAX_FAILURES - check.failures),
    noShowFrom: noShowAllowedFrom(booking.serviceType, booking.meetingTime).toISOString(),
  };
}

async function reach(tx: Executor, booking: ServiceBooking, milestone: Milestone, caller: StaffCaller, at: Date) {
  if (!(await insertMilestone(tx, booking.id, milestone, caller.userId, at))) return false;
  await tx.insert(bookingEvents).values({
    bookingId: booking.id,
    field: 'milestone',
    fromValue: null,
    toValue: milestone,
    actorUserId: caller.userId,
    actorRole: caller.role,
    createdAt: at,
  });
  await recordLiveEvent(tx, booking.id, 'milestone', { milestone, at: at.toISOString() });
  return true;
}

function assertRunning(booking: ServiceBooking) {
  if (booking.status !== 'confirmed')
    throw AppError.conflict('This service is not running: the booking is not confirmed.');
}

/**
 * The officer enters the code the traveller tells them. A match records `met` (and check-in when
 * the officer skipped it); a miss counts, and the fifth miss locks the code.
 * @throws 422 MEETING_CODE_WRONG with the tries left; 409 MEETING_CODE_LOCKED once locked.
 */
export async function verifyMeetingCode(
  db: Db,
  caller: StaffCaller,
  bookingId: string,
  code: string,
  now = new Date(),
): Promise<ServiceProgress> {
  const outcome = await db.transaction(async (tx) => {
    const booking = await serviceFor(tx, caller, bookingId, true);
    assertRunning(booking);
    const check = await findCodeCheck(tx, bookingId);
    if (check.lockedAt) return { locked: true as const };
    if (booking.meetingCode !== code) {
      const failures = check.failures + 1;
      const lockedAt = failures >= MEETING_CODE_MAX_FAILURES ? now : null;
      await saveCodeCheck(tx, { ...check, failures, lockedAt });
      if (lockedAt) await recordLiveEvent(tx, bookingId, 'code_locked', {});
      return { wrong: MEETING_CODE_MAX_FAILURES - failures };
    }
    await saveCodeCheck(tx, { ...check, failures: 0, lockedAt: null, verifiedBy: caller.userId });
    await reach(tx, booking, 'checked_in', caller, now);
    await reach(tx, booking, 'met', caller, now);
    return { progress: await getProgress(tx, booking) };
  });
  if (outcome.progress) return outcome.progress;
  const left = outcome.wrong ?? 0;
  if (outcome.locked || left <= 0) {
    throw AppError.conflict(
      'The meeting code is locked after five wrong tries. Ask the dispatcher to unlock it.',
      ErrorCode.MEETING_CODE_LOCKED,
    );
  }
  throw new AppError(
    ErrorCode.MEETING_CODE_WRONG,
    `That code does not match. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    422,
  );
}

/** Dispatcher: clears the wrong tries so the officer can enter the code again. */
export async function unlockMeetingCode(db: Db, caller: StaffCaller, bookingId: string): Promise<ServiceProgress> {
  return db.transaction(async (tx) => {
    const booking = await serviceFor(tx, caller, bookingId, true);
    const check = await findCodeCheck(tx, bookingId);
    await saveCodeCheck(tx, { ...check, failures: 0, lockedAt: null });
    await recordLiveEvent(tx, bookingId, 'code_unlocked', {});
    return getProgress(tx, booking);
  });
}

/**
 * Records the next milestone. `met` comes only from the meeting code; `no_show` only before the
 * traveller was met and from the meeting time + 60 min (arrival) or + 30 min (departure);
 * `completed` also completes the booking and, in the same transaction, earns the traveller their
 * loyalty credits and enqueues the completion e-mail that says so (issue 27 §2, §4).
 * @throws 409 when the milestone is not the next one or the no-show comes too early.
 */
export async function recordMilestone(
  { db, jobs }: { db: Db; jobs: JobRunner },
  caller: StaffCaller,
  bookingId: string,
  milestone: Milestone,
  now = new Date(),
): Promise<ServiceProgress> {
  return db.transaction(async (tx) => {
    const booking = await serviceFor(tx, caller, bookingId, true);
    assertRunning(booking);
    const reached = (await selectMilestones(tx, bookingId)).map((r) => r.milestone as Milestone);
    if (milestone === 'met') throw AppError.conflict('Enter the meeting code to record that you have met.');
    if (milestone === 'no_show') {
      if (reached.includes('met')) throw AppError.conflict('The traveller was met: this is not a no-show.');
      const from = noShowAllowedFrom(booking.serviceType, booking.meetingTime);
      if (now < from) throw AppError.conflict('A no-show can be recorded only once the waiting time is over.');
    } else if (nextMilestone(booking.serviceType, reached) !== milestone) {
      throw AppError.conflict('That is not the next step of this service.');
    }
    await reach(tx, booking, milestone, caller, now);
    if (milestone === 'completed') {
      const actor = { userId: caller.userId, role: caller.role };
      await applyTransition(tx, { bookingId, field: 'status', from: 'confirmed', to: 'completed', actor });
      const earnedUsdCents = await earnForCompletion(tx, bookingId, now);
      await enqueueMessage(tx, jobs, { kind: 'service-completed', bookingId, payload: { earnedUsdCents } });
    }
    return getProgress(tx, booking);
  });
}

/** The verifying officer's name once the code matched, else null (the traveller's "Verified"). */
export async function verifiedOfficerName(db: Executor, bookingId: string): Promise<string | null> {
  const check = await findCodeCheck(db, bookingId);
  return check.verifiedBy ? findUserName(db, check.verifiedBy) : null;
}
