/**
 * Assignment by the system (issue 15 §5, §6): holds at booking, assignment at payment, release
 * on cancellation or expiry, and release when a shift no longer covers an assignment. Every
 * function runs inside the caller's transaction; every change of officer is a booking event
 * with field `assignment`, its actor and time.
 */
import type { Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import {
  type AssignmentActor,
  assignedOfficerIds,
  type BookingPlan,
  deleteAssignments,
  findBookingPlan,
  insertAssignments,
  recordAssignmentAudit,
  recordAssignmentEvent,
  uncoveredAssignments,
} from './assignments.repository';
import { freeOfficerIds, lockCapacityFor } from './capacity';

/**
 * Assigns the officers a booking needs as it is paid (call in the payment's transaction, after
 * the booking row is locked). Held officers who are still free stay; the rest are picked again
 * under the capacity lock, best candidate first (fewest assignments that day, then least
 * recently assigned). With too few officers free the booking keeps fewer: it shows as
 * "Needs officer" on the day board.
 * @returns the officer ids assigned afterwards (may be fewer than needed); [] for an unknown booking.
 */
export async function assignOnPayment(
  tx: Tx,
  change: { jobs: JobRunner; bookingId: string; actor: AssignmentActor; now?: Date },
) {
  const plan = await findBookingPlan(tx, change.bookingId);
  if (!plan) return [];
  const { kept, added } = await restaffBooking(tx, {
    ...change,
    plan,
    now: change.now ?? new Date(),
    reasons: {
      dropped: 'Held officer no longer free at payment',
      kept: 'Held officer assigned at payment',
      added: 'Assigned at payment',
    },
  });
  return [...kept, ...added];
}

/** Why each kind of change happened, as the booking events say it. */
interface RestaffReasons {
  dropped: string;
  added: string;
  /** When set, an officer who stays also gets an event (e.g. a hold that became an assignment). */
  kept?: string;
}

/**
 * Re-checks a booking's officers for its window (`plan`) under the capacity lock: each officer
 * already held or assigned who is still free stays (up to the number needed), the others are
 * released, and the next free officers, best first, fill the gap. Writes one `assignment` event
 * per change. With too few officers free the booking keeps fewer ("Needs officer").
 * The caller moves kept assignment rows to a new window first when the window changed.
 * @returns officer ids kept, added and dropped.
 */
export async function restaffBooking(
  tx: Tx,
  change: {
    jobs: JobRunner;
    plan: Pick<
      BookingPlan,
      'id' | 'windowStart' | 'windowEnd' | 'airportIata' | 'timeZone' | 'terminal' | 'officersNeeded'
    >;
    actor: AssignmentActor;
    now: Date;
    reasons: RestaffReasons;
  },
): Promise<{ kept: string[]; added: string[]; dropped: string[] }> {
  const { jobs, plan, actor, now, reasons } = change;
  const bookingId = plan.id;
  await lockCapacityFor(tx, plan);
  const held = await assignedOfficerIds(tx, bookingId);
  const free = await freeOfficerIds(tx, { ...plan, excludeBookingId: bookingId, now });
  const kept = held.filter((id) => free.includes(id)).slice(0, plan.officersNeeded);
  const dropped = held.filter((id) => !kept.includes(id));
  const added = free.filter((id) => !held.includes(id)).slice(0, plan.officersNeeded - kept.length);
  await deleteAssignments(tx, bookingId, dropped);
  await insertAssignments(tx, plan, { officerIds: added, assignedBy: null });
  const events = [
    ...dropped.map((id) => ({ from: id, to: null, reason: reasons.dropped })),
    ...(reasons.kept ? kept.map((id) => ({ from: null, to: id, reason: reasons.kept as string })) : []),
    ...added.map((id) => ({ from: null, to: id, reason: reasons.added })),
  ];
  for (const e of events) await recordAssignmentEvent(tx, { jobs, bookingId, actor, ...e });
  return { kept, added, dropped };
}

/**
 * Releases every officer held by or assigned to a booking (cancellation, expiry), writing one
 * event per officer. @returns the released officer ids.
 */
export async function releaseBookingOfficers(
  tx: Tx,
  change: { jobs: JobRunner; bookingId: string; actor: AssignmentActor; reason: string },
): Promise<string[]> {
  const released = await deleteAssignments(tx, change.bookingId);
  for (const id of released) await recordAssignmentEvent(tx, { ...change, from: id, to: null });
  return released;
}

/**
 * After an officer's shift was removed or shortened, or a terminal was taken away: drops that
 * officer's assignments on live bookings whose service window no longer fits one of the
 * officer's shifts, whose terminal the officer no longer serves, or at another airport than the
 * officer's (assignments.repository.ts `uncoveredAssignments`). Each drop is a
 * booking event and a staff audit row (`assignment.unassigned`). A paid booking left short
 * shows as "Needs officer" on the day board.
 * @param actor who changed the shift.
 * @returns ids of the bookings that lost the officer.
 */
export async function releaseUncoveredAssignments(
  tx: Tx,
  change: { jobs: JobRunner; officerId: string; actor: AssignmentActor; now?: Date },
): Promise<string[]> {
  const { jobs, officerId, actor } = change;
  const rows = await uncoveredAssignments(tx, officerId, change.now ?? new Date());
  const bookingIds = [...new Set(rows.map((r) => r.bookingId))];
  for (const bookingId of bookingIds) {
    await deleteAssignments(tx, bookingId, [officerId]);
    const reason = 'The officer no longer covers this service (shift or terminal changed)';
    await recordAssignmentEvent(tx, { jobs, bookingId, from: officerId, to: null, actor, reason });
    await recordAssignmentAudit(tx, {
      bookingId,
      action: 'assignment.unassigned',
      actor,
      details: { officerId, reason },
    });
  }
  return bookingIds;
}
