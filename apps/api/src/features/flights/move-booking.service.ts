/**
 * A dispatcher moves a booking to the flight its traveller was re-booked on (issue 26 §3: the
 * traveller chose "keep" after a cancelled or diverted flight; also usable for any confirmed
 * booking whose traveller changed flight). In one transaction: the booking takes the new dated
 * flight and loses its disruption flag (so the automatic refund finds nothing to do), the service
 * plan follows the new flight (contracts `servicePlan`, on its estimated times when known), the
 * officers are re-checked (operations `retimeBooking`: "Needs officer" when nobody is free), the
 * move is audited, the traveller gets the `service-retimed` e-mail with the updated calendar
 * file, and open pages hear of it.
 */
import {
  Messages,
  MoveBookingRefusals,
  type MoveBookingRequest,
  type MoveBookingResult,
  servicePlan,
} from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEvents, bookings, flights } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { enqueueMessage, enqueueOfficerPushes } from '../messages/index';
import { type AssignmentActor, officerChangeOf, recordAssignmentAudit, retimeBooking } from '../operations/index';
import { findByReference, isDomestic } from './dated-flight';

/**
 * @param actor the dispatcher or admin (the route checks the role).
 * @throws AppError 404 unknown booking or flight; 409 not confirmed, same flight, a flight that
 *   does not serve LOS in the booking's direction, or a meeting time already passed.
 */
export function moveBookingToFlight(
  deps: { db: Db; jobs: JobRunner },
  actor: AssignmentActor,
  bookingId: string,
  input: MoveBookingRequest,
  now = new Date(),
): Promise<MoveBookingResult> {
  return deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        serviceType: bookings.serviceType,
        flightId: bookings.flightId,
        oldFlight: flights.flightNumber,
        oldDate: flights.serviceDate,
      })
      .from(bookings)
      .innerJoin(flights, eq(flights.id, bookings.flightId))
      .where(eq(bookings.id, bookingId))
      .for('update', { of: bookings });
    if (!booking) throw AppError.notFound('Booking not found');
    if (booking.status !== 'confirmed') throw AppError.conflict(MoveBookingRefusals.notConfirmed);
    const flight = await findByReference(tx, input.flightBookingReference);
    if (!flight) throw AppError.notFound(Messages.flightNotFound);
    if (flight.id === booking.flightId) throw AppError.conflict(MoveBookingRefusals.sameFlight);
    const atLos = booking.serviceType === 'arrival' ? flight.arrivalIata : flight.departureIata;
    if (atLos !== 'LOS') throw AppError.conflict(MoveBookingRefusals.wrongDirection(booking.serviceType));
    const plan = servicePlan(
      {
        departureTime: flight.estimatedDepartureTime ?? flight.departureTime,
        arrivalTime: flight.estimatedArrivalTime ?? flight.arrivalTime,
        domestic: await isDomestic(tx, flight),
      },
      booking.serviceType,
    );
    if (plan.meetingTime <= now) throw AppError.conflict(MoveBookingRefusals.passed);

    const from = `${booking.oldFlight} on ${booking.oldDate}`;
    const to = `${flight.flightNumber} on ${flight.serviceDate}`;
    const reason = `Moved from ${from} to ${to}: ${input.reason}`;
    await tx
      .update(bookings)
      .set({ flightId: flight.id, flightDisruption: null, disruptionChoice: null, updatedAt: now })
      .where(eq(bookings.id, bookingId));
    await tx.insert(bookingEvents).values({
      bookingId,
      field: 'flight',
      fromValue: from,
      toValue: to,
      actorUserId: actor.userId,
      actorRole: actor.role,
      reason: input.reason,
    });
    // The new terminal and window are read from the new flight: officers are re-checked for them.
    const outcome = await retimeBooking(tx, bookingId, plan, actor, reason, now);
    if (outcome) await enqueueOfficerPushes(tx, deps.jobs, bookingId, officerChangeOf(outcome, plan.meetingTime));
    const missing = outcome?.missing ?? 0;
    await recordAssignmentAudit(tx, {
      bookingId,
      action: 'booking.moved',
      actor,
      details: { from, to, reason: input.reason, meetingTime: plan.meetingTime.toISOString() },
    });
    const meetingTime = plan.meetingTime.toISOString();
    await enqueueMessage(tx, deps.jobs, {
      kind: 'service-retimed',
      bookingId,
      key: `moved:${meetingTime}`,
      payload: {
        meetingTime,
        previous: outcome?.previousMeetingTime.toISOString() ?? null,
        movedTo: flight.flightNumber,
      },
    });
    await recordLiveEvent(tx, bookingId, 'flight', { kind: 'moved', meetingTime });
    return { bookingId, flightNumber: flight.flightNumber, meetingTime, missingOfficers: missing };
  });
}
