/**
 * What a service is doing now, as the dispatcher's board says it (issue 36 item 3; ADR 321):
 * one state per booking from its status, its payment and the milestones reached, and the late
 * check-in rule (ADR 320). Pure functions, so the API's board, its live events and the web app
 * read the same state from the same facts.
 */
import { z } from 'zod';
import type { BookingPaymentStatus, BookingStatus, RefundStatus } from './bookings';
import { type Milestone, milestonePath } from './live';

/**
 * Every state a board card shows. Each milestone is its own state (the furthest reached);
 * `waiting` is a confirmed service before check-in, `unpaid` a hold still waiting for payment.
 */
export const SERVICE_STATES = [
  'unpaid',
  'waiting',
  'checked_in',
  'met',
  'check_in_security',
  'immigration',
  'baggage',
  'completed',
  'no_show',
  'cancelled',
  'refunded',
  'expired',
] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];
export const ServiceStateSchema = z.enum(SERVICE_STATES);

/** The words on the card's state chip. */
export const SERVICE_STATE_LABELS: Record<ServiceState, string> = {
  unpaid: 'Awaiting payment',
  waiting: 'Waiting',
  checked_in: 'Officer checked in',
  met: 'Met',
  check_in_security: 'Check-in and security',
  immigration: 'Immigration',
  baggage: 'Baggage',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired',
};

/** States of a service that no longer happens: shown greyed, under the board's "Cancelled and refunded" filter. */
export const ENDED_WITHOUT_SERVICE: readonly ServiceState[] = ['cancelled', 'refunded', 'expired'];

/** The booking facts a state is read from. */
export interface ServiceStateFacts {
  status: BookingStatus;
  paymentStatus: BookingPaymentStatus;
  refundStatus?: RefundStatus | null;
  serviceType: 'arrival' | 'departure';
}

/**
 * The state of a service: a cancelled booking whose money came back is `refunded`; otherwise
 * a confirmed or completed one is at the furthest milestone of its path reached (`no_show` and
 * `completed` end it), `waiting` before check-in.
 */
export function serviceState(booking: ServiceStateFacts, reached: readonly Milestone[]): ServiceState {
  if (booking.status === 'cancelled') {
    return booking.paymentStatus === 'refunded' || booking.refundStatus === 'processed' ? 'refunded' : 'cancelled';
  }
  if (booking.status === 'expired') return 'expired';
  if (booking.status === 'pending') return 'unpaid';
  if (reached.includes('no_show')) return 'no_show';
  if (booking.status === 'completed' || reached.includes('completed')) return 'completed';
  const path = milestonePath(booking.serviceType);
  return path.filter((m) => reached.includes(m)).at(-1) ?? 'waiting';
}

/** Minutes before the meeting time by which the officer must have checked in (issue 36 item 3). */
export const LATE_CHECK_IN_MINUTES = 10;

/** The instant from which a service whose officer has not checked in is late: meeting time − 10 min. */
export function checkInDueAt(meetingTime: Date): Date {
  return new Date(meetingTime.getTime() - LATE_CHECK_IN_MINUTES * 60_000);
}

/** True when the officer of a confirmed service has not checked in and `now` is at or past {@link checkInDueAt}. */
export function isLateCheckIn(
  booking: { status: BookingStatus; meetingTime: Date },
  reached: readonly Milestone[],
  now: Date,
): boolean {
  return booking.status === 'confirmed' && !reached.includes('checked_in') && now >= checkInDueAt(booking.meetingTime);
}

/** The heading of the board's late check-ins, above the day's services. */
export const LATE_CHECK_IN_TITLE = `Not checked in ${LATE_CHECK_IN_MINUTES} minutes before the meeting`;

/** How a message from the desk (a dispatcher or admin) is signed in a booking's chat (issue 36 item 3). */
export const SUPPORT_SENDER_NAME = 'FastTrack support';
