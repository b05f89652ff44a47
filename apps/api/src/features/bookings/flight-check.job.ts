/**
 * One flight check right after payment (issue 26 §3): a delay, a cancellation or a diversion the
 * airline already knows shows on the booking at once, however far ahead the flight is, instead of
 * waiting for the polling round's horizon. The `flight-check` job is enqueued in the transaction
 * that confirms the booking (payments settlement and credits checkout), keyed by the booking id,
 * and applies the answer exactly as a polling round does (flight-following.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { flightOfBooking } from '../flights/index';
import { applyFlightStatus, type BookingFlightChange, type FlightFollowingDeps } from './flight-following.service';
import { flightFollowingDeps } from './flight-polling.job';

export const FLIGHT_CHECK_QUEUE = 'flight-check';

/** Enqueues the check through `tx` (the transaction that confirms the booking); once per booking. */
export function enqueueFlightCheck(jobs: JobRunner, tx: Executor, bookingId: string): Promise<string | null> {
  return jobs.enqueue(tx, { name: FLIGHT_CHECK_QUEUE, data: { bookingId }, singletonKey: bookingId });
}

/**
 * Asks the source about the booking's flight once and applies the answer at `now`.
 * @returns what changed; [] for an unknown booking or one whose service has started.
 * @throws the source's error (a provider time-out or 5xx), so the runner retries the job.
 */
export async function checkBookedFlight(
  deps: FlightFollowingDeps,
  bookingId: string,
  now = new Date(),
): Promise<BookingFlightChange[]> {
  const flight = await flightOfBooking(deps.db, bookingId, now);
  if (!flight) return [];
  const report = await deps.source.checkStatus(flight);
  return applyFlightStatus(deps, flight, { report, now });
}

/** Declares the queue; a failed check is retried twice with back-off, then left to the rounds. */
export function registerFlightCheck(app: FastifyInstance): void {
  const deps = flightFollowingDeps(app);
  app.jobs.register(FLIGHT_CHECK_QUEUE, async (job) => void (await checkBookedFlight(deps, job.data.bookingId)), {
    retryLimit: 2,
    expireInSeconds: 60,
  });
}
