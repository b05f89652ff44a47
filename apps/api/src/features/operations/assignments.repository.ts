/**
 * SQL for assignments (issue 15 §6): the booking's plan as capacity needs it, its assignment
 * rows, officer cards, and what every change records (the domain event
 * `booking.assignment_changed`, and a staff audit row when staff made it).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingAssignments,
  bookings,
  flights,
  officerShifts,
  officers,
  serviceMilestones,
  users,
} from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { type EventActor, recordDomainEvent } from '../../lib/domain-events';
import { recordLiveEvent } from '../../lib/live-events';
import { servedAirportZoneSql } from '../flights/index';
import { liveBooking } from './capacity';
import { bookingTerminalSql } from './meeting-points';
import { recordStaffAudit } from './staff-audit';

/** Who made a change: a user with their role, or the system (payment, jobs); as its domain event names it. */
export type AssignmentActor = EventActor;

/**
 * True once the officer has checked in for the booking: its service is under way (issue 26 §2;
 * contracts serviceUnderWay). Then the traveller cannot cancel in the app and nobody reassigns it.
 */
export async function hasCheckedIn(db: Executor, bookingId: string): Promise<boolean> {
  const rows = await db
    .select({ m: serviceMilestones.milestone })
    .from(serviceMilestones)
    .where(and(eq(serviceMilestones.bookingId, bookingId), eq(serviceMilestones.milestone, 'checked_in')))
    .limit(1);
  return rows.length > 0;
}

/** The booking fields capacity needs; `lock` takes the booking row until the transaction ends. */
export async function findBookingPlan(db: Executor, bookingId: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      meetingTime: bookings.meetingTime,
      windowStart: bookings.serviceWindowStart,
      windowEnd: bookings.serviceWindowEnd,
      officersNeeded: bookings.officersNeeded,
      airportIata: bookings.airportIata,
      timeZone: servedAirportZoneSql(),
      terminal: bookingTerminalSql(),
    })
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const rows = await (opts.lock ? query.for('update', { of: bookings }) : query);
  return rows[0] ?? null;
}
export type BookingPlan = NonNullable<Awaited<ReturnType<typeof findBookingPlan>>>;

/** Officer ids held by or assigned to a booking, earliest first. */
export async function assignedOfficerIds(db: Executor, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(eq(bookingAssignments.bookingId, bookingId))
    .orderBy(asc(bookingAssignments.assignedAt), asc(bookingAssignments.officerId));
  return rows.map((r) => r.id);
}

/**
 * Holds or assigns `assignment.officerIds` on the booking of `plan` for its window;
 * `assignment.assignedBy` is the dispatcher's user id, null for the system. Rows already there are
 * left as they are.
 */
export async function insertAssignments(
  db: Executor,
  plan: Pick<BookingPlan, 'id' | 'windowStart' | 'windowEnd'>,
  assignment: { officerIds: string[]; assignedBy: string | null },
): Promise<void> {
  const { officerIds, assignedBy } = assignment;
  if (officerIds.length === 0) return;
  await db
    .insert(bookingAssignments)
    .values(
      officerIds.map((officerId) => ({
        bookingId: plan.id,
        officerId,
        windowStart: plan.windowStart,
        windowEnd: plan.windowEnd,
        assignedBy,
      })),
    )
    .onConflictDoNothing();
}

/** Deletes the booking's rows for these officers (all of them when `officerIds` is omitted). */
export async function deleteAssignments(db: Executor, bookingId: string, officerIds?: string[]): Promise<string[]> {
  if (officerIds?.length === 0) return [];
  const rows = await db
    .delete(bookingAssignments)
    .where(
      and(
        eq(bookingAssignments.bookingId, bookingId),
        officerIds ? inArray(bookingAssignments.officerId, officerIds) : undefined,
      ),
    )
    .returning({ id: bookingAssignments.officerId });
  return rows.map((r) => r.id);
}

/**
 * Assignments of an officer, on live bookings, that the officer no longer covers: no shift of
 * theirs covers the window, they no longer serve the booking's terminal, or they now work at
 * another airport. `now` decides which pending holds are still live.
 */
export async function uncoveredAssignments(db: Executor, officerId: string, now: Date) {
  return db
    .select({ bookingId: bookingAssignments.bookingId })
    .from(bookingAssignments)
    .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .innerJoin(officers, eq(officers.userId, bookingAssignments.officerId))
    .where(
      and(
        eq(bookingAssignments.officerId, officerId),
        liveBooking(now),
        sql`(not exists (select 1 from ${officerShifts} s where s.officer_id = ${officerId}
          and s.starts_at <= ${bookingAssignments.windowStart} and s.ends_at >= ${bookingAssignments.windowEnd})
          or ${officers.airportIata} <> ${bookings.airportIata}
          or not coalesce(${bookingTerminalSql()} = any(${officers.terminals}), true))`,
      ),
    );
}

/** One officer's card, or null when the user is not an officer. */
export async function findOfficerCards(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: officers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      badgeNumber: officers.badgeNumber,
      phone: users.phone,
      active: officers.active,
      deactivatedAt: users.deactivatedAt,
      airportIata: officers.airportIata,
      terminals: officers.terminals,
    })
    .from(officers)
    .innerJoin(users, eq(users.id, officers.userId))
    .where(inArray(officers.userId, ids));
  // Keep the caller's order (capacity ranks candidates best first).
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}
export type OfficerCardRow = Awaited<ReturnType<typeof findOfficerCards>>[number];

/** True when one shift of the officer covers [`window.start`, `window.end`]. */
export async function hasCoveringShift(
  db: Executor,
  officerId: string,
  window: { start: Date; end: Date },
): Promise<boolean> {
  const { start, end } = window;
  const rows = await db
    .select({ id: officerShifts.id })
    .from(officerShifts)
    .where(
      and(
        eq(officerShifts.officerId, officerId),
        sql`${officerShifts.startsAt} <= ${start}`,
        sql`${officerShifts.endsAt} >= ${end}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * One officer change of a booking, as the domain event `booking.assignment_changed` (from one
 * officer id or null to another or null), which the booking's history subscribes to (bookings
 * history-subscriber.ts; issue 38 item 2).
 */
export async function recordAssignmentEvent(
  db: Executor,
  e: {
    jobs: JobRunner;
    bookingId: string;
    from: string | null;
    to: string | null;
    actor: AssignmentActor;
    reason: string;
  },
): Promise<void> {
  await recordDomainEvent(db, e.jobs, {
    type: 'booking.assignment_changed',
    aggregateId: e.bookingId,
    payload: { from: e.from, to: e.to, reason: e.reason },
    actor: e.actor,
  });
  // Live pages (booking page, officer view, day board) follow assignment changes (issue 17 §4).
  await recordLiveEvent(db, { bookingId: e.bookingId, type: 'assignment', payload: { from: e.from, to: e.to } });
}

/** A staff audit row about a booking's assignment. */
export async function recordAssignmentAudit(
  db: Executor,
  e: { bookingId: string; action: string; actor: AssignmentActor; details: Record<string, unknown> },
): Promise<void> {
  await recordStaffAudit(db, e.actor, {
    action: e.action,
    subjectType: 'booking',
    subjectId: e.bookingId,
    bookingId: e.bookingId,
    details: e.details,
  });
}
