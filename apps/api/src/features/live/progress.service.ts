/**
 * The officer moves a service through its milestones (issue 17 §2, §3): check-in, the meeting
 * code that proves the officer is the one booked, immigration, baggage or check-in and security,
 * completion, or a no-show once the wait is over. Each milestone is a booking event and a live
 * event written in the same transaction. Who may run a service is service-access.ts, the gates
 * service-gates.ts, the writes milestone-writes.ts; the code's check is meeting-code.service.ts;
 * the desk recording a step for the officer is step-in.service.ts (issue 36 item 3).
 */
import {
  type CancellationOutcome,
  checkInOpensAt,
  MEETING_CODE_MAX_FAILURES,
  type Milestone,
  nextMilestone,
  noShowAllowedFrom,
  type OverridableMilestone,
  type ServiceProgress,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { cancelBooking } from '../bookings/index';
import { recordStaffAudit } from '../operations/index';
import {
  findCodeCheck,
  findMilestoneByClientId,
  findUserName,
  isClientIdTaken,
  type ServiceBooking,
  selectMilestones,
} from './live.repository';
import { reachMilestone } from './milestone-writes';
import { type StaffCaller, serviceFor } from './service-access';
import { assertGates, assertRunning, reachedOf } from './service-gates';

/** What running a service needs: the database, the job runner, and the check-in window setting. */
export interface ProgressDeps {
  db: Db;
  jobs: JobRunner;
  config: { checkInWindowMinutes: number };
}

/** Milestones reached, the next one, the state of the meeting code, and when check-in opens. */
export async function getProgress(
  db: Executor,
  booking: ServiceBooking,
  checkInWindowMinutes: number,
): Promise<ServiceProgress> {
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
    checkInFrom: checkInOpensAt(booking.meetingTime, checkInWindowMinutes).toISOString(),
  };
}

/**
 * Records the next `milestone` of `bookingId` by `caller` at `now` (defaults to the current
 * time), through the gates of {@link assertGates} (issue 26 §1): check-in
 * from CHECK_IN_WINDOW_MINUTES before the meeting time; `met` only from the meeting code; the
 * rest after check-in and in order (a departure: check-in and security before immigration);
 * `no_show` only before the traveller was met and from the meeting time + 60 min (arrival) or
 * + 30 min (departure). `completed` also completes the booking and, in the same transaction,
 * earns the traveller their loyalty credits and enqueues the completion e-mail that says so
 * (issue 27 §2, §4).
 *
 * `clientId` (issue 28 item 5): the id the officer's device gave the tap, so that a tap queued
 * offline and sent again is recorded once. A replay of the same id for the same booking and
 * milestone returns the progress as it is now, without writing; the booking row lock orders two
 * replays that arrive together.
 * @throws 409 CHECK_IN_NOT_OPEN before the window; 409 CONFLICT out of order, a no-show too
 *   early, or a client id already used for another step.
 */
export async function recordMilestone(
  deps: ProgressDeps,
  tap: { caller: StaffCaller; bookingId: string; milestone: Milestone; now?: Date; clientId?: string | null },
): Promise<ServiceProgress> {
  const { caller, bookingId, milestone, now = new Date(), clientId = null } = tap;
  try {
    return await deps.db.transaction(async (tx) => {
      const booking = await serviceFor(tx, { caller, bookingId, lock: true });
      const window = deps.config.checkInWindowMinutes;
      const earlier = clientId ? await findMilestoneByClientId(tx, clientId) : null;
      if (earlier) {
        if (earlier.bookingId !== booking.id || earlier.milestone !== milestone) throw AppError.conflict(TAP_REUSED);
        return getProgress(tx, booking, window);
      }
      assertRunning(booking);
      const reached = await reachedOf(tx, bookingId);
      assertGates(booking, reached, { milestone, now, checkInWindowMinutes: window, timeGateOpen: false });
      await reachMilestone(tx, deps.jobs, { booking, milestone, caller, at: now, clientId });
      return getProgress(tx, booking, window);
    });
  } catch (err) {
    // The same id sent for another booking at the same moment: the unique index decides.
    if (isClientIdTaken(err)) throw AppError.conflict(TAP_REUSED);
    throw err;
  }
}

/** A client id already recorded for another step (or another booking). */
export const TAP_REUSED = 'This tap was already recorded for another step.';

/**
 * A dispatcher or admin (`caller`) records a time-gated step of `bookingId` before its time, with
 * a reason (`input`; issue 26 §1; ADR 250), at `now` (defaults to the current time): check-in
 * before the check-in window (the officer is at the meeting point early, the flight is early), or
 * a no-show before the wait is over. The order of the steps still holds.
 * Writes the milestone (its history row carries the reason) and a staff audit row
 * `service.gate_overridden` with the milestone, the reason and when the gate would have opened.
 * @throws 404 unknown booking; 409 not running, or out of order.
 */
export async function overrideGate(
  deps: ProgressDeps,
  override: {
    caller: StaffCaller;
    bookingId: string;
    input: { milestone: OverridableMilestone; reason: string };
    now?: Date;
  },
): Promise<ServiceProgress> {
  const { caller, bookingId, input, now = new Date() } = override;
  return deps.db.transaction(async (tx) => {
    const booking = await serviceFor(tx, { caller, bookingId, lock: true });
    assertRunning(booking);
    const reached = await reachedOf(tx, bookingId);
    const window = deps.config.checkInWindowMinutes;
    const { milestone, reason } = input;
    assertGates(booking, reached, { milestone, now, checkInWindowMinutes: window, timeGateOpen: true });
    const gateOpensAt =
      milestone === 'checked_in'
        ? checkInOpensAt(booking.meetingTime, window)
        : noShowAllowedFrom(booking.serviceType, booking.meetingTime);
    await reachMilestone(tx, deps.jobs, { booking, milestone, caller, at: now, reason });
    await recordStaffAudit(tx, caller, {
      action: 'service.gate_overridden',
      subjectType: 'booking',
      subjectId: bookingId,
      bookingId,
      details: { milestone, reason, gateOpensAt: gateOpensAt.toISOString() },
    });
    return getProgress(tx, booking, window);
  });
}

/**
 * A dispatcher or admin cancels a booking at any stage, with a reason (issue 26 §2): the
 * bookings feature's cancellation (refund rule, officers released and told live, e-mail) plus a
 * staff audit row `booking.cancelled` with the reason and the rule, in one transaction. With
 * `ourFault` a paid booking is refunded in full with our apology (`business_cancelled`).
 * @throws 404 unknown booking; 409 not cancellable (already ended or cancelled).
 */
export function cancelWithReason(
  deps: Pick<ProgressDeps, 'db' | 'jobs'>,
  input: { caller: StaffCaller; bookingId: string; reason: string; ourFault: boolean; now?: Date },
): Promise<CancellationOutcome> {
  const { caller, bookingId } = input;
  return cancelBooking(deps, {
    caller,
    bookingId,
    now: input.now,
    ourFault: input.ourFault,
    within: (tx, outcome) =>
      recordStaffAudit(tx, caller, {
        action: 'booking.cancelled',
        subjectType: 'booking',
        subjectId: bookingId,
        bookingId,
        details: { reason: input.reason, rule: outcome.rule },
      }),
  });
}

/** The verifying officer's name once the code matched, else null (the traveller's "Verified"). */
export async function verifiedOfficerName(db: Executor, bookingId: string): Promise<string | null> {
  const check = await findCodeCheck(db, bookingId);
  return check.verifiedBy ? findUserName(db, check.verifiedBy) : null;
}
