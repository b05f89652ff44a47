/**
 * The booking's history as a subscriber of domain events (issue 38 items 1 and 2; ADR 360):
 * operations records each officer change as `booking.assignment_changed`, and this subscriber
 * writes the history row (kind `assignment`) at the time of the change, so the history has one
 * writer while operations, which bookings depends on, never imports bookings.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { registerSubscriber } from '../../lib/domain-events';
import { recordBookingChange } from './booking-history';

/** Declares the `booking-history` subscriber's queue (lib/domain-events.ts). */
export function registerBookingHistorySubscriber(deps: { db: Db; jobs: JobRunner }): void {
  registerSubscriber(deps, 'booking-history', {
    'booking.assignment_changed': (tx, event) =>
      recordBookingChange(tx, {
        bookingId: event.aggregateId,
        kind: 'assignment',
        from: event.payload.from,
        to: event.payload.to,
        actor: event.actor,
        reason: event.payload.reason,
        at: event.at,
      }),
  });
}
