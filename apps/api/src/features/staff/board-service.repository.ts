/**
 * SQL for the service as the board shows it (issue 36 item 3): the milestones of the listed
 * bookings (and whether the desk recorded any), how many chat messages each has, and the late
 * check-ins: confirmed services whose officer has not checked in by meeting time − 10 min
 * (contracts `checkInDueAt`; ADR 320). Rows stay here; board.service.ts builds the DTOs.
 */
import { LATE_CHECK_IN_MINUTES, type Milestone } from '@fasttrack/contracts';
import { and, asc, count, eq, gt, inArray, isNull, lte, min, notExists, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingAssignments, bookings, chatMessages, flights, serviceMilestones, users } from '../../db/schema/index';
import { servedAirportZoneSql } from '../flights/index';
import { meetingPointSql } from '../operations/index';

const MIN = 60_000;
/** How far back a late check-in is looked for: the missed-service round cancels one within the hour (ADR 251). */
const LATE_LOOKBACK_MS = 24 * 60 * MIN;
/** How far ahead the next check-in due is looked for; the board's minute refresh covers the rest. */
const NEXT_DUE_HORIZON_MS = 24 * 60 * MIN;

export interface BookingMilestoneRow {
  bookingId: string;
  milestone: Milestone;
  /** Recorded by a dispatcher or admin (an early check-in or a step-in), not the officer. */
  byDesk: boolean;
}

/** The milestones reached by these bookings, in the order they were reached. */
export function selectBookingMilestones(db: Executor, bookingIds: string[]): Promise<BookingMilestoneRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: serviceMilestones.bookingId,
      milestone: sql<Milestone>`${serviceMilestones.milestone}`,
      byDesk: sql<boolean>`coalesce(${users.role} in ('dispatcher', 'admin'), false)`,
    })
    .from(serviceMilestones)
    .leftJoin(users, eq(users.id, serviceMilestones.actorUserId))
    .where(inArray(serviceMilestones.bookingId, bookingIds))
    .orderBy(asc(serviceMilestones.reachedAt));
}

/** Chat messages per booking, for the bookings that have any. */
export async function countChatMessages(db: Executor, bookingIds: string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: chatMessages.bookingId, messages: count() })
    .from(chatMessages)
    .where(inArray(chatMessages.bookingId, bookingIds))
    .groupBy(chatMessages.bookingId);
  return new Map(rows.map((r) => [r.bookingId, Number(r.messages)]));
}

/** A confirmed, undisrupted service with an officer assigned and no check-in yet. */
function awaitingCheckIn(): SQL {
  return and(
    eq(bookings.status, 'confirmed'),
    isNull(bookings.flightDisruption),
    sql`exists (select 1 from ${bookingAssignments} a where a.booking_id = ${bookings.id})`,
    notExists(
      sql`(select 1 from ${serviceMilestones} m where m.booking_id = ${bookings.id} and m.milestone = 'checked_in')`,
    ),
  ) as SQL;
}

/**
 * Services late at `now` (at `airport` when given): awaiting check-in with a meeting time at or
 * before now + 10 min (and within the last day), earliest first.
 */
export function selectLateCheckIns(db: Executor, at: { airport: string | null; now: Date }) {
  const { airport, now } = at;
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      meetingTime: bookings.meetingTime,
      airportTimeZone: servedAirportZoneSql(),
      meetingPoint: meetingPointSql(),
      flightNumber: flights.flightNumber,
    })
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(
      and(
        gt(bookings.meetingTime, new Date(now.getTime() - LATE_LOOKBACK_MS)),
        lte(bookings.meetingTime, new Date(now.getTime() + LATE_CHECK_IN_MINUTES * MIN)),
        awaitingCheckIn(),
        airport ? eq(bookings.airportIata, airport) : undefined,
      ),
    )
    .orderBy(asc(bookings.meetingTime), asc(bookings.reference));
}

/**
 * The meeting time of the next service (at `airport` when given) that becomes late after `now`
 * (within a day), or null.
 */
export async function selectNextDueMeetingTime(
  db: Executor,
  at: { airport: string | null; now: Date },
): Promise<Date | null> {
  const { airport, now } = at;
  const after = new Date(now.getTime() + LATE_CHECK_IN_MINUTES * MIN);
  const [row] = await db
    .select({ at: min(bookings.meetingTime) })
    .from(bookings)
    .where(
      and(
        gt(bookings.meetingTime, after),
        lte(bookings.meetingTime, new Date(after.getTime() + NEXT_DUE_HORIZON_MS)),
        awaitingCheckIn(),
        airport ? eq(bookings.airportIata, airport) : undefined,
      ),
    );
  return row?.at ? new Date(row.at) : null;
}
