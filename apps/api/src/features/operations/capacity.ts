/**
 * Capacity: which officers are free for a service window (issue 15 §4, §6). The rule is written
 * once, as the database function `capacity_free_officers` (migration 0020, ADR 217): assignment
 * at payment, reassignment, shift changes and the day board ask it here, booking creation inside
 * `bookings_create_held`.
 *
 * An officer is free for [windowStart, windowEnd) when the officer is active (account not
 * deactivated), works at the booking's airport (issue 41 item 1: an officer at one airport is
 * never free for another's), serves the booking's terminal there (no terminal: any officer),
 * has one shift that covers the whole window, and holds no live booking whose window overlaps it.
 * A booking is live as `booking_is_live` says ({@link liveBooking}): confirmed, or pending with a
 * hold not yet ended, so a passed hold frees its officers before the expiry round (issue 15 §5).
 *
 * Concurrency: callers that decide on capacity and then write take a lock first, in the same
 * transaction, so two decisions that could take the same officer never overlap, and under READ
 * COMMITTED the query that follows the lock sees every decision committed before it (ADR 110).
 * A decision for one service window (restaffing a booking here; booking creation takes the same
 * locks inside its database call) takes `lockCapacityFor(tx, window)`: the airport's day(s) the
 * window touches, since two windows can only
 * share an officer when they overlap, and overlapping windows share a day; bookings on other
 * days go ahead in parallel (issue 29 §4; ADR 212). A change that reaches every window (roster,
 * shifts, deactivation, dispatch) takes `lockCapacity(tx)`, which waits for all of them.
 */
import { sql } from 'drizzle-orm';
import { type Executor, executeNamedIn, type Tx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { dayNumberInZone, dayNumberStartInZone } from '../../lib/zone-day';

/** Arbitrary constant key for pg_advisory_xact_lock ("CAPACITY" in spirit). */
const CAPACITY_LOCK_KEY = 0x4341504143;
/** First key of the per-day locks (pg_advisory_xact_lock(int, int)); the second is the airport's day number. */
const CAPACITY_DAY_LOCK_SPACE = 0x43415044;

/** A window of officer time to fill at one airport. Instants; `terminal` of that airport (null = any). */
export interface CapacityWindow {
  windowStart: Date;
  windowEnd: Date;
  /** The served airport of the booking (IATA code): only its officers are candidates. */
  airportIata: string;
  /** That airport's IANA zone: its calendar day orders the candidates (issue 41 item 2). */
  timeZone: string;
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

/**
 * The advisory locks of a capacity decision for window `w`: the shared key every such decision
 * takes (a change to every window takes it exclusively, {@link lockCapacity}), then one lock per
 * day of its airport's clock the window touches, keyed (`daySpace`, day number), in date order so that two windows
 * over midnight cannot deadlock (ADR 212).
 */
export function capacityLocks(w: Pick<CapacityWindow, 'windowStart' | 'windowEnd' | 'timeZone'>): {
  shared: number;
  daySpace: number;
  days: number[];
} {
  const first = dayNumberInZone(w.windowStart, w.timeZone);
  const last = dayNumberInZone(new Date(Math.max(w.windowStart.getTime(), w.windowEnd.getTime() - 1)), w.timeZone);
  const days = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return { shared: CAPACITY_LOCK_KEY, daySpace: CAPACITY_DAY_LOCK_SPACE, days };
}

/**
 * Serialises the capacity decisions for windows on the same airport day(s) as `w` until the
 * transaction ends ({@link capacityLocks}); waits for (and holds off) `lockCapacity`. Call before
 * `freeOfficerIds` for that window whenever the answer leads to a write. One round trip, a named
 * statement (issue 29 §4, ADR 213).
 */
export async function lockCapacityFor(
  tx: Tx,
  w: Pick<CapacityWindow, 'windowStart' | 'windowEnd' | 'timeZone'>,
): Promise<void> {
  const { shared, daySpace, days } = capacityLocks(w);
  const values: unknown[] = [shared, daySpace, ...days];
  // PostgreSQL evaluates the select list left to right: the shared lock first.
  const columns = [
    'pg_advisory_xact_lock_shared($1)',
    ...days.map((_, i) => `pg_advisory_xact_lock($2::int, $${i + 3}::int)`),
  ];
  await executeNamedIn(tx, {
    name: `capacity_lock_${days.length}_days`,
    text: `select ${columns.join(', ')}`,
    values,
  });
}

/**
 * SQL condition: this booking row holds or uses its officers at `now`: the database function
 * `booking_is_live` (migration 0020), where the rule is written once for this and for
 * `capacity_free_officers`.
 */
export function liveBooking(now: Date) {
  return sql<boolean>`booking_is_live(${bookings.status}, ${bookings.holdExpiresAt}, ${now.toISOString()}::timestamptz)`;
}

/**
 * The free-officer query of {@link freeOfficerIds}: the database function
 * `capacity_free_officers` (migrations 0020, 0032; ADR 217), where the rule is written once for
 * it and for booking creation. $1 window start, $2 window end, $3 now, $4 and $5 the start of the
 * window's day on its airport's clock and of the next, $6 the airport, $7 terminal (null = any), $8 the booking to
 * leave out; every free officer (booking creation asks it for the first few). It is set-based, so
 * its cost follows the officers on shift that day and the bookings near the window, not the
 * roster times each officer's history (issue 29 §4, ADR 215).
 */
const FREE_OFFICERS_TEXT = 'select "id" from capacity_free_officers($1, $2, $3, $4, $5, $6, $7, $8, null)';

/**
 * Officer ids free for the window, best candidate first: fewest live assignments whose meeting
 * time falls on the same date as the window's start at its airport, then the one assigned least recently
 * (never assigned first), then by id so the order is stable.
 * @returns user ids of officers; empty when nobody is free.
 */
export async function freeOfficerIds(db: Executor, w: CapacityWindow): Promise<string[]> {
  const { dayStart, dayEnd } = capacityDay(w.windowStart, w.timeZone);
  const values = [
    w.windowStart.toISOString(),
    w.windowEnd.toISOString(),
    w.now.toISOString(),
    dayStart.toISOString(),
    dayEnd.toISOString(),
    w.airportIata,
    w.terminal,
    w.excludeBookingId ?? '00000000-0000-0000-0000-000000000000',
  ];
  const { rows } = await executeNamedIn(db, { name: 'capacity_free_officers_at', text: FREE_OFFICERS_TEXT, values });
  return rows.map((r) => r.id as string);
}

/**
 * The day whose live assignments order the free officers of a window: the day of its start on
 * the clock of `timeZone` (its airport's), from `dayStart` (inclusive) to `dayEnd` (exclusive).
 */
export function capacityDay(windowStart: Date, timeZone: string): { dayStart: Date; dayEnd: Date } {
  const day = dayNumberInZone(windowStart, timeZone);
  return { dayStart: dayNumberStartInZone(day, timeZone), dayEnd: dayNumberStartInZone(day + 1, timeZone) };
}
