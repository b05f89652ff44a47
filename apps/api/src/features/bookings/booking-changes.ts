/**
 * The booking's changes outside the status machine (issue 38 item 1): each updates the booking
 * row and records the change in its history (booking-history.ts) in the caller's transaction.
 * With booking-status.ts (status, payment and refund) these are the only writes of `bookings`
 * after it is made: flights, dispatch and the traveller's disruption answer all go through them.
 */
import type { DisruptionChoice, FlightDisruption, ServicePlan } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
import { type Actor, recordBookingChange, SYSTEM_ACTOR } from './booking-history';

/**
 * The meeting time and service window follow the flight (issue 18 §3): history kind
 * `meeting_time`, old and new ISO instants.
 * @param previousMeetingTime what the booking held, read under the caller's row lock.
 */
export async function setMeetingPlan(
  tx: Executor,
  change: { bookingId: string; plan: ServicePlan; previousMeetingTime: Date; actor: Actor; reason: string; now: Date },
): Promise<void> {
  const { bookingId, plan } = change;
  await tx
    .update(bookings)
    .set({
      meetingTime: plan.meetingTime,
      serviceWindowStart: plan.windowStart,
      serviceWindowEnd: plan.windowEnd,
      updatedAt: change.now,
    })
    .where(eq(bookings.id, bookingId));
  await recordBookingChange(tx, {
    bookingId,
    kind: 'meeting_time',
    from: change.previousMeetingTime.toISOString(),
    to: plan.meetingTime.toISOString(),
    actor: change.actor,
    reason: change.reason,
  });
}

/**
 * The booking takes another dated flight (issue 26 §3; issue 36 item 5): the flight it left is
 * kept for the page's notice, the disruption flag, the traveller's answer and any flight they
 * asked for are cleared. History kind `flight`, "BA75 on 2026-11-30" style values.
 */
export async function setBookingFlight(
  tx: Executor,
  change: {
    bookingId: string;
    flightId: string;
    previousFlightId: string;
    from: string;
    to: string;
    actor: Actor;
    reason: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(bookings)
    .set({
      flightId: change.flightId,
      movedFromFlightId: change.previousFlightId,
      flightDisruption: null,
      disruptionChoice: null,
      requestedFlightId: null,
      updatedAt: change.now,
    })
    .where(eq(bookings.id, change.bookingId));
  await recordBookingChange(tx, {
    bookingId: change.bookingId,
    kind: 'flight',
    from: change.from,
    to: change.to,
    actor: change.actor,
    reason: change.reason,
  });
}

/**
 * Flags a booking whose flight was cancelled or diverted (issue 18 §4). A new disruption asks
 * afresh: an answer given for an earlier flight does not carry over. History kind
 * `flight_disruption`, by the system, and the domain event `flight.disrupted` { organisationId,
 * reference, disruption } for partners (issue 40 item 3), in the caller's transaction.
 */
export async function flagFlightDisruption(
  tx: Executor,
  change: { jobs: JobRunner; bookingId: string; disruption: FlightDisruption; reason: string; now: Date },
): Promise<void> {
  const [flagged] = await tx
    .update(bookings)
    .set({ flightDisruption: change.disruption, disruptionChoice: null, updatedAt: change.now })
    .where(eq(bookings.id, change.bookingId))
    .returning({ reference: bookings.reference, organisationId: bookings.organisationId });
  if (!flagged) return;
  await recordDomainEvent(tx, change.jobs, {
    type: 'flight.disrupted',
    aggregateId: change.bookingId,
    payload: { organisationId: flagged.organisationId, reference: flagged.reference, disruption: change.disruption },
    actor: SYSTEM_ACTOR,
    at: change.now,
  });
  await recordBookingChange(tx, {
    bookingId: change.bookingId,
    kind: 'flight_disruption',
    from: null,
    to: change.disruption,
    actor: SYSTEM_ACTOR,
    reason: change.reason,
  });
}

/** The traveller's answer to a disrupted flight (issue 26 §3). History kind `disruption_choice`. */
export async function setDisruptionChoice(
  tx: Executor,
  change: { bookingId: string; from: DisruptionChoice | null; choice: DisruptionChoice; actor: Actor },
): Promise<void> {
  const { bookingId, choice } = change;
  await tx.update(bookings).set({ disruptionChoice: choice, updatedAt: new Date() }).where(eq(bookings.id, bookingId));
  await recordBookingChange(tx, {
    bookingId,
    kind: 'disruption_choice',
    from: change.from,
    to: choice,
    actor: change.actor,
    reason: choice === 'keep' ? 'Keep the booking for the re-booked flight' : 'Full refund now',
  });
}

/**
 * The flight the traveller named waits for the dispatcher (issue 36 item 5). History kind
 * `requested_flight`, the flight number as its value.
 */
export async function setRequestedFlight(
  tx: Executor,
  change: { bookingId: string; flightId: string; flightNumber: string; actor: Actor; reason: string },
): Promise<void> {
  await tx
    .update(bookings)
    .set({ requestedFlightId: change.flightId, updatedAt: new Date() })
    .where(eq(bookings.id, change.bookingId));
  await recordBookingChange(tx, {
    bookingId: change.bookingId,
    kind: 'requested_flight',
    from: null,
    to: change.flightNumber,
    actor: change.actor,
    reason: change.reason,
  });
}
