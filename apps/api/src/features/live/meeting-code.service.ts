/**
 * The meeting code (issue 17 §2, issue 26 §1; ADR 260): the traveller tells the officer the
 * 4-digit code, which proves the officer is the one booked. A match records `met`; a miss counts,
 * and the fifth miss locks the code until a dispatcher unlocks it. A dispatcher who steps in
 * enters the code read to them on the phone through the same check (step-in.service.ts).
 */
import {
  CHECK_IN_FIRST_MESSAGE,
  ErrorCode,
  MEETING_CODE_MAX_FAILURES,
  nextMilestone,
  type ServiceProgress,
  serviceUnderWay,
} from '@fasttrack/contracts';
import type { Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { enqueueMessage } from '../messages/index';
import {
  findCodeCheck,
  findMilestoneByClientId,
  isClientIdTaken,
  type ServiceBooking,
  saveCodeCheck,
} from './live.repository';
import { reach } from './milestone-writes';
import { getProgress, type ProgressDeps, TAP_REUSED } from './progress.service';
import { type StaffCaller, serviceFor } from './service-access';
import { assertRunning, reachedOf } from './service-gates';

/** What one try of the code did: met, or a miss with the tries left, or refused as locked. */
export type CodeTry = { met: true } | { wrong: number } | { locked: true };

/**
 * One entry of the code: what was typed, and the id the officer's device gave it (issue 36 item
 * 4), so an entry queued offline and sent again after its answer was lost is decided once. Null
 * for an entry with no id (the desk's step-in).
 */
export interface CodeEntry {
  code: string;
  clientId?: string | null;
}

/**
 * One try of `attempt.entry`'s code for the running service `attempt.booking`, which the caller
 * holds locked in `tx`: a match records `met` (and enqueues "Verified" for the traveller); a miss
 * is counted, the fifth locks the code. A miss is written, so the caller commits before refusing
 * with {@link refuseCodeTry}. A replay of the last miss's client id answers the same miss without
 * counting it again.
 * @throws 409 CONFLICT before check-in, once met, or after the end (nothing counted).
 */
export async function tryMeetingCode(
  tx: Tx,
  { jobs, caller, now }: { jobs: JobRunner; caller: StaffCaller; now: Date },
  attempt: { booking: ServiceBooking; entry: CodeEntry },
): Promise<CodeTry> {
  const { booking, entry } = attempt;
  const { code, clientId = null } = entry;
  const reached = await reachedOf(tx, booking.id);
  if (nextMilestone(booking.serviceType, reached) === null) throw AppError.conflict('This service has already ended.');
  if (!serviceUnderWay(reached)) throw AppError.conflict(CHECK_IN_FIRST_MESSAGE);
  if (reached.includes('met')) throw AppError.conflict('The meeting code was already verified.');
  const check = await findCodeCheck(tx, booking.id);
  if (check.lockedAt) return { locked: true };
  if (booking.meetingCode !== code) {
    if (clientId && check.lastMissClientId === clientId) return { wrong: MEETING_CODE_MAX_FAILURES - check.failures };
    const failures = check.failures + 1;
    const lockedAt = failures >= MEETING_CODE_MAX_FAILURES ? now : null;
    await saveCodeCheck(tx, { ...check, failures, lockedAt, lastMissClientId: clientId });
    if (lockedAt) await recordLiveEvent(tx, { bookingId: booking.id, type: 'code_locked' });
    return { wrong: MEETING_CODE_MAX_FAILURES - failures };
  }
  await saveCodeCheck(tx, { ...check, failures: 0, lockedAt: null, verifiedBy: caller.userId });
  await reach(tx, { booking, milestone: 'met', caller, at: now, clientId });
  // "Verified" on the traveller's phone (issue 28 §4).
  await enqueueMessage(tx, jobs, { kind: 'meeting-code-verified', bookingId: booking.id });
  return { met: true };
}

/**
 * The refusal of a try that did not match, after its transaction committed.
 * @throws 422 MEETING_CODE_WRONG with the tries left; 409 MEETING_CODE_LOCKED once locked.
 */
export function refuseCodeTry(outcome: Exclude<CodeTry, { met: true }>): never {
  const left = 'wrong' in outcome ? outcome.wrong : 0;
  if (left <= 0) {
    throw AppError.conflict(
      'The meeting code is locked after five wrong tries. Ask the dispatcher to unlock it.',
      ErrorCode.MEETING_CODE_LOCKED,
    );
  }
  throw new AppError(
    ErrorCode.MEETING_CODE_WRONG,
    `That code does not match. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    { statusCode: 422 },
  );
}

/**
 * The officer (`caller`) enters the code the traveller tells them (`entry`) for `bookingId`, once
 * checked in (issue 26 §1); `now` defaults to the current time. A replay of the entry that
 * matched (same client id) answers the progress and writes nothing.
 * @throws 422 MEETING_CODE_WRONG with the tries left; 409 MEETING_CODE_LOCKED once locked;
 *   409 CONFLICT before check-in, once met, after the end (nothing counted), or for a client id
 *   already used for another step.
 */
export async function verifyMeetingCode(
  { db, config, jobs }: Pick<ProgressDeps, 'db' | 'config' | 'jobs'>,
  attempt: { caller: StaffCaller; bookingId: string; entry: CodeEntry; now?: Date },
): Promise<ServiceProgress> {
  const { caller, bookingId, entry, now = new Date() } = attempt;
  const outcome = await db
    .transaction(async (tx) => {
      const booking = await serviceFor(tx, { caller, bookingId, lock: true });
      const earlier = entry.clientId ? await findMilestoneByClientId(tx, entry.clientId) : null;
      if (earlier) {
        if (earlier.bookingId !== booking.id || earlier.milestone !== 'met') throw AppError.conflict(TAP_REUSED);
        return { refused: null, progress: await getProgress(tx, booking, config.checkInWindowMinutes) };
      }
      assertRunning(booking);
      const tried = await tryMeetingCode(tx, { jobs, caller, now }, { booking, entry });
      if (!('met' in tried)) return { refused: tried };
      return { refused: null, progress: await getProgress(tx, booking, config.checkInWindowMinutes) };
    })
    .catch((err: unknown) => {
      // The same id sent for another booking at the same moment: the unique index decides.
      throw isClientIdTaken(err) ? AppError.conflict(TAP_REUSED) : err;
    });
  if (outcome.refused) return refuseCodeTry(outcome.refused);
  return outcome.progress;
}

/** Dispatcher: clears the wrong tries so the officer can enter the code again. */
export async function unlockMeetingCode(
  { db, config }: Pick<ProgressDeps, 'db' | 'config'>,
  caller: StaffCaller,
  bookingId: string,
): Promise<ServiceProgress> {
  return db.transaction(async (tx) => {
    const booking = await serviceFor(tx, { caller, bookingId, lock: true });
    const check = await findCodeCheck(tx, bookingId);
    await saveCodeCheck(tx, { ...check, failures: 0, lockedAt: null });
    await recordLiveEvent(tx, { bookingId, type: 'code_unlocked' });
    return getProgress(tx, booking, config.checkInWindowMinutes);
  });
}
