/**
 * The operations day board and the officer's own services (issue 15 §7).
 *
 * Board: confirmed and completed bookings whose meeting time falls on one Lagos date, in
 * meeting-time order, with the lead passenger (the booking's own name and phone; for older
 * bookings the owner's, never a quick sign-up placeholder: issue 19 §1), the assigned officers and
 * "Needs officer" when a paid, confirmed booking has fewer officers than it needs. Filters:
 * arrivals, departures, needs officer; `q` finds a booking reference or an e-mail. The capacity
 * strip gives, per Lagos hour, officers on shift against officers in service (assigned to a live
 * booking whose window overlaps the hour).
 */
import {
  addDaysIso,
  lagosToday,
  type OfficerService,
  type OpsBoard,
  type OpsBoardQuery,
  type OpsBooking,
  staffContact,
} from '@fasttrack/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { lagosDayStart, lagosHour } from '../../lib/lagos-day';
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

const HOUR_MS = 3_600_000;

async function toOpsBookings(db: Db, rows: BoardRow[]): Promise<OpsBooking[]> {
  const assigned = await selectAssignedOfficers(
    db,
    rows.map((r) => r.booking.id),
  );
  return rows.map(({ booking, flight, owner, meetingPoint, codeLockedAt, requestedFlight }) => {
    const officers = assigned.filter((a) => a.bookingId === booking.id).map(({ bookingId: _, ...officer }) => officer);
    return {
      id: booking.id,
      bookingReference: booking.reference,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      serviceType: booking.serviceType,
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
    };
  });
}

/** The day board for `query.date` (a Lagos date). `now` decides which holds are live. */
export async function getBoard(db: Db, query: OpsBoardQuery, now = new Date()): Promise<OpsBoard> {
  const conditions: SQL[] = [];
  if (query.filter === 'arrivals') conditions.push(eq(bookings.serviceType, 'arrival'));
  if (query.filter === 'departures') conditions.push(eq(bookings.serviceType, 'departure'));
  // A search looks at every date and every status: the caller on the phone names a booking,
  // not a day (issue 26 §6). The day's board is its live bookings.
  const range = query.q ? null : { from: lagosDayStart(query.date), to: lagosDayStart(addDaysIso(query.date, 1)) };
  conditions.push(query.q ? matchesSearch(query.q) : onTheBoard(now));
  const rows = await selectBoardRows(db, range, and(...conditions));
  let list = await toOpsBookings(db, rows);
  if (query.filter === 'needs-officer') list = list.filter((b) => b.needsOfficer);
  return { date: query.date, bookings: list, capacity: await capacityStrip(db, query.date, now) };
}

/** Per hour of the Lagos date: distinct officers on shift, and distinct officers in service. */
async function capacityStrip(db: Db, date: string, now: Date): Promise<OpsBoard['capacity']> {
  const from = lagosDayStart(date);
  const to = lagosDayStart(addDaysIso(date, 1));
  const [shifts, busy] = await Promise.all([
    selectActiveShifts(db, from, to),
    selectLiveAssignments(db, from, to, now),
  ]);
  const hours = Math.round((to.getTime() - from.getTime()) / HOUR_MS);
  return Array.from({ length: hours }, (_, h) => {
    const start = lagosHour(date, h);
    const end = new Date(start.getTime() + HOUR_MS);
    const onShift = new Set(shifts.filter((s) => s.startsAt < end && s.endsAt > start).map((s) => s.officerId));
    const inService = new Set(busy.filter((a) => a.windowStart < end && a.windowEnd > start).map((a) => a.officerId));
    return { hourStart: start.toISOString(), onShift: onShift.size, inService: inService.size };
  });
}

/**
 * The officer's confirmed and completed services with meeting time today or tomorrow in Lagos,
 * in meeting-time order (issue 15 §7 `/officer`; the completed ones since issue 26 §6), with the
 * lead passenger's name but not their phone or e-mail (issue 26 item 5).
 */
export async function getOfficerServices(db: Db, officerId: string, now = new Date()): Promise<OfficerService[]> {
  const today = lagosToday(now);
  const rows = await selectBoardRows(
    db,
    { from: lagosDayStart(today), to: lagosDayStart(addDaysIso(today, 2)) },
    // Completed ones stay in the list, marked done: the officer's record of the day (issue 26 §6).
    and(inArray(bookings.status, ['confirmed', 'completed']), assignedTo(officerId)),
  );
  // The officer gets the traveller's name only: contact goes through the masked chat (issue 26 item 5).
  return (await toOpsBookings(db, rows)).map((b) => ({ ...b, leadPassenger: { name: b.leadPassenger.name } }));
}
