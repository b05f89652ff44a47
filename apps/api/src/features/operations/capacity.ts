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
 * Concurrency: callers that decide on capacity and then write take a lock first, in the same
 * transaction, so two decisions that could take the same officer never overlap, and under READ
 * COMMITTED the query that follows the lock sees every decision committed before it (ADR 110).
 * A decision for one service window (booking creation, restaffing a booking) takes
 * `lockCapacityFor(tx, window)`: the Lagos day(s) the window touches, since two windows can only
 * share an officer when they overlap, and overlapping windows share a day; bookings on other
 * days go ahead in parallel (issue 29 §4; ADR 212). A change that reaches every window (roster,
 * shifts, deactivation, dispatch) takes `lockCapacity(tx)`, which waits for all of them.
 */
import type { ServiceType, Terminal } from '@fasttrack/contracts';
import { and, asc, eq, gt, gte, isNull, lt, ne, or, type Placeholder, sql } from 'drizzle-orm';
import { type Executor, executeNamedIn, type Tx } from '../../db/client';
import { type BuiltStatement, statementValues } from '../../db/prepared';
import { bookingAssignments, bookings, officerShifts, officers, users } from '../../db/schema/index';
import { lagosDayNumber, lagosDayNumberStart } from '../../lib/lagos-day';
import { MEETING_POINT_TEXT } from './meeting-points';

/** Arbitrary constant key for pg_advisory_xact_lock ("CAPACITY" in spirit). */
const CAPACITY_LOCK_KEY = 0x4341504143;
/** First key of the per-day locks (pg_advisory_xact_lock(int, int)); the second is the Lagos day number. */
const CAPACITY_DAY_LOCK_SPACE = 0x43415044;

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

/** The meeting point a booking creation reads in the same round trip as its locks. */
export interface MeetingPointOf {
  terminal: Terminal;
  serviceType: ServiceType;
}

/**
 * Serialises the capacity decisions for windows on the same Lagos day(s) as `w` until the
 * transaction ends; waits for (and holds off) `lockCapacity`. Call before `freeOfficerIds` for
 * that window whenever the answer leads to a write. Day locks are taken in date order, so two
 * windows over midnight cannot deadlock. One round trip, a named statement (issue 29 §4, ADR 213);
 * with `meetingPoint` it also reads that meeting point (meeting-points.ts), which no lock guards.
 * @returns the meeting point's text; null when none is set or none was asked for.
 */
export async function lockCapacityFor(
  tx: Tx,
  w: Pick<CapacityWindow, 'windowStart' | 'windowEnd'>,
  meetingPoint?: MeetingPointOf,
): Promise<string | null> {
  const first = lagosDayNumber(w.windowStart);
  const last = lagosDayNumber(new Date(Math.max(w.windowStart.getTime(), w.windowEnd.getTime() - 1)));
  const values: unknown[] = [CAPACITY_LOCK_KEY, CAPACITY_DAY_LOCK_SPACE];
  // PostgreSQL evaluates the select list left to right: the shared lock first.
  const columns = ['pg_advisory_xact_lock_shared($1)'];
  for (let day = first; day <= last; day++) {
    values.push(day);
    columns.push(`pg_advisory_xact_lock($2::int, $${values.length}::int)`);
  }
  let name = `capacity_lock_${last - first + 1}_days`;
  if (meetingPoint) {
    values.push(meetingPoint.terminal, meetingPoint.serviceType);
    columns.push(`(${MEETING_POINT_TEXT(values.length - 1, values.length)}) as meeting_point`);
    name += '_meeting_point';
  }
  const { rows } = await executeNamedIn(tx, name, `select ${columns.join(', ')}`, values);
  return (rows[0]?.meeting_point as string | null | undefined) ?? null;
}

/** SQL condition: this booking row holds or uses its officers at `now`. */
export function liveBooking(now: Date | Placeholder) {
  return or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)));
}

const p = (name: string) => sql.placeholder(name);

/**
 * The free-officer query of {@link freeOfficerIds} with placeholders for the window, built once
 * per process: the text is the same for every window, so Drizzle need not build it on every
 * booking creation (issue 29 §4, ADR 213).
 */
function buildFreeOfficers(db: Executor): BuiltStatement {
  const busy = db
    .select({ one: sql`1` })
    .from(bookingAssignments)
    .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
    .where(
      and(
        eq(bookingAssignments.officerId, officers.userId),
        ne(bookingAssignments.bookingId, p('exclude')),
        sql`${bookingAssignments.windowStart} < ${p('windowEnd')}`,
        sql`${bookingAssignments.windowEnd} > ${p('windowStart')}`,
        liveBooking(p('now')),
      ),
    );
  const onShift = db
    .select({ one: sql`1` })
    .from(officerShifts)
    .where(
      and(
        eq(officerShifts.officerId, officers.userId),
        sql`${officerShifts.startsAt} <= ${p('windowStart')}`,
        sql`${officerShifts.endsAt} >= ${p('windowEnd')}`,
      ),
    );
  // Each officer's live bookings on the window's Lagos day, counted in one pass over that day's
  // bookings (meeting-time index). Counted per officer, with the day computed per row, it read
  // every booking once per officer, and booking creation slowed as bookings grew (ADR 205).
  const dayLoad = db
    .select({ officerId: bookingAssignments.officerId, services: sql<number>`count(*)`.as('services') })
    .from(bookingAssignments)
    .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
    .where(and(liveBooking(p('now')), gte(bookings.meetingTime, p('dayStart')), lt(bookings.meetingTime, p('dayEnd'))))
    .groupBy(bookingAssignments.officerId)
    .as('day_load');
  const lastAssigned = sql`(select max(a.created_at) from ${bookingAssignments} a where a.officer_id = ${officers.userId})`;
  const query = db
    .select({ id: sql<string>`${officers.userId}`.as('id') })
    .from(officers)
    .innerJoin(users, eq(users.id, officers.userId))
    .leftJoin(dayLoad, eq(dayLoad.officerId, officers.userId))
    .where(
      and(
        eq(officers.active, true),
        isNull(users.deactivatedAt),
        eq(users.role, 'officer'),
        // A flight with no known terminal takes any officer.
        sql`(${p('terminal')}::text is null or ${p('terminal')}::text = any(${officers.terminals}))`,
        sql`exists (${onShift})`,
        sql`not exists (${busy})`,
      ),
    )
    .orderBy(sql`coalesce(${dayLoad.services}, 0) asc`, sql`${lastAssigned} asc nulls first`, asc(officers.userId))
    .toSQL();
  return { name: 'capacity_free_officers', ...query };
}

let freeOfficers: BuiltStatement | undefined;

/**
 * Officer ids free for the window, best candidate first: fewest live assignments whose meeting
 * time falls on the same Lagos date as the window's start, then the one assigned least recently
 * (never assigned first), then by id so the order is stable.
 * @returns user ids of officers; empty when nobody is free.
 */
export async function freeOfficerIds(db: Executor, w: CapacityWindow): Promise<string[]> {
  freeOfficers ??= buildFreeOfficers(db);
  const day = lagosDayNumber(w.windowStart);
  const values = statementValues(freeOfficers, {
    exclude: w.excludeBookingId ?? '00000000-0000-0000-0000-000000000000',
    windowStart: w.windowStart.toISOString(),
    windowEnd: w.windowEnd.toISOString(),
    now: w.now.toISOString(),
    dayStart: lagosDayNumberStart(day).toISOString(),
    dayEnd: lagosDayNumberStart(day + 1).toISOString(),
    terminal: w.terminal,
  });
  const { rows } = await executeNamedIn(db, freeOfficers.name, freeOfficers.sql, values);
  return rows.map((r) => r.id as string);
}
