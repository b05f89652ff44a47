/**
 * Re-timing a booking when its flight moves (issue 18 §3): the meeting time and the service
 * window follow the flight, and the officers are re-checked for the new window under the
 * capacity lock. An assigned officer who is still free and on shift stays (the assignment row
 * moves with the window); one who is not is released, and the next free officer takes the place.
 * When nobody is free the booking keeps fewer officers and shows "Needs officer" on the day board.
 */
import type { ServicePlan } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookingAssignments, bookingEvents, bookings } from '../../db/schema/index';
import { restaffBooking } from './assignment.service';
import { type AssignmentActor, findBookingPlan, recordAssignmentAudit } from './assignments.repository';

/** What a re-time did to the booking's officers. */
export interface RetimeOutcome {
  previousMeetingTime: Date;
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
export function officerChangeOf(outcome: RetimeOutcome, meetingTime: Date) {
  return {
    assigned: outcome.added,
    removed: outcome.released,
    retimed: { officerIds: outcome.kept, meetingTime },
  };
}

/**
 * Moves a booking to `plan` (contracts servicePlan for the flight's new times) and re-checks its
 * officers. Call inside the transaction that applies the flight's new status. Writes a booking
 * event (field `meeting_time`, old and new ISO instants), one `assignment` event per officer
 * change and, when officers are missing, a staff audit row `assignment.needs_officer` for the
 * dispatcher.
 * @param reason why, e.g. "BA75 delayed: estimated landing 19:45 WAT" (issue 18 §3).
 * @returns null for an unknown booking.
 */
export async function retimeBooking(
  tx: Tx,
  bookingId: string,
  plan: ServicePlan,
  actor: AssignmentActor,
  reason: string,
  now = new Date(),
): Promise<RetimeOutcome | null> {
  const before = await findBookingPlan(tx, bookingId, { lock: true });
  if (!before) return null;
  const previousMeetingTime = before.meetingTime;
  await tx
    .update(bookings)
    .set({
      meetingTime: plan.meetingTime,
      serviceWindowStart: plan.windowStart,
      serviceWindowEnd: plan.windowEnd,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId));
  await tx.insert(bookingEvents).values({
    bookingId,
    field: 'meeting_time',
    fromValue: previousMeetingTime.toISOString(),
    toValue: plan.meetingTime.toISOString(),
    actorUserId: actor.userId,
    actorRole: actor.role,
    reason,
  });

  const window = { windowStart: plan.windowStart, windowEnd: plan.windowEnd };
  // Kept officers move with the window; restaffing then checks them against it.
  await tx.update(bookingAssignments).set(window).where(eq(bookingAssignments.bookingId, bookingId));
  const {
    kept,
    added,
    dropped: released,
  } = await restaffBooking(tx, { ...before, ...window }, actor, now, {
    dropped: 'The officer is not free for the re-timed service',
    added: 'Assigned for the re-timed service',
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
  return { previousMeetingTime, kept, added, released, missing };
}
