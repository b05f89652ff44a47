/**
 * Reassignment by a dispatcher or admin (issue 15 §6, §7): who could take a booking, assign or
 * replace an officer, and unassign one. The same checks as automatic assignment: the officer is
 * active, works at the booking's airport and serves its terminal there, has a shift covering the
 * whole service window and no other live booking in it. Each change is a booking event and a
 * staff audit row.
 */
import { type AssignOfficerRequest, ErrorCode, REASSIGN_UNDER_WAY_MESSAGE } from '@fasttrack/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import {
  type AssignmentActor,
  assignedOfficerIds,
  type BookingPlan,
  deleteAssignments,
  findBookingPlan,
  findOfficerCards,
  hasCheckedIn,
  hasCoveringShift,
  insertAssignments,
  type OfficerCardRow,
  recordAssignmentAudit,
  recordAssignmentEvent,
} from './assignments.repository';
import { freeOfficerIds, lockCapacity } from './capacity';

/**
 * Called in the transaction of a dispatcher's change with the officers it gave the service to
 * and took it from (user ids), so the caller can tell them (issue 28 §4: a push each).
 */
export type AssignmentNotifier = (
  tx: Tx,
  bookingId: string,
  change: { assigned: string[]; removed: string[] },
) => Promise<void>;

/** An officer as the dispatcher sees one on a booking (contracts AssignedOfficerSchema). */
export interface AssignedOfficer {
  id: string;
  firstName: string;
  lastName: string;
  badgeNumber: string;
  phone: string;
}

const toCard = (r: OfficerCardRow): AssignedOfficer => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  badgeNumber: r.badgeNumber,
  phone: r.phone,
});

async function planOr404(db: Executor, bookingId: string, lock = false): Promise<BookingPlan> {
  const plan = await findBookingPlan(db, bookingId, { lock });
  if (!plan) throw AppError.notFound('Booking not found');
  return plan;
}

/**
 * Once the officer has checked in, the service is theirs to finish: a change of officer would
 * leave the traveller with someone who never met them (issue 36 item 3). The desk steps in instead.
 * @throws AppError 409 SERVICE_UNDER_WAY.
 */
async function refuseUnderWay(tx: Executor, bookingId: string): Promise<void> {
  if (await hasCheckedIn(tx, bookingId))
    throw AppError.conflict(REASSIGN_UNDER_WAY_MESSAGE, ErrorCode.SERVICE_UNDER_WAY);
}

/** The officers assigned to a booking now. @throws AppError 404 unknown booking. */
export async function bookingOfficers(db: Executor, bookingId: string): Promise<AssignedOfficer[]> {
  await planOr404(db, bookingId);
  return (await findOfficerCards(db, await assignedOfficerIds(db, bookingId))).map(toCard);
}

/**
 * Officers who could be assigned to the booking now, best first (fewest services that day,
 * then least recently assigned); officers already on it are left out.
 * @throws AppError 404 unknown booking.
 */
export async function listCandidates(db: Executor, bookingId: string, now = new Date()): Promise<AssignedOfficer[]> {
  const plan = await planOr404(db, bookingId);
  const assigned = await assignedOfficerIds(db, bookingId);
  const free = await freeOfficerIds(db, { ...plan, excludeBookingId: bookingId, now });
  return (
    await findOfficerCards(
      db,
      free.filter((id) => !assigned.includes(id)),
    )
  ).map(toCard);
}

/**
 * Assigns `officerId` to a confirmed booking, replacing `replaceOfficerId` when given.
 * @param notify told of the change inside its transaction.
 * @returns the booking's officers afterwards.
 * @throws AppError 404 unknown booking; 409 SERVICE_UNDER_WAY once its officer checked in;
 *   409 with the reason when the booking is not confirmed, the officer is already on it, the one to replace is not, the booking already has every
 *   officer it needs, or the new officer is not free for the window or does not serve the terminal.
 */
export function assignOfficer(
  deps: { db: Db; jobs: JobRunner },
  change: {
    actor: AssignmentActor & { userId: string };
    bookingId: string;
    req: AssignOfficerRequest;
    now?: Date;
    notify?: AssignmentNotifier;
  },
): Promise<AssignedOfficer[]> {
  const { actor, bookingId, req, notify } = change;
  const now = change.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const plan = await planOr404(tx, bookingId, true);
    if (plan.status !== 'confirmed') {
      throw AppError.conflict(`Only a confirmed booking can be assigned; this one is ${plan.status}.`);
    }
    await refuseUnderWay(tx, bookingId);
    await lockCapacity(tx);
    const assigned = await assignedOfficerIds(tx, bookingId);
    const replace = req.replaceOfficerId;
    if (assigned.includes(req.officerId)) throw AppError.conflict('This officer is already assigned to this booking.');
    if (replace && !assigned.includes(replace)) {
      throw AppError.conflict('The officer to replace is not assigned to this booking.');
    }
    if (!replace && assigned.length >= plan.officersNeeded) {
      throw AppError.conflict('This booking already has the officers it needs. Choose an officer to replace.');
    }
    await checkFree(tx, plan, { officerId: req.officerId, now });
    if (replace) await deleteAssignments(tx, bookingId, [replace]);
    await insertAssignments(tx, plan, { officerIds: [req.officerId], assignedBy: actor.userId });
    await recordAssignmentEvent(tx, {
      jobs: deps.jobs,
      bookingId,
      from: replace ?? null,
      to: req.officerId,
      actor,
      reason: replace ? 'Reassigned by the dispatcher' : 'Assigned by the dispatcher',
    });
    await recordAssignmentAudit(tx, {
      bookingId,
      action: replace ? 'assignment.reassigned' : 'assignment.assigned',
      actor,
      details: { officerId: req.officerId, ...(replace ? { replacedOfficerId: replace } : {}) },
    });
    await notify?.(tx, bookingId, { assigned: [req.officerId], removed: replace ? [replace] : [] });
    return (await findOfficerCards(tx, await assignedOfficerIds(tx, bookingId))).map(toCard);
  });
}

/** 409 with the first reason the officer `ask.officerId` cannot take the booking's window at `ask.now`. */
async function checkFree(tx: Tx, plan: BookingPlan, ask: { officerId: string; now: Date }): Promise<void> {
  const { officerId, now } = ask;
  const free = await freeOfficerIds(tx, { ...plan, excludeBookingId: plan.id, now });
  if (free.includes(officerId)) return;
  const [card] = await findOfficerCards(tx, [officerId]);
  if (!card?.active || card.deactivatedAt) throw AppError.conflict('This person is not an active officer.');
  if (card.airportIata !== plan.airportIata) {
    throw AppError.conflict(`This officer works at ${card.airportIata}, not at ${plan.airportIata}.`);
  }
  if (plan.terminal && !card.terminals.includes(plan.terminal)) {
    throw AppError.conflict(`This officer does not serve the ${plan.terminal} terminal.`);
  }
  if (!(await hasCoveringShift(tx, officerId, { start: plan.windowStart, end: plan.windowEnd }))) {
    throw AppError.conflict("This officer's shifts do not cover the whole service window.");
  }
  throw AppError.conflict('This officer is busy with another booking during this service window.');
}

/**
 * Removes an officer from a booking. A confirmed booking left short shows as "Needs officer".
 * @param notify told of the change inside its transaction.
 * @returns the booking's officers afterwards.
 * @throws AppError 404 unknown booking or the officer is not assigned to it; 409
 *   SERVICE_UNDER_WAY once its officer checked in.
 */
export function unassignOfficer(
  deps: { db: Db; jobs: JobRunner },
  change: {
    actor: AssignmentActor & { userId: string };
    bookingId: string;
    officerId: string;
    notify?: AssignmentNotifier;
  },
): Promise<AssignedOfficer[]> {
  const { actor, bookingId, officerId, notify } = change;
  return deps.db.transaction(async (tx) => {
    await planOr404(tx, bookingId, true);
    await refuseUnderWay(tx, bookingId);
    const removed = await deleteAssignments(tx, bookingId, [officerId]);
    if (removed.length === 0) throw AppError.notFound('This officer is not assigned to this booking.');
    await recordAssignmentEvent(tx, {
      jobs: deps.jobs,
      bookingId,
      from: officerId,
      to: null,
      actor,
      reason: 'Unassigned by the dispatcher',
    });
    await recordAssignmentAudit(tx, { bookingId, action: 'assignment.unassigned', actor, details: { officerId } });
    await notify?.(tx, bookingId, { assigned: [], removed: [officerId] });
    return (await findOfficerCards(tx, await assignedOfficerIds(tx, bookingId))).map(toCard);
  });
}
