/**
 * The desk steps in on a service under way (issue 36 item 3; ADR 322). Once the officer has
 * checked in nobody reassigns the service; when the officer cannot tap (a flat phone, no signal
 * in the baggage hall) they call the desk, and a dispatcher or admin records the next step for
 * them, with a reason. The steps keep their order; `met` still needs the meeting code, read to
 * the dispatcher on the phone, through the officer's own check (tries counted, five lock it).
 * Each step is the officer's milestone (its history row names the dispatcher) and a staff audit
 * row `service.stepped_in` with the step and the reason, in one transaction.
 */
import {
  type ServiceProgress,
  STEP_IN_BEFORE_CHECK_IN_MESSAGE,
  type StepInRequest,
  serviceUnderWay,
} from '@fasttrack/contracts';
import { AppError } from '../../lib/errors';
import { recordStaffAudit } from '../operations/index';
import { refuseCodeTry, tryMeetingCode } from './meeting-code.service';
import { reachMilestone } from './milestone-writes';
import { getProgress, type ProgressDeps } from './progress.service';
import { type StaffCaller, serviceFor } from './service-access';
import { assertGates, assertRunning, reachedOf } from './service-gates';

/**
 * A dispatcher or admin (`caller`) records `input.milestone` for the officer of the service
 * `bookingId` under way, at `now` (defaults to the current time).
 * @throws 404 unknown booking; 409 not running, before check-in
 *   (STEP_IN_BEFORE_CHECK_IN_MESSAGE), out of order or ended; for `met`, 422 MEETING_CODE_WRONG
 *   or 409 MEETING_CODE_LOCKED as the officer would get them.
 */
export async function stepIn(
  deps: ProgressDeps,
  step: { caller: StaffCaller; bookingId: string; input: StepInRequest; now?: Date },
): Promise<ServiceProgress> {
  const { caller, bookingId, input, now = new Date() } = step;
  const window = deps.config.checkInWindowMinutes;
  const outcome = await deps.db.transaction(async (tx) => {
    const booking = await serviceFor(tx, { caller, bookingId, lock: true });
    assertRunning(booking);
    const reached = await reachedOf(tx, bookingId);
    if (!serviceUnderWay(reached)) throw AppError.conflict(STEP_IN_BEFORE_CHECK_IN_MESSAGE);
    const { milestone, reason } = input;
    if (milestone === 'met') {
      const tried = await tryMeetingCode(
        tx,
        { jobs: deps.jobs, caller, now },
        { booking, entry: { code: input.code ?? '' } },
      );
      // A miss is kept (it counts towards the lock), so it commits before the refusal.
      if (!('met' in tried)) return { refused: tried };
    } else {
      assertGates(booking, reached, { milestone, now, checkInWindowMinutes: window, timeGateOpen: false });
      await reachMilestone(tx, deps.jobs, { booking, milestone, caller, at: now, reason });
    }
    await recordStaffAudit(tx, caller, {
      action: 'service.stepped_in',
      subjectType: 'booking',
      subjectId: bookingId,
      bookingId,
      details: { milestone, reason },
    });
    return { refused: null, progress: await getProgress(tx, booking, window) };
  });
  if (outcome.refused) return refuseCodeTry(outcome.refused);
  return outcome.progress;
}
