/**
 * The traveller's answer to a cancelled or diverted flight (issue 26 §3), and the full refund
 * made by itself when there is none by the meeting time.
 * - `refund`: the booking is cancelled under the rule `flight_disrupted_refund` (full, whatever
 *   the 24 h rule says), through the same path as any cancellation (refund job, e-mail).
 * - `keep`: the booking stays for the re-booked flight; the choice is stored and shown on the ops
 *   board. With the new flight named (issue 36 item 5) the booking moves to it at once when it can
 *   be served, else the board shows that flight for the dispatcher to move it. The automatic
 *   refund then does nothing.
 * The `disruption-refund` job is enqueued by the flights feature, in the transaction that flags
 * the flight, to start at the booking's meeting time.
 */
import {
  awaitsDisruptionChoice,
  bookingMovedPhrase,
  DISRUPTION_CHOICE_REFUSED,
  DisruptionChoiceMessages,
  type DisruptionChoiceRequest,
  type DisruptionChoiceResult,
  KeepFlightMessages,
  MIN_NOTICE_MINUTES,
  serviceTimeZone,
} from '@fasttrack/contracts';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { type Caller, mayChange } from './booking-access';
import { setDisruptionChoice, setRequestedFlight } from './booking-changes';
import { toBookingDto } from './booking-dto';
import { type Actor, SYSTEM_ACTOR } from './booking-history';
import { cancelLocked } from './booking-updates.service';
import { lockBookingView } from './bookings.repository';
import { DISRUPTION_REFUND_QUEUE } from './flight-following.service';
import { type KeptMove, moveKeptBooking } from './move-booking.service';

/**
 * POST /bookings/:id/disruption-choice: `caller` answers for the booking `id` with `request`
 * (`now` defaults to the current time). `refund` may follow an earlier `keep` (until a dispatcher
 * has moved the booking, which clears the disruption). A `keep` that names the new flight
 * (`flightBookingReference`, issue 36 item 5) moves the booking at once when that flight can be
 * served (move-booking.service.ts `moveKeptBooking`), else stores the flight for the dispatcher, who sees it on
 * the board; the traveller may name another flight later.
 * @returns the result and the sentence to show (contracts flight-disruption.ts).
 * @throws AppError 404 not the caller's, or an unknown flight; 409 no disruption to answer (or
 *   `keep` twice without a flight), or a flight that cannot take this booking (same flight, wrong
 *   direction, meeting time passed).
 */
export function chooseAfterDisruption(
  deps: { db: Db; jobs: JobRunner },
  answer: { caller: Caller; id: string; request: DisruptionChoiceRequest; now?: Date },
): Promise<DisruptionChoiceResult & { message: string }> {
  const { caller, id, request, now = new Date() } = answer;
  const { choice, flightBookingReference } = request;
  return deps.db.transaction(async (tx) => {
    const view = await lockBookingView(tx, id);
    if (!view || !(await mayChange(tx, caller, view))) throw AppError.notFound('Booking not found');
    const again = choice === 'keep' && view.disruptionChoice === 'keep' && !flightBookingReference;
    if (!awaitsDisruptionChoice(view) || again) throw AppError.conflict(DISRUPTION_CHOICE_REFUSED);
    if (choice === 'refund') {
      await setDisruptionChoice(tx, { bookingId: view.id, from: view.disruptionChoice, choice, actor: caller });
      const outcome = await cancelLocked(tx, { jobs: deps.jobs, caller, view, now });
      return {
        booking: { ...outcome.booking, disruptionChoice: 'refund' },
        refund: outcome.refund,
        move: null,
        message: DisruptionChoiceMessages.refund,
      };
    }
    if (view.disruptionChoice !== 'keep')
      await setDisruptionChoice(tx, { bookingId: view.id, from: view.disruptionChoice, choice, actor: caller });
    if (!flightBookingReference) {
      await recordLiveEvent(tx, { bookingId: view.id, type: 'flight', payload: { kind: 'disruption-choice', choice } });
      const booking = toBookingDto({ ...view, disruptionChoice: 'keep' }, { withMeetingCode: false });
      return { booking, refund: 'none', move: null, message: DisruptionChoiceMessages.keep };
    }
    const kept = await moveKeptBooking(tx, {
      jobs: deps.jobs,
      actor: caller,
      bookingId: view.id,
      flightBookingReference,
      now,
    });
    if (kept.outcome === 'requested') await requestFlight(tx, { bookingId: view.id, kept, actor: caller });
    const after = await lockBookingView(tx, view.id);
    if (!after) throw AppError.notFound('Booking not found');
    const booking = toBookingDto(after, { withMeetingCode: false });
    if (kept.outcome === 'moved') {
      const phrase = bookingMovedPhrase(
        {
          fromFlightNumber: view.flight.flightNumber,
          fromFlightDisruption: view.flightDisruption,
          toFlightNumber: kept.result.flightNumber,
          meetingTime: kept.result.meetingTime,
        },
        serviceTimeZone(view),
      );
      return { booking, refund: 'none', move: 'moved', message: KeepFlightMessages.moved(phrase) };
    }
    const why =
      kept.why === 'notice'
        ? KeepFlightMessages.why.notice(kept.noticeMinutes ?? MIN_NOTICE_MINUTES)
        : KeepFlightMessages.why[kept.why];
    return {
      booking: { ...booking, requestedFlightNumber: kept.flightNumber },
      refund: 'none',
      move: 'requested',
      message: KeepFlightMessages.requested(kept.flightNumber, why),
    };
  });
}

/**
 * The named flight waits for the dispatcher: stored on the booking, in its history, and live.
 * @param request.kept the move the dispatcher must make; `request.actor` the traveller who asked
 */
async function requestFlight(
  tx: Tx,
  request: { bookingId: string; kept: Extract<KeptMove, { outcome: 'requested' }>; actor: Actor },
) {
  const { bookingId, kept, actor } = request;
  await setRequestedFlight(tx, {
    bookingId,
    flightId: kept.flightId,
    flightNumber: kept.flightNumber,
    actor,
    reason: `Waits for the dispatcher: ${kept.why}`,
  });
  await recordLiveEvent(tx, {
    bookingId,
    type: 'flight',
    payload: {
      kind: 'disruption-choice',
      choice: 'keep',
      flight: kept.flightNumber,
    },
  });
}

/** What one run of the automatic refund did. */
export type DisruptionRefundOutcome = 'refunded' | 'not-yet' | 'nothing-to-do';

/**
 * The job's work at `now`: a booking still disrupted, live and unanswered at its meeting time is
 * cancelled with the full refund (as the system). Run early (another process's clock) it
 * enqueues itself again for the meeting time, in the same transaction. Safe to run again.
 */
export function refundUnansweredDisruption(
  deps: { db: Db; jobs: JobRunner },
  bookingId: string,
  now = new Date(),
): Promise<DisruptionRefundOutcome> {
  return deps.db.transaction(async (tx) => {
    const view = await lockBookingView(tx, bookingId);
    if (!view || !awaitsDisruptionChoice(view) || view.disruptionChoice !== null) return 'nothing-to-do';
    if (now < view.meetingTime) {
      const startAfter = view.meetingTime;
      await deps.jobs.enqueue(tx, {
        name: DISRUPTION_REFUND_QUEUE,
        data: { bookingId },
        singletonKey: bookingId,
        startAfter,
      });
      return 'not-yet';
    }
    await cancelLocked(tx, { jobs: deps.jobs, caller: SYSTEM_ACTOR, view, now });
    return 'refunded';
  });
}

/** Declares the queue and its handler. */
export function registerDisruptionRefundJob(deps: { db: Db; jobs: JobRunner }): void {
  deps.jobs.register(
    DISRUPTION_REFUND_QUEUE,
    async (job) => void (await refundUnansweredDisruption(deps, job.data.bookingId)),
    { expireInSeconds: 30 },
  );
}
