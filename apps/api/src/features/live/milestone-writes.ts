/**
 * Writing a milestone that passed its gates (service-gates.ts): the milestone row, its line in
 * the booking's history and its live event in one transaction (issue 17 §2), and what follows
 * check-in (the traveller is told their officer is there, issue 28 §4; partners hear of it,
 * issue 40 item 3) and completion (the booking completes, loyalty credits are earned and the
 * completion e-mail says so, issue 27).
 */
import type { Milestone, ServiceState } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
import { recordLiveEvent } from '../../lib/live-events';
import { applyTransition, recordBookingChange } from '../bookings/index';
import { earnForCompletion } from '../credits/index';
import { enqueueMessage } from '../messages/index';
import { insertMilestone, type ServiceBooking } from './live.repository';
import type { StaffCaller } from './service-access';

/** One milestone reached: by whom, when (an offline tap keeps its own time), why, and the tap's client id. */
export interface MilestoneReached {
  booking: ServiceBooking;
  milestone: Milestone;
  caller: StaffCaller;
  at: Date;
  /** A dispatcher's reason for opening a gate; written to the history row. */
  reason?: string | null;
  /** The id the officer's device gave the tap (issue 28 item 5). */
  clientId?: string | null;
}

/**
 * Writes the milestone, its history row and its live event. @returns false when the milestone
 * was already recorded (nothing written).
 */
export async function reach(tx: Executor, step: MilestoneReached): Promise<boolean> {
  const { booking, milestone, caller, at } = step;
  const clientId = step.clientId ?? null;
  if (!(await insertMilestone(tx, { bookingId: booking.id, milestone, actorUserId: caller.userId, at, clientId }))) {
    return false;
  }
  await recordBookingChange(tx, {
    bookingId: booking.id,
    kind: 'milestone',
    from: null,
    to: milestone,
    actor: caller,
    reason: step.reason ?? null,
    at,
  });
  // Each milestone is the state the board's card shows from now on (contracts serviceState, ADR 321).
  const state: ServiceState = milestone;
  await recordLiveEvent(tx, {
    bookingId: booking.id,
    type: 'milestone',
    payload: { milestone, at: at.toISOString(), state },
  });
  return true;
}

/**
 * Writes a milestone that passed its gates; `completed` also completes the booking (see
 * recordMilestone). A check-in written now records `service.checked_in` { organisationId }, and a
 * completion `service.completed` { organisationId } (issue 40 item 3; issue 39 item 4).
 */
export async function reachMilestone(tx: Tx, jobs: JobRunner, step: MilestoneReached): Promise<void> {
  const { booking, milestone, caller } = step;
  const written = await reach(tx, step);
  const actor = { userId: caller.userId, role: caller.role };
  // The traveller hears that their officer is there (issue 28 §4).
  if (milestone === 'checked_in') {
    await enqueueMessage(tx, jobs, {
      kind: 'officer-checked-in',
      bookingId: booking.id,
      payload: { officerId: caller.role === 'officer' ? caller.userId : null },
    });
    // Once: a check-in already recorded (a replayed offline tap) is not news for partners.
    if (written) {
      await recordDomainEvent(tx, jobs, {
        type: 'service.checked_in',
        aggregateId: booking.id,
        payload: { organisationId: await organisationOf(tx, booking.id) },
        actor,
        at: step.at,
      });
    }
  }
  if (milestone === 'completed') {
    const bookingId = booking.id;
    await applyTransition(tx, { bookingId, field: 'status', from: 'confirmed', to: 'completed', actor });
    const earnedUsdCents = await earnForCompletion(tx, bookingId, step.at);
    await enqueueMessage(tx, jobs, { kind: 'service-completed', bookingId, payload: { earnedUsdCents } });
    // An agency earns its commission on a completed service (issue 39 item 4; invoicing subscribes).
    await recordDomainEvent(tx, jobs, {
      type: 'service.completed',
      aggregateId: bookingId,
      payload: { organisationId: await organisationOf(tx, bookingId) },
      actor,
      at: step.at,
    });
  }
}

/** The organisation a booking was made for, or null (a traveller's own), for its events. */
async function organisationOf(tx: Executor, bookingId: string): Promise<string | null> {
  const [booked] = await tx
    .select({ organisationId: bookings.organisationId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booked?.organisationId ?? null;
}
