/**
 * SQL for following booked flights (issue 18 §1): claiming the flights a round asks about, and
 * writing what the provider said on the flight. What the answer does to the bookings is the
 * bookings feature's (bookings/flight-following.service.ts).
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, flights } from '../../db/schema/index';
import type { FlightStatusReport } from '../../integrations/flight-data/types';

const HOUR_MS = 3_600_000;

/**
 * How early a check may be taken. Rounds come once a minute from pg-boss's cron, but each starts
 * some seconds later or earlier than a minute after the one before (the cron's look every 30 s,
 * the worker's pick-up): without this, a flight due every minute waits a whole round more
 * whenever the next round starts a little less than a minute after its last check.
 */
const EARLY_CHECK_TOLERANCE_MS = 30_000;

/**
 * Minutes between checks far from and near the meeting time (FLIGHT_POLL_FAR/NEAR_MINUTES), and
 * how many hours before the meeting time checks start (FLIGHT_POLL_HORIZON_HOURS, default 72; issue 26 §3).
 */
export interface PollIntervals {
  farMinutes: number;
  nearMinutes: number;
  horizonHours?: number;
}

/** A flight a round claimed: what the provider is asked, and what its answer is compared with. */
export interface ClaimedFlight {
  id: string;
  flightNumber: string;
  serviceDate: string;
  departureIata: string;
  arrivalIata: string;
  departureTime: Date;
  arrivalTime: Date;
}

/**
 * Claims the flights due for a check at `now`: those with a confirmed booking whose meeting time
 * is in (now, now + horizon] (72 h by default) and whose `next_check_at` was never set, has come,
 * or comes within EARLY_CHECK_TOLERANCE_MS. One UPDATE moves `next_check_at` on: `near` minutes
 * when the earliest such meeting is 3 h away or less, else `far` minutes but not past 3 h before
 * that meeting. A flight another process has just claimed no longer matches (PostgreSQL re-checks
 * the condition on the row it waited for, and every interval is longer than the tolerance), so
 * each flight is asked once per round however many processes run it.
 */
export async function claimDueFlights(db: Executor, now: Date, every: PollIntervals): Promise<ClaimedFlight[]> {
  const horizon = new Date(now.getTime() + (every.horizonHours ?? 72) * HOUR_MS);
  const nextMeeting = sql`(select min(b.meeting_time) from ${bookings} b
    where b.flight_id = ${flights.id} and b.status = 'confirmed' and b.meeting_time > ${now})`;
  const near = new Date(now.getTime() + every.nearMinutes * 60_000);
  const far = new Date(now.getTime() + every.farMinutes * 60_000);
  const dueBy = new Date(now.getTime() + EARLY_CHECK_TOLERANCE_MS);
  const due = db
    .select({ id: bookings.flightId })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        sql`${bookings.meetingTime} > ${now}`,
        sql`${bookings.meetingTime} <= ${horizon}`,
      ),
    );
  return db
    .update(flights)
    .set({
      nextCheckAt: sql`case when ${nextMeeting} - interval '3 hours' <= ${now}::timestamptz then ${near}::timestamptz
        else greatest(${near}::timestamptz, least(${far}::timestamptz, ${nextMeeting} - interval '3 hours')) end`,
    })
    .where(and(inArray(flights.id, due), or(isNull(flights.nextCheckAt), lte(flights.nextCheckAt, dueBy))))
    .returning({
      id: flights.id,
      flightNumber: flights.flightNumber,
      serviceDate: flights.serviceDate,
      departureIata: flights.departureIata,
      arrivalIata: flights.arrivalIata,
      departureTime: flights.departureTime,
      arrivalTime: flights.arrivalTime,
    });
}

/**
 * Stores the provider's answer on the flight, checked at `check.now`; `check.report` null keeps
 * the status and only notes the check.
 */
export async function recordFlightStatus(
  db: Executor,
  flightId: string,
  check: { report: FlightStatusReport | null; now: Date },
): Promise<void> {
  const { report, now } = check;
  await db
    .update(flights)
    .set({
      statusCheckedAt: now,
      ...(report
        ? {
            status: report.status,
            estimatedDepartureTime: report.estimatedDeparture,
            estimatedArrivalTime: report.estimatedArrival,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(flights.id, flightId));
}

/**
 * The flight of a live booking (pending or confirmed) whose meeting time is still ahead at `now`,
 * in the shape a round claims; null otherwise.
 */
export async function flightOfBooking(db: Executor, bookingId: string, now: Date): Promise<ClaimedFlight | null> {
  const [row] = await db
    .select({
      id: flights.id,
      flightNumber: flights.flightNumber,
      serviceDate: flights.serviceDate,
      departureIata: flights.departureIata,
      arrivalIata: flights.arrivalIata,
      departureTime: flights.departureTime,
      arrivalTime: flights.arrivalTime,
    })
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(
      and(
        eq(bookings.id, bookingId),
        inArray(bookings.status, ['pending', 'confirmed']),
        sql`${bookings.meetingTime} > ${now}`,
      ),
    );
  return row ?? null;
}
