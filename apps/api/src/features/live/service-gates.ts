/**
 * The gates of a service's steps (issue 26 §1; issue 17 §2): a service runs only while its
 * booking is confirmed, and each milestone comes in its order and, for check-in and a no-show,
 * not before its time unless a dispatcher opened the gate. Shared by the officer's taps
 * (progress.service.ts), the meeting code (meeting-code.service.ts) and the desk's step-in.
 */
import {
  CHECK_IN_FIRST_MESSAGE,
  checkInTooEarly,
  ErrorCode,
  MILESTONE_LABELS,
  type Milestone,
  nextMilestone,
  noShowAllowedFrom,
  serviceUnderWay,
} from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type ServiceBooking, selectMilestones } from './live.repository';

/** @throws 409 CONFLICT when the booking is not confirmed. */
export function assertRunning(booking: ServiceBooking) {
  if (booking.status !== 'confirmed')
    throw AppError.conflict('This service is not running: the booking is not confirmed.');
}

/** The milestones the service has reached, in the order they were reached. */
export const reachedOf = async (tx: Executor, bookingId: string) =>
  (await selectMilestones(tx, bookingId)).map((r) => r.milestone as Milestone);

/**
 * The gates every step passes (issue 26 §1), except the time gates a dispatcher opened:
 * nothing after the end; nothing but check-in before check-in; check-in not before its window;
 * a no-show only before the traveller was met and once the wait is over; the rest in order.
 * @param step.milestone the step to take at `step.now`; `step.timeGateOpen` when a dispatcher
 *   opened the time gates
 * @throws 409 CHECK_IN_NOT_OPEN too early to check in; 409 CONFLICT otherwise, saying why.
 */
export function assertGates(
  booking: ServiceBooking,
  reached: readonly Milestone[],
  step: { milestone: Milestone; now: Date; checkInWindowMinutes: number; timeGateOpen: boolean },
) {
  const { milestone, ...opts } = step;
  const next = nextMilestone(booking.serviceType, reached);
  if (next === null) throw AppError.conflict('This service has already ended.');
  if (milestone === 'met') throw AppError.conflict('Enter the meeting code to record that you have met.');
  if (milestone === 'checked_in') {
    if (serviceUnderWay(reached)) throw AppError.conflict('You have already checked in for this service.');
    const early = checkInTooEarly(
      { meetingTime: booking.meetingTime, timeZone: booking.airportTimeZone },
      opts.now,
      opts.checkInWindowMinutes,
    );
    if (early && !opts.timeGateOpen) throw AppError.conflict(early, ErrorCode.CHECK_IN_NOT_OPEN);
    return;
  }
  if (!serviceUnderWay(reached)) throw AppError.conflict(CHECK_IN_FIRST_MESSAGE);
  if (milestone === 'no_show') {
    if (reached.includes('met')) throw AppError.conflict('The traveller was met: this is not a no-show.');
    const from = noShowAllowedFrom(booking.serviceType, booking.meetingTime);
    if (opts.now < from && !opts.timeGateOpen) {
      throw AppError.conflict('A no-show can be recorded only once the waiting time is over.');
    }
    return;
  }
  if (next !== milestone) {
    throw AppError.conflict(`That is not the next step of this service. Next: ${MILESTONE_LABELS[next]}.`);
  }
}
