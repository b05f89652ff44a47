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
import { and, eq, gt, or, sql } from 'drizzle-orm';
import { type Executor, executeNamedIn, type Tx } from '../../db/client';
import { bookings } from '../../db/schema/index';
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
export function liveBooking(now: Date) {
  return or(eq(bookings.status, 'confirmed'), and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)));
}

/** The "live booking" test of {@link liveBooking} as text, over the bookings alias `b` and `now` = `$3`. */
const LIVE_B = `(b."status" = 'confirmed' or (b."status" = 'pending' and b."hold_expires_at" > $3))`;

/**
 * The free-officer query of {@link freeOfficerIds} and {@link firstFreeOfficers}: $1 window start,
 * $2 window end, $3 now, $4 and $5 the start of the window's Lagos day and of the next, $6
 * terminal (null = any), $7 the booking to leave out, $8 how many to return (null = all); each
 * row also carries how many are free in all. Set-based, so its cost follows the officers on shift that day and the bookings
 * near the window, not the roster times each officer's history (issue 29 §4, ADR 215): `facts`
 * gathers in one pass who is on shift for the whole window (the shifts' range index), who is held
 * or assigned over it (the assignments' range index; both ranges are never empty, by their check
 * constraints) and each live assignment met on the window's Lagos day; an officer is free with a
 * shift and no overlap. Written once as text and run as a named statement (ADR 213).
 */
const FREE_OFFICERS_TEXT = `with "facts" as (
  select s."officer_id", 1 as "on_shift", 0 as "busy", 0 as "services" from "officer_shifts" s
  where tstzrange(s."starts_at", s."ends_at", '[]') @> tstzrange($1, $2, '[]')
  union all
  select a."officer_id", 0, 1, 0 from "booking_assignments" a join "bookings" b on b."id" = a."booking_id"
  where tstzrange(a."window_start", a."window_end") && tstzrange($1, $2) and a."booking_id" <> $7 and ${LIVE_B}
  union all
  select a."officer_id", 0, 0, 1 from "bookings" b join "booking_assignments" a on a."booking_id" = b."id"
  where b."meeting_time" >= $4 and b."meeting_time" < $5 and ${LIVE_B}
), "candidates" as materialized (
  select "officer_id", sum("services") as "services" from "facts" group by "officer_id"
  having max("on_shift") = 1 and max("busy") = 0
)
select o."user_id" as "id", count(*) over () as "free" from "candidates" c
join "officers" o on o."user_id" = c."officer_id"
join "users" u on u."id" = o."user_id"
where o."active" and u."deactivated_at" is null and u."role" = 'officer'
  and ($6::text is null or $6::text = any(o."terminals"))
order by c."services",
  (select max(x."created_at") from "booking_assignments" x where x."officer_id" = o."user_id") nulls first,
  o."user_id"
limit $8`;

/**
 * Officer ids free for the window, best candidate first: fewest live assignments whose meeting
 * time falls on the same Lagos date as the window's start, then the one assigned least recently
 * (never assigned first), then by id so the order is stable.
 * @returns user ids of officers; empty when nobody is free.
 */
export async function freeOfficerIds(db: Executor, w: CapacityWindow): Promise<string[]> {
  return (await queryFreeOfficers(db, w, null)).ids;
}

/**
 * The first `wanted` officers of {@link freeOfficerIds}' order, and how many are free in all: what
 * booking creation needs, without reading every free officer (issue 29 §4).
 * @returns `ids` (at most `wanted`) and `free`, the number of officers free for the window.
 */
export function firstFreeOfficers(
  db: Executor,
  w: CapacityWindow,
  wanted: number,
): Promise<{ ids: string[]; free: number }> {
  return queryFreeOfficers(db, w, wanted);
}

async function queryFreeOfficers(db: Executor, w: CapacityWindow, limit: number | null) {
  const day = lagosDayNumber(w.windowStart);
  const values = [
    w.windowStart.toISOString(),
    w.windowEnd.toISOString(),
    w.now.toISOString(),
    lagosDayNumberStart(day).toISOString(),
    lagosDayNumberStart(day + 1).toISOString(),
    w.terminal,
    w.excludeBookingId ?? '00000000-0000-0000-0000-000000000000',
    limit,
  ];
  const { rows } = await executeNamedIn(db, 'capacity_free_officers', FREE_OFFICERS_TEXT, values);
  return { ids: rows.map((r) => r.id as string), free: rows.length > 0 ? Number(rows[0]?.free) : 0 };
}
