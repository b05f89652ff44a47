/**
 * Officers' pushes about their services (issue 28 §4): a service given to them, re-timed or taken
 * away, as messages of the outbox (enqueue.ts), in the transaction of the change.
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { enqueueMessage } from './enqueue';

/** What changed for a booking's officers, by officer user id (issue 28 §4). */
export interface OfficerChange {
  /** Officers now on the service. */
  assigned?: readonly string[];
  /** Officers no longer on it (unassigned, replaced, released at cancellation or disruption). */
  removed?: readonly string[];
  /** Officers who stay on it at a new meeting time. */
  retimed?: { officerIds: readonly string[]; meetingTime: Date };
}

/**
 * Tells officers by push that the service `change.bookingId` was given to them, re-timed or taken
 * away (issue 28 §4). Call in the transaction of the change. Each change is a message of its own
 * (a random key), so an officer assigned, removed and assigned again hears of each; a re-time is
 * keyed by its new time.
 */
export async function enqueueOfficerPushes(
  tx: Executor,
  jobs: JobRunner,
  change: OfficerChange & { bookingId: string },
): Promise<void> {
  const { bookingId } = change;
  for (const userId of change.assigned ?? []) {
    await enqueueMessage(tx, jobs, {
      kind: 'officer-service-assigned',
      bookingId,
      userId,
      key: `${userId}:${randomUUID()}`,
    });
  }
  for (const userId of change.removed ?? []) {
    await enqueueMessage(tx, jobs, {
      kind: 'officer-service-removed',
      bookingId,
      userId,
      key: `${userId}:${randomUUID()}`,
    });
  }
  if (change.retimed) {
    const meetingTime = change.retimed.meetingTime.toISOString();
    for (const userId of change.retimed.officerIds) {
      await enqueueMessage(tx, jobs, {
        kind: 'officer-service-retimed',
        bookingId,
        userId,
        key: `${userId}:${meetingTime}`,
        payload: { meetingTime },
      });
    }
  }
}
