/**
 * Re-staffing a booking when its flight moves (issue 18 §3): the bookings feature moves the
 * meeting time and the service window (bookings `retimeBooking`), and the officers are
 * re-checked here for the new window under the capacity lock. An assigned officer who is still
 * free and on shift stays (the assignment row moves with the window); one who is not is released,
 * and the next free officer takes the place.
 * When nobody is free the booking keeps fewer officers and shows "Needs officer" on the day board.
 */
import type { ServicePlan } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookingAssignments } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { restaffBooking } from './assignment.service';
import { type AssignmentActor, findBookingPlan, recordAssignmentAudit } from './assignments.repository';

/** What a re-time did to the booking's officers. */
export interface StaffingOutcome {
  kept: string[];
  added: string[];
  released: string[];
  /** Officers still missing after the re-time (0 when fully staffed). */
  missing: number;
}

/**
 * Who to tell what after a re-time (issue 28 §4): officers kept hear of the new time, officers
 * added of a new service, officers released that it was taken away.
 */
export function officerChangeOf(outcome: StaffingOutcome, meetingTime: Date) {
  return {
    assigned: outcome.added,
    removed: outcome.released,
    retimed: { officerIds: outcome.kept, meetingTime },
  };
}

/**
 * Re-checks a booking's officers for its new `plan` (contracts servicePlan for the flight's new
 * times) under the capacity lock. Call inside the transaction that moves the booking (bookings
 * `retimeBooking`). Writes one `assignment` history row per officer change and, when officers
 * are missing, a staff audit row `assignment.needs_officer` for the dispatcher.
 * @param change.reason why, e.g. "BA75 delayed: estimated landing 19:45 WAT" (issue 18 §3).
 * @returns null for an unknown booking.
 */
export async function restaffForPlan(
  tx: Tx,
  change: { jobs: JobRunner; bookingId: string; plan: ServicePlan; actor: AssignmentActor; reason: string; now: Date },
): Promise<StaffingOutcome | null> {
  const { jobs, bookingId, plan, actor, reason, now } = change;
  const before = await findBookingPlan(tx, bookingId, { lock: true });
  if (!before) return null;
  const window = { windowStart: plan.windowStart, windowEnd: plan.windowEnd };
  // Kept officers move with the window; restaffing then checks them against it.
  await tx.update(bookingAssignments).set(window).where(eq(bookingAssignments.bookingId, bookingId));
  const {
    kept,
    added,
    dropped: released,
  } = await restaffBooking(tx, {
    jobs,
    plan: { ...before, ...window },
    actor,
    now,
    reasons: {
      dropped: 'The officer is not free for the re-timed service',
      added: 'Assigned for the re-timed service',
    },
  });
  const missing = before.officersNeeded - kept.length - added.length;
  // Only a booking that holds or uses officers needs them; the day board shows it as "Needs officer".
  if (missing > 0) {
    await recordAssignmentAudit(tx, {
      bookingId,
      action: 'assignment.needs_officer',
      actor,
      details: { reason, missing, meetingTime: plan.meetingTime.toISOString() },
    });
  }
  return { kept, added, released, missing };
}
