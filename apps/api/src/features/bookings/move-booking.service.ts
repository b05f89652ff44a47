/**
 * Moving a booking to the flight its traveller was re-booked on (issue 26 §3; issue 36 item 5).
 * A dispatcher moves any confirmed booking (`moveBookingToFlight`); a traveller who keeps a
 * booking after a cancelled or diverted flight names the new flight, and the booking moves at
 * once when that flight can be served (`moveKeptBooking`), else waits for the dispatcher with the
 * flight named.
 *
 * A move, in the caller's transaction: the booking takes the new dated flight and loses its
 * disruption flag (so the automatic refund finds nothing to do) and any flight it asked for; the
 * flight it left is kept (`moved_from_flight_id`) for the page's notice; the service plan follows
 * the new flight (contracts `servicePlan`, on its estimated times when known); the officers are
 * re-checked (booking-retime.ts); the move is audited (`booking.moved`); the traveller
 * (and the lead passenger) hear "moved from P47125 (cancelled) to P47121, Mon 30 Nov, meeting
 * 15:15 WAT" by every channel; open pages hear of it.
 */
import {
  Messages,
  MoveBookingRefusals,
  type MoveBookingRequest,
  type MoveBookingResult,
  noticeProblem,
  type ServicePlan,
  serviceAirportIata,
  servicePlan,
  withServiceLength,
} from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import { bookings, flights, serviceAirports } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { type FlightRow, findByReference, isDomestic } from '../flights/index';
import { enqueueMessage, enqueueOfficerPushes } from '../messages/index';
import { officerChangeOf, recordAssignmentAudit } from '../operations/index';
import { setBookingFlight } from './booking-changes';
import type { Actor } from './booking-history';
import { retimeBooking } from './booking-retime';

/** The booking, the flight it moves to and the plan there, once the move is possible at all. */
interface Move {
  booking: {
    id: string;
    status: string;
    serviceType: 'arrival' | 'departure';
    airportIata: string;
    /** The airport's minimum notice, in minutes (issue 41 item 1). */
    noticeMinutes: number;
    flightId: string;
    disruption: 'cancelled' | 'diverted' | null;
    oldFlight: string;
    oldDate: string;
  };
  flight: FlightRow;
  plan: ServicePlan;
}

/**
 * Locks the booking and checks the move to the flight of booking reference `move.reference` at
 * `move.now`: the flight exists, is another one, serves the booking's airport in its direction, and its
 * meeting time is still ahead.
 * @throws AppError 404 unknown booking or flight; 409 same flight, wrong direction, passed.
 */
async function prepareMove(tx: Executor, move: { bookingId: string; reference: string; now: Date }): Promise<Move> {
  const { bookingId, reference, now } = move;
  const [booking] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      serviceType: bookings.serviceType,
      airportIata: bookings.airportIata,
      priceLines: bookings.priceLines,
      arrivalServiceMinutes: serviceAirports.arrivalServiceMinutes,
      noticeMinutes: serviceAirports.minNoticeMinutes,
      flightId: bookings.flightId,
      disruption: bookings.flightDisruption,
      oldFlight: flights.flightNumber,
      oldDate: flights.serviceDate,
    })
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .innerJoin(serviceAirports, eq(serviceAirports.iata, bookings.airportIata))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  if (!booking) throw AppError.notFound('Booking not found');
  const flight = await findByReference(tx, reference);
  if (!flight) throw AppError.notFound(Messages.flightNotFound);
  if (flight.id === booking.flightId) throw AppError.conflict(MoveBookingRefusals.sameFlight);
  // A booking stays at its airport: its officers, terminals and meeting points are that airport's.
  if (serviceAirportIata(flight, booking.serviceType) !== booking.airportIata) {
    throw AppError.conflict(MoveBookingRefusals.wrongDirection(booking.serviceType, booking.airportIata));
  }
  const times = {
    departureTime: flight.estimatedDepartureTime ?? flight.departureTime,
    arrivalTime: flight.estimatedArrivalTime ?? flight.arrivalTime,
    domestic: await isDomestic(tx, flight),
  };
  const plan = withServiceLength(servicePlan(times, booking.serviceType), {
    serviceType: booking.serviceType,
    arrivalServiceMinutes: booking.arrivalServiceMinutes,
    lines: booking.priceLines,
  });
  if (plan.meetingTime <= now) throw AppError.conflict(MoveBookingRefusals.passed);
  return { booking, flight, plan };
}

/**
 * Writes a prepared `move` (see the module's docstring) by `actor` at `now`; `reason` is audited
 * with it, and `jobs` queue its messages.
 */
async function applyMove(
  tx: Tx,
  change: { jobs: JobRunner; actor: Actor; move: Move; reason: string; now: Date },
): Promise<MoveBookingResult> {
  const { jobs, actor, reason, now } = change;
  const { booking, flight, plan } = change.move;
  const bookingId = booking.id;
  const from = `${booking.oldFlight} on ${booking.oldDate}`;
  const to = `${flight.flightNumber} on ${flight.serviceDate}`;
  await setBookingFlight(tx, {
    bookingId,
    flightId: flight.id,
    previousFlightId: booking.flightId,
    from,
    to,
    actor,
    reason,
    now,
  });
  // The new terminal and window are read from the new flight: officers are re-checked for them.
  const outcome = await retimeBooking(tx, {
    jobs,
    bookingId,
    plan,
    actor,
    reason: `Moved from ${from} to ${to}: ${reason}`,
    now,
  });
  if (outcome) await enqueueOfficerPushes(tx, jobs, { bookingId, ...officerChangeOf(outcome, plan.meetingTime) });
  const meetingTime = plan.meetingTime.toISOString();
  await recordAssignmentAudit(tx, {
    bookingId,
    action: 'booking.moved',
    actor,
    details: { from, to, reason, meetingTime },
  });
  await enqueueMessage(tx, jobs, {
    kind: 'service-retimed',
    bookingId,
    key: `moved:${meetingTime}`,
    payload: {
      meetingTime,
      previous: outcome?.previousMeetingTime.toISOString() ?? null,
      movedTo: flight.flightNumber,
      movedFrom: booking.oldFlight,
      movedFromDisruption: booking.disruption,
    },
  });
  await recordLiveEvent(tx, { bookingId, type: 'flight', payload: { kind: 'moved', meetingTime } });
  return { bookingId, flightNumber: flight.flightNumber, meetingTime, missingOfficers: outcome?.missing ?? 0 };
}

/**
 * A dispatcher (`actor`) moves the confirmed booking `bookingId` to the flight `input` names (the
 * route checks the role); `now` defaults to the current time.
 * @throws AppError 404 unknown booking or flight; 409 not confirmed, same flight, a flight that
 *   does not serve LOS in the booking's direction, or a meeting time already passed.
 */
export function moveBookingToFlight(
  deps: { db: Db; jobs: JobRunner },
  request: { actor: Actor; bookingId: string; input: MoveBookingRequest; now?: Date },
): Promise<MoveBookingResult> {
  const { actor, bookingId, input, now = new Date() } = request;
  return deps.db.transaction(async (tx) => {
    const move = await prepareMove(tx, { bookingId, reference: input.flightBookingReference, now });
    if (move.booking.status !== 'confirmed') throw AppError.conflict(MoveBookingRefusals.notConfirmed);
    return applyMove(tx, { jobs: deps.jobs, actor, move, reason: input.reason, now });
  });
}

/** Why a kept booking's named flight waits for the dispatcher (contracts `KeepFlightMessages.why`). */
export type KeptMoveWait = 'notConfirmed' | 'notice' | 'noOfficer';

/** What became of a kept booking's named flight. */
export type KeptMove =
  | { outcome: 'moved'; result: MoveBookingResult }
  | {
      outcome: 'requested';
      flightId: string;
      flightNumber: string;
      why: KeptMoveWait;
      /** With `notice`: the airport's minimum notice in minutes, for the traveller's sentence. */
      noticeMinutes?: number;
    };

/** Thrown inside the move's savepoint when the new window lacks an officer: nothing is kept. */
class NoOfficerFree extends Error {}

/**
 * The traveller (`actor`) kept the disrupted booking `bookingId` and named the flight the airline
 * put them on (`flightBookingReference`, issue 36 item 5), in the caller's transaction; `jobs`
 * queue the move's messages, and `now` defaults to the current time. The booking moves at once
 * when that flight can be served as a new booking would be: the booking is paid, the new meeting
 * time is at least the minimum notice away (contracts `noticeProblem`), and every officer it
 * needs is free for the new window (the move runs in a savepoint and is undone when one is
 * missing). Otherwise nothing moves and the caller leaves it for the dispatcher with the flight
 * named.
 * @throws AppError as {@link prepareMove}: 404 unknown flight; 409 same flight, wrong direction, passed.
 */
export async function moveKeptBooking(
  tx: Tx,
  kept: { jobs: JobRunner; actor: Actor; bookingId: string; flightBookingReference: string; now?: Date },
): Promise<KeptMove> {
  const { jobs, actor, bookingId, flightBookingReference, now = new Date() } = kept;
  const move = await prepareMove(tx, { bookingId, reference: flightBookingReference, now });
  const wait = (why: KeptMoveWait, noticeMinutes?: number): KeptMove => ({
    outcome: 'requested',
    flightId: move.flight.id,
    flightNumber: move.flight.flightNumber,
    why,
    ...(noticeMinutes === undefined ? {} : { noticeMinutes }),
  });
  if (move.booking.status !== 'confirmed') return wait('notConfirmed');
  const { noticeMinutes } = move.booking;
  if (noticeProblem(move.plan, move.booking, now)) return wait('notice', noticeMinutes);
  try {
    const result = await tx.transaction(async (sp) => {
      const moved = await applyMove(sp, {
        jobs,
        actor,
        move,
        reason: 'The traveller named their re-booked flight',
        now,
      });
      if (moved.missingOfficers > 0) throw new NoOfficerFree();
      return moved;
    });
    return { outcome: 'moved', result };
  } catch (err) {
    if (err instanceof NoOfficerFree) return wait('noOfficer');
    throw err;
  }
}
