/**
 * Capacity: which officers are free for a service window (issue 15 §4, §6). The one place that
 * decides; booking creation, assignment at payment, reassignment, shift changes and the day board
 * all ask here.
 *
 * An officer is free for [windowStart, windowEnd) when the officer is active (account not
 * deactivated), serves the flight's terminal (a flight with no known terminal takes any officer),
 * has one shift that covers the whole window, and holds no live booking whose window overlaps it.
 * A booking is live when it is confirmed, or pending with a hold that has not expired at `now`:
 * an expired hold frees its officers even before the expiry job has run (issue 15 §5).
 *
 * Concurrency: callers that decide on capacity and then write take `lockCapacity(tx)` first, in
 * the same transaction. It is one transaction-scoped advisory lock, so two decisions never
 * overlap, and under READ COMMITTED the query that follows the lock sees every decision
 * committed before it (ADR 110).
 */
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { and, asc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { bookingAssignments, bookings, officerShifts, officers, users } from '../../db/schema/index';
import { lagosDayStart } from '../../lib/lagos-day';

/** Arbitrary constant key for pg_advisory_xact_lock ("CAPACITY" in spirit). */
const CAPACITY_LOCK_KEY = 0x4341504143;

/** A window of officer time to fill. Instants; `terminal` as the flight gives it (null = any). */
export interface CapacityWindow {
  windowStart: Date;
  windowEnd: Date;
  terminal: string | null;
  /** The booking being (re)planned: its own holds and assignments do not block it. */
  excludeBookingId?: string;
  now: Date;
}

/**
 * Serialises capacity decisions until the transaction ends (commit or rollback). Call before
 * `freeOfficerIds` whenever the answer leads to a write.
 */
export async function lockCapacity(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAPACITY_LOCK_KEY})`);
}

/** SQL condition: this booking row holds or uses its officers at `now`. */
export function liveBooking(now: Date) {
  return or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)));
}

/**
 * Officer ids free for the window, best candidate first: fewest live assignments whose meeting
 * time falls on the same Lagos date as the window's start, then the one assigned least recently
 * (never assigned first), then by id so the order is stable.
 * @returns user ids of officers; empty when nobody is free.
 */
export async function freeOfficerIds(db: Executor, w: CapacityWindow): Promise<string[]> {
  const exclude = w.excludeBookingId ?? '00000000-0000-0000-0000-000000000000';
  const busy = db
    .select({ one: sql`1` })
    .from(bookingAssignments)
    .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
    .where(
      and(
        eq(bookingAssignments.officerId, officers.userId),
        ne(bookingAssignments.bookingId, exclude),
        sql`${bookingAssignments.windowStart} < ${w.windowEnd}`,
        sql`${bookingAssignments.windowEnd} > ${w.windowStart}`,
        liveBooking(w.now),
      ),
    );
  const onShift = db
    .select({ one: sql`1` })
    .from(officerShifts)
    .where(
      and(
        eq(officerShifts.officerId, officers.userId),
        sql`${officerShifts.startsAt} <= ${w.windowStart}`,
        sql`${officerShifts.endsAt} >= ${w.windowEnd}`,
      ),
    );
  // Each officer's live bookings on the window's Lagos day, counted in one pass over that day's
  // bookings (meeting-time index). Counted per officer, with the day computed per row, it read
  // every booking once per officer, and booking creation slowed as bookings grew (ADR 205).
  const day = lagosToday(w.windowStart);
  const dayLoad = db
    .select({ officerId: bookingAssignments.officerId, services: sql<number>`count(*)`.as('services') })
    .from(bookingAssignments)
    .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
    .where(
      and(
        liveBooking(w.now),
        gte(bookings.meetingTime, lagosDayStart(day)),
        lt(bookings.meetingTime, lagosDayStart(addDaysIso(day, 1))),
      ),
    )
    .groupBy(bookingAssignments.officerId)
    .as('day_load');
  const lastAssigned = sql`(select max(a.created_at) from ${bookingAssignments} a where a.officer_id = ${officers.userId})`;
  const rows = await db
    .select({ id: officers.userId })
    .from(officers)
    .innerJoin(users, eq(users.id, officers.userId))
    .leftJoin(dayLoad, eq(dayLoad.officerId, officers.userId))
    .where(
      and(
        eq(officers.active, true),
        isNull(users.deactivatedAt),
        eq(users.role, 'officer'),
        w.terminal === null ? undefined : sql`${w.terminal} = any(${officers.terminals})`,
        sql`exists (${onShift})`,
        sql`not exists (${busy})`,
      ),
    )
    .orderBy(sql`coalesce(${dayLoad.services}, 0) asc`, sql`${lastAssigned} asc nulls first`, asc(officers.userId));
  return rows.map((r) => r.id);
}
