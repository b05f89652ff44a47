/**
 * The operations day board and the officer's own services (issue 15 §7).
 *
 * Board: confirmed and completed bookings whose meeting time falls on one Lagos date, in
 * meeting-time order, with the lead passenger (the booking's own name and phone; for older
 * bookings the owner's, never a quick sign-up placeholder: issue 19 §1), the assigned officers and
 * "Needs officer" when a paid, confirmed booking has fewer officers than it needs. Filters:
 * arrivals, departures, needs officer, and the day's cancelled and refunded bookings (issue 36
 * item 3); `q` finds a booking reference or an e-mail. Each booking carries the state of its
 * service, whether its officer is late to check in, whether the desk stepped in and how many
 * chat messages it has; the board also lists every late check-in at `now` and when the next one
 * falls due (ADR 320, 321). The capacity strip gives, per Lagos hour, officers on shift against
 * officers in service (assigned to a live booking whose window overlaps the hour).
 */
import {
  addDaysIso,
  BUSINESS_TIME_ZONE,
  checkInDueAt,
  isLateCheckIn,
  type LateCheckIn,
  type OfficerService,
  type OpsBoard,
  type OpsBoardQuery,
  type OpsBooking,
  serviceState,
  staffContact,
} from '@fasttrack/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { dayStartInZone, hourInZone } from '../../lib/zone-day';
import { selectExtraLines } from '../extras/index';
import { findAirportTimeZone, meetingOnAirportDays, meetingOnAirportDaysFrom } from '../flights/index';
import {
  assignedTo,
  type BoardRow,
  matchesSearch,
  onTheBoard,
  selectActiveShifts,
  selectAssignedOfficers,
  selectBoardRows,
  selectLiveAssignments,
} from './board.repository';
import {
  countChatMessages,
  selectBookingMilestones,
  selectLateCheckIns,
  selectNextDueMeetingTime,
} from './board-service.repository';

const HOUR_MS = 3_600_000;

async function toOpsBookings(db: Db, rows: BoardRow[], now: Date): Promise<OpsBooking[]> {
  const ids = rows.map((r) => r.booking.id);
  const [assigned, milestones, chats] = await Promise.all([
    selectAssignedOfficers(db, ids),
    selectBookingMilestones(db, ids),
    countChatMessages(db, ids),
  ]);
  return rows.map(({ booking, flight, owner, meetingPoint, airportTimeZone, codeLockedAt, requestedFlight }) => {
    const officers = assigned.filter((a) => a.bookingId === booking.id).map(({ bookingId: _, ...officer }) => officer);
    const own = milestones.filter((m) => m.bookingId === booking.id);
    const reached = own.map((m) => m.milestone);
    return {
      id: booking.id,
      bookingReference: booking.reference,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      serviceType: booking.serviceType,
      airportIata: booking.airportIata,
      airportTimeZone,
      passengerCount: booking.passengerCount,
      specialRequests: booking.specialRequirements,
      meetingTime: booking.meetingTime.toISOString(),
      meetingPoint,
      windowStart: booking.serviceWindowStart.toISOString(),
      windowEnd: booking.serviceWindowEnd.toISOString(),
      flight: {
        flightNumber: flight.flightNumber,
        airlineName: flight.airlineName,
        departureIata: flight.departureIata,
        arrivalIata: flight.arrivalIata,
        departureTime: flight.departureTime.toISOString(),
        arrivalTime: flight.arrivalTime.toISOString(),
        terminal: flight.terminal,
        status: flight.status,
        checkedAt: flight.statusCheckedAt?.toISOString() ?? null,
        estimatedDepartureTime: flight.estimatedDepartureTime?.toISOString() ?? null,
        estimatedArrivalTime: flight.estimatedArrivalTime?.toISOString() ?? null,
      },
      flightDisruption: booking.flightDisruption,
      disruptionChoice: booking.disruptionChoice,
      requestedFlight: booking.flightDisruption ? requestedFlight : null,
      holdExpiresAt: booking.status === 'pending' ? (booking.holdExpiresAt?.toISOString() ?? null) : null,
      codeLocked: codeLockedAt !== null,
      leadPassenger: { ...staffContact(booking, owner), email: owner.email },
      officersNeeded: booking.officersNeeded,
      officers,
      // A disrupted flight's officers were released on purpose (issue 26 §3): it waits to be moved or refunded.
      needsOfficer:
        booking.status === 'confirmed' &&
        booking.paymentStatus === 'paid' &&
        !booking.flightDisruption &&
        officers.length < booking.officersNeeded,
      serviceState: serviceState(booking, reached),
      lateCheckIn: officers.length > 0 && !booking.flightDisruption && isLateCheckIn(booking, reached, now),
      steppedIn: own.some((m) => m.byDesk),
      chatMessages: chats.get(booking.id) ?? 0,
    };
  });
}

/**
 * The day board for `query.date`: each booking on its own airport's date, the capacity hours on
 * the chosen airport's clock (the business's with none chosen; issue 41 item 2). `now` decides
 * which holds are live.
 */
export async function getBoard(db: Db, query: OpsBoardQuery, now = new Date()): Promise<OpsBoard> {
  const conditions: SQL[] = [];
  if (query.filter === 'arrivals') conditions.push(eq(bookings.serviceType, 'arrival'));
  if (query.filter === 'departures') conditions.push(eq(bookings.serviceType, 'departure'));
  if (query.airport) conditions.push(eq(bookings.airportIata, query.airport));
  // A search looks at every date and every status: the caller on the phone names a booking,
  // not a day (issue 26 §6). The day's board is its live bookings.
  const days = query.q ? null : meetingOnAirportDays({ from: query.date, to: addDaysIso(query.date, 1) });
  // Cancelled and refunded bookings leave the day's other views, and stay under their own filter (issue 36 item 3).
  const cancelled = query.filter === 'cancelled';
  if (cancelled) conditions.push(eq(bookings.status, 'cancelled'));
  if (query.q) conditions.push(matchesSearch(query.q));
  else if (!cancelled) conditions.push(onTheBoard(now));
  const airport = query.airport ?? null;
  const [rows, timeZone] = await Promise.all([
    selectBoardRows(db, days, and(...conditions)),
    airport ? findAirportTimeZone(db, airport) : BUSINESS_TIME_ZONE,
  ]);
  let list = await toOpsBookings(db, rows, now);
  if (query.filter === 'needs-officer') list = list.filter((b) => b.needsOfficer);
  const [capacity, late] = await Promise.all([
    capacityStrip(db, { date: query.date, airport, timeZone }, now),
    lateCheckIns(db, airport, now),
  ]);
  return { date: query.date, timeZone, bookings: list, capacity, ...late, asOf: now.toISOString() };
}

/**
 * Every service late to check in at `now` (whatever date, filter or search the board shows; at
 * `airport` only when the desk chose one), with its officers to call, and when the next one falls
 * due: the board asks again then (ADR 320).
 */
async function lateCheckIns(
  db: Db,
  airport: string | null,
  now: Date,
): Promise<{ lateCheckIns: LateCheckIn[]; nextCheckInDueAt: string | null }> {
  const [rows, nextMeeting] = await Promise.all([
    selectLateCheckIns(db, { airport, now }),
    selectNextDueMeetingTime(db, { airport, now }),
  ]);
  const officers = await selectAssignedOfficers(
    db,
    rows.map((r) => r.id),
  );
  return {
    lateCheckIns: rows.map((r) => ({
      bookingId: r.id,
      bookingReference: r.reference,
      meetingTime: r.meetingTime.toISOString(),
      airportTimeZone: r.airportTimeZone,
      checkInDueAt: checkInDueAt(r.meetingTime).toISOString(),
      meetingPoint: r.meetingPoint,
      flightNumber: r.flightNumber,
      officers: officers.filter((o) => o.bookingId === r.id).map(({ bookingId: _, ...officer }) => officer),
    })),
    nextCheckInDueAt: nextMeeting ? checkInDueAt(nextMeeting).toISOString() : null,
  };
}

/**
 * Per hour of the date on the clock of `day.timeZone`: distinct officers on shift, and distinct
 * officers in service; the officers of `day.airport` only when one is chosen.
 */
async function capacityStrip(
  db: Db,
  day: { date: string; airport: string | null; timeZone: string },
  now: Date,
): Promise<OpsBoard['capacity']> {
  const { date, airport, timeZone } = day;
  const from = dayStartInZone(date, timeZone);
  const to = dayStartInZone(addDaysIso(date, 1), timeZone);
  const [shifts, busy] = await Promise.all([
    selectActiveShifts(db, { from, to, airport }),
    selectLiveAssignments(db, { from, to, airport }, now),
  ]);
  const hours = Math.round((to.getTime() - from.getTime()) / HOUR_MS);
  return Array.from({ length: hours }, (_, h) => {
    const start = hourInZone(date, h, timeZone);
    const end = new Date(start.getTime() + HOUR_MS);
    const onShift = new Set(shifts.filter((s) => s.startsAt < end && s.endsAt > start).map((s) => s.officerId));
    const inService = new Set(busy.filter((a) => a.windowStart < end && a.windowEnd > start).map((a) => a.officerId));
    return { hourStart: start.toISOString(), onShift: onShift.size, inService: inService.size };
  });
}

/**
 * The officer's confirmed and completed services with meeting time today or tomorrow at their airport,
 * in meeting-time order (issue 15 §7 `/officer`; the completed ones since issue 26 §6), with the
 * lead passenger's name but not their phone or e-mail (issue 26 item 5).
 */
export async function getOfficerServices(db: Db, officerId: string, now = new Date()): Promise<OfficerService[]> {
  const rows = await selectBoardRows(
    db,
    meetingOnAirportDaysFrom(now, 2),
    // Completed ones stay in the list, marked done: the officer's record of the day (issue 26 §6).
    and(inArray(bookings.status, ['confirmed', 'completed']), assignedTo(officerId)),
  );
  // The officer gets the traveller's name only: contact goes through the masked chat (issue 26 item 5).
  const [services, extras] = await Promise.all([
    toOpsBookings(db, rows, now),
    // Each add-on line to mark delivered (issue 41 item 4), one query for all the services.
    selectExtraLines(
      db,
      rows.map((r) => r.booking.id),
    ),
  ]);
  return services.map((b) => ({
    ...b,
    leadPassenger: { name: b.leadPassenger.name },
    extras: extras.get(b.id) ?? [],
  }));
}
