/**
 * Re-timing a booking when its flight moves or it moves to another flight (issue 18 §3; issue 26
 * §3): the meeting time and the service window follow the flight (booking-changes.ts
 * `setMeetingPlan`), then operations re-checks the officers for the new window
 * (`restaffForPlan`). One call, in the caller's transaction, which also records the domain event
 * `booking.retimed` for partners (issue 40 item 3).
 */
import type { ServicePlan } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
import { restaffForPlan, type StaffingOutcome } from '../operations/index';
import { setMeetingPlan } from './booking-changes';
import type { Actor } from './booking-history';

/** What a re-time did: the meeting time it replaced, and the officers kept, added, released, missing. */
export interface RetimeOutcome extends StaffingOutcome {
  previousMeetingTime: Date;
}

/**
 * Moves the booking to `plan` and re-checks its officers. A meeting time that moved records
 * `booking.retimed` { organisationId, reference, from, to } (ISO instants) in `tx`.
 * @param change.reason why, e.g. "BA75 delayed: estimated landing 19:45 WAT", written to the
 *   booking's history and to the dispatcher's audit rows.
 * @returns null for an unknown booking.
 */
export async function retimeBooking(
  tx: Tx,
  change: { jobs: JobRunner; bookingId: string; plan: ServicePlan; actor: Actor; reason: string; now: Date },
): Promise<RetimeOutcome | null> {
  const [row] = await tx
    .select({
      meetingTime: bookings.meetingTime,
      reference: bookings.reference,
      organisationId: bookings.organisationId,
    })
    .from(bookings)
    .where(eq(bookings.id, change.bookingId))
    .for('update');
  if (!row) return null;
  await setMeetingPlan(tx, { ...change, previousMeetingTime: row.meetingTime });
  if (row.meetingTime.getTime() !== change.plan.meetingTime.getTime()) {
    await recordDomainEvent(tx, change.jobs, {
      type: 'booking.retimed',
      aggregateId: change.bookingId,
      payload: {
        organisationId: row.organisationId,
        reference: row.reference,
        from: row.meetingTime.toISOString(),
        to: change.plan.meetingTime.toISOString(),
      },
      actor: change.actor,
      at: change.now,
    });
  }
  const staffing = await restaffForPlan(tx, change);
  return staffing && { previousMeetingTime: row.meetingTime, ...staffing };
}
