/**
 * Following booked flights (issue 18): a polling round asks the provider about each due flight
 * once, and the answer is applied to the bookings that follow it.
 * - Moved by 15 min or more (later or earlier): the meeting time and service window move
 *   (contracts `servicePlan` on the estimated times), the officers are re-checked
 *   (booking-retime.ts), and the traveller gets a `service-retimed` e-mail.
 * - Cancelled or diverted: the booking is flagged (cancelling then refunds in full), its officers
 *   are released at once, the traveller gets a `flight-disrupted` e-mail offering the one-tap
 *   choice (refund now, or keep the booking for the re-booked flight), and a paid booking gets a
 *   `disruption-refund` job at its meeting time that refunds it in full if no choice was made
 *   (issue 26 §3).
 * Each flight's answer is applied in one transaction with its messages (outbox).
 */
import { formatLagos, type ServiceType, servicePlan, withServiceLength } from '@fasttrack/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FlightStatusReport, FlightStatusSource } from '../../integrations/flight-data/types';
import type { JobRunner } from '../../jobs/job-runner';
import { recordLiveEvent } from '../../lib/live-events';
import {
  type ClaimedFlight,
  claimDueFlights,
  isDomestic,
  type PollIntervals,
  recordFlightStatus,
} from '../flights/index';
import { enqueueMessage, enqueueOfficerPushes } from '../messages/index';
import { officerChangeOf, releaseBookingOfficers } from '../operations/index';
import { flagFlightDisruption } from './booking-changes';
import { SYSTEM_ACTOR } from './booking-history';
import { retimeBooking } from './booking-retime';
import { lockFollowingBookings } from './following-bookings';

/** A move smaller than this leaves the service as planned (issue 18 §3). */
export const RETIME_THRESHOLD_MINUTES = 15;
/** The queue that refunds a disrupted booking nobody chose for (bookings/disruption-refund.job.ts). */
export const DISRUPTION_REFUND_QUEUE = 'disruption-refund';

/** What changed for one booking; each change is also a live event of type `flight`. */
export type BookingFlightChange =
  | { kind: 'retimed'; bookingId: string; meetingTime: Date; previousMeetingTime: Date; missingOfficers: number }
  | { kind: 'disrupted'; bookingId: string; disruption: 'cancelled' | 'diverted' };

export interface FlightFollowingDeps {
  db: Db;
  jobs: JobRunner;
  source: FlightStatusSource;
  intervals: PollIntervals;
  log?: FastifyBaseLogger;
}

/** What a live page is told: the change, with instants as ISO strings. */
function flightChangePayload(change: BookingFlightChange): Record<string, unknown> {
  return change.kind === 'retimed'
    ? {
        kind: change.kind,
        meetingTime: change.meetingTime.toISOString(),
        previousMeetingTime: change.previousMeetingTime.toISOString(),
      }
    : { kind: change.kind, disruption: change.disruption };
}

/** Summary of one round, for logs and tests. */
export interface RoundResult {
  asked: number;
  failed: number;
  changes: BookingFlightChange[];
}

/**
 * One polling round at `now`: claims the due flights (each once, across processes), asks the
 * source about each, and applies the answers. A provider failure skips that flight until its
 * next check; the round goes on with the others.
 */
export async function runFlightStatusRound(deps: FlightFollowingDeps, now = new Date()): Promise<RoundResult> {
  const claimed = await claimDueFlights(deps.db, now, deps.intervals);
  const result: RoundResult = { asked: claimed.length, failed: 0, changes: [] };
  for (const flight of claimed) {
    let report: FlightStatusReport | null;
    try {
      report = await deps.source.checkStatus(flight);
    } catch (err) {
      result.failed += 1;
      deps.log?.warn({ err, flight: flight.flightNumber }, 'flight status check failed; asking again next round');
      continue;
    }
    result.changes.push(...(await applyFlightStatus(deps, flight, { report, now })));
  }
  return result;
}

/**
 * "BA75 delayed: estimated landing Mon 23 Nov, 19:45 WAT" style reason for a booking's events and
 * audit rows: the flight's time at the booking's airport, landing for arrival service and
 * departure for departure service (a flight between two served airports has bookings of both).
 */
function describe(flight: ClaimedFlight, report: FlightStatusReport, serviceType: ServiceType): string {
  const landing = report.estimatedArrival ?? flight.arrivalTime;
  const takeOff = report.estimatedDeparture ?? flight.departureTime;
  const atAirport = serviceType === 'arrival' ? `landing ${formatLagos(landing)}` : `departure ${formatLagos(takeOff)}`;
  return `${flight.flightNumber} ${report.status}: estimated ${atAirport} WAT`;
}

/**
 * Applies one answer (`answer.report`) about `flight` at `answer.now` (default: the current time)
 * in one transaction: stores it on the flight, then re-times or flags each following booking.
 * @returns what changed, booking by booking.
 */
export async function applyFlightStatus(
  deps: Pick<FlightFollowingDeps, 'db' | 'jobs'>,
  flight: ClaimedFlight,
  answer: { report: FlightStatusReport | null; now?: Date },
): Promise<BookingFlightChange[]> {
  const { report, now = new Date() } = answer;
  return deps.db.transaction(async (tx) => {
    await recordFlightStatus(tx, flight.id, { report, now });
    if (!report) return [];
    const changes: BookingFlightChange[] = [];
    const reason = (b: { serviceType: string }) => describe(flight, report, b.serviceType as ServiceType);
    const list = await lockFollowingBookings(tx, flight.id);
    if (report.status === 'cancelled' || report.status === 'diverted') {
      const disruption = report.status;
      for (const b of list) {
        // A booking flagged while it was pending and paid since (the check right after payment
        // sees it again) gets what a confirmed one gets; each step below is idempotent.
        const fresh = !b.flightDisruption;
        if (fresh) {
          await flagFlightDisruption(tx, { jobs: deps.jobs, bookingId: b.id, disruption, reason: reason(b), now });
        }
        // Officers are free for other services at once: this one will not happen as planned.
        const released = await releaseBookingOfficers(tx, {
          jobs: deps.jobs,
          bookingId: b.id,
          actor: SYSTEM_ACTOR,
          reason: `Flight ${disruption}`,
        });
        await enqueueOfficerPushes(tx, deps.jobs, { bookingId: b.id, removed: released });
        if (b.status === 'confirmed') {
          // Once per flight and disruption: a booking moved to another flight that fails too is told again.
          const key = `${disruption}:${flight.id}`;
          await enqueueMessage(tx, deps.jobs, { kind: 'flight-disrupted', bookingId: b.id, key });
          // No answer by the meeting time: the full refund is made by itself (issue 26 §3).
          if (b.paymentStatus === 'paid' && (fresh || b.disruptionChoice === null)) {
            await deps.jobs.enqueue(tx, {
              name: DISRUPTION_REFUND_QUEUE,
              data: { bookingId: b.id },
              singletonKey: b.id,
              startAfter: b.meetingTime,
            });
          }
        }
        if (fresh || released.length > 0) changes.push({ kind: 'disrupted', bookingId: b.id, disruption });
      }
    } else {
      const times = {
        departureTime: report.estimatedDeparture ?? flight.departureTime,
        arrivalTime: report.estimatedArrival ?? flight.arrivalTime,
        domestic: await isDomestic(tx, flight),
      };
      for (const b of list) {
        const serviceType = b.serviceType as ServiceType;
        const { arrivalServiceMinutes, priceLines: lines } = b;
        const plan = withServiceLength(servicePlan(times, serviceType), { serviceType, arrivalServiceMinutes, lines });
        const movedMs = Math.abs(plan.meetingTime.getTime() - b.meetingTime.getTime());
        if (movedMs < RETIME_THRESHOLD_MINUTES * 60_000 || plan.meetingTime <= now) continue;
        const outcome = await retimeBooking(tx, {
          jobs: deps.jobs,
          bookingId: b.id,
          plan,
          actor: SYSTEM_ACTOR,
          reason: reason(b),
          now,
        });
        if (!outcome) continue;
        await enqueueOfficerPushes(tx, deps.jobs, { bookingId: b.id, ...officerChangeOf(outcome, plan.meetingTime) });
        if (b.status === 'confirmed') {
          const meetingTime = plan.meetingTime.toISOString();
          await enqueueMessage(tx, deps.jobs, {
            kind: 'service-retimed',
            bookingId: b.id,
            key: meetingTime,
            payload: { meetingTime, previous: outcome.previousMeetingTime.toISOString() },
          });
        }
        changes.push({
          kind: 'retimed',
          bookingId: b.id,
          meetingTime: plan.meetingTime,
          previousMeetingTime: outcome.previousMeetingTime,
          missingOfficers: b.status === 'confirmed' ? outcome.missing : 0,
        });
      }
    }
    // Open booking pages, the officer view and the board refresh within 2 s (issue 18 §3, 17 §4).
    for (const change of changes)
      await recordLiveEvent(tx, { bookingId: change.bookingId, type: 'flight', payload: flightChangePayload(change) });
    return changes;
  });
}
