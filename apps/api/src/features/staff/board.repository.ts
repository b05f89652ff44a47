/**
 * SQL for the day board and the officer's own services (issue 15 §7): bookings with their
 * flight, owner (whose name and phone stand in for older bookings' contact), meeting point and assigned officers; and, per hour, the
 * officers on shift and in service. Rows stay here; board.service.ts builds the DTOs.
 */

import { toE164 } from '@fasttrack/contracts';
import { type AnyColumn, and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingAssignments,
  bookings,
  flights,
  meetingCodeChecks,
  officerShifts,
  officers,
  users,
} from '../../db/schema/index';
import { servedAirportZoneSql } from '../flights/index';
import { bookingTerminalSql, liveBooking, meetingPointSql } from '../operations/index';

// A function, not a constant: the operations feature imports the staff role check, so its
// exports are not ready while this module loads.
const boardColumns = () => ({
  booking: bookings,
  flight: {
    flightNumber: flights.flightNumber,
    airlineName: flights.airlineName,
    departureIata: flights.departureIata,
    arrivalIata: flights.arrivalIata,
    departureTime: flights.departureTime,
    arrivalTime: flights.arrivalTime,
    // The terminal at the booking's airport, not the one the flight's source names (issue 41 item 1).
    terminal: bookingTerminalSql(),
    status: flights.status,
    statusCheckedAt: flights.statusCheckedAt,
    estimatedDepartureTime: flights.estimatedDepartureTime,
    estimatedArrivalTime: flights.estimatedArrivalTime,
  },
  owner: {
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    dateOfBirth: users.dateOfBirth,
    email: users.email,
  },
  meetingPoint: meetingPointSql(),
  /** The served airport's zone (issue 41 item 2): the board and the officer read times on its clock. */
  airportTimeZone: servedAirportZoneSql(),
  codeLockedAt: meetingCodeChecks.lockedAt,
  /** The flight the traveller named with "keep", waiting to be moved to (issue 36 item 5). */
  requestedFlight: sql<{ flightNumber: string; date: string } | null>`(select json_build_object(
    'flightNumber', rf.flight_number, 'date', rf.service_date) from ${flights} rf where rf.id = ${bookings.requestedFlightId})`,
});

export type BoardRow = Awaited<ReturnType<typeof selectBoardRows>>[number];

/** Most rows a search across all dates answers (issue 26 §6): the newest meeting times first. */
export const SEARCH_ROWS_MAX = 100;

/**
 * Bookings on the days `days` selects (flights `meetingOnAirportDays`: each booking's own
 * airport's days), meeting-time order, narrowed by `where` (status, service type, search,
 * officer); with `days` null, every date, newest meeting time first, at most SEARCH_ROWS_MAX rows
 * (the board's search, issue 26 §6).
 */
export function selectBoardRows(db: Executor, days: SQL | null, where?: SQL) {
  const query = db
    .select(boardColumns())
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(meetingCodeChecks, eq(meetingCodeChecks.bookingId, bookings.id));
  if (!days) {
    return query.where(where).orderBy(desc(bookings.meetingTime), asc(bookings.reference)).limit(SEARCH_ROWS_MAX);
  }
  return query.where(and(days, where)).orderBy(asc(bookings.meetingTime), asc(bookings.reference));
}

/**
 * The bookings the day board lists: confirmed and completed ones, and unpaid ones still holding
 * their officers at `now` (they use capacity, so the dispatcher sees them; issue 26 §6).
 */
export function onTheBoard(now: Date): SQL {
  return or(
    inArray(bookings.status, ['confirmed', 'completed']),
    and(eq(bookings.status, 'pending'), gt(bookings.holdExpiresAt, now)),
  ) as SQL;
}

/** Only the digits of a stored phone, in SQL: accounts made before issue 19 kept what was typed. */
const phoneDigits = (column: SQL | AnyColumn) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * SQL condition of the board's search (issue 16; a dispatcher on a call searches by what the
 * caller says): `q`, in any case, within the booking reference, the owner's e-mail, the lead
 * passenger's name or the account's name. When `q` reads as a phone number (local numbers as
 * Nigerian, contracts `toE164`), also the bookings whose contact phone or account phone is that
 * number, however it was written.
 */
export function matchesSearch(q: string): SQL {
  const contains = (text: SQL | AnyColumn) => sql`strpos(lower(${text}), lower(${q})) > 0`;
  const conditions = [
    contains(bookings.reference),
    contains(users.email),
    contains(bookings.leadPassengerName),
    contains(sql`${users.firstName} || ' ' || ${users.lastName}`),
  ];
  const phone = toE164(q);
  if (phone) {
    const digits = phone.slice(1);
    conditions.push(
      sql`${phoneDigits(bookings.contactPhone)} = ${digits}`,
      sql`${phoneDigits(users.phone)} = ${digits}`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** SQL condition: `officerId` is assigned to the booking. */
export function assignedTo(officerId: string): SQL {
  return sql`exists (select 1 from ${bookingAssignments} a where a.booking_id = ${bookings.id} and a.officer_id = ${officerId})`;
}

export interface AssignedOfficerRow {
  bookingId: string;
  id: string;
  firstName: string;
  lastName: string;
  badgeNumber: string;
  phone: string;
}

/** The officers assigned to these bookings, in assignment order. */
export function selectAssignedOfficers(db: Executor, bookingIds: string[]): Promise<AssignedOfficerRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: bookingAssignments.bookingId,
      id: officers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      badgeNumber: officers.badgeNumber,
      phone: users.phone,
    })
    .from(bookingAssignments)
    .innerJoin(officers, eq(officers.userId, bookingAssignments.officerId))
    .innerJoin(users, eq(users.id, officers.userId))
    .where(inArray(bookingAssignments.bookingId, bookingIds))
    .orderBy(asc(bookingAssignments.assignedAt), asc(officers.userId));
}

/** Shifts of active officers (of `period.airport` when given) overlapping [from, to). */
export function selectActiveShifts(db: Executor, period: { from: Date; to: Date; airport: string | null }) {
  const { from, to, airport } = period;
  return db
    .select({ officerId: officerShifts.officerId, startsAt: officerShifts.startsAt, endsAt: officerShifts.endsAt })
    .from(officerShifts)
    .innerJoin(officers, eq(officers.userId, officerShifts.officerId))
    .innerJoin(users, eq(users.id, officers.userId))
    .where(
      and(
        eq(officers.active, true),
        isNull(users.deactivatedAt),
        lt(officerShifts.startsAt, to),
        gt(officerShifts.endsAt, from),
        airport ? eq(officers.airportIata, airport) : undefined,
      ),
    );
}

/**
 * Officer windows of live bookings (confirmed, or held and unexpired at `now`; at `period.airport`
 * when given) overlapping [`period.from`, `period.to`).
 */
export function selectLiveAssignments(
  db: Executor,
  period: { from: Date; to: Date; airport: string | null },
  now: Date,
) {
  const { from, to, airport } = period;
  return db
    .select({
      officerId: bookingAssignments.officerId,
      windowStart: bookingAssignments.windowStart,
      windowEnd: bookingAssignments.windowEnd,
    })
    .from(bookingAssignments)
    .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
    .where(
      and(
        liveBooking(now),
        lt(bookingAssignments.windowStart, to),
        gt(bookingAssignments.windowEnd, from),
        airport ? eq(bookings.airportIata, airport) : undefined,
      ),
    );
}
