/**
 * A new booking and its `booking.created` domain event (issue 40 item 3; ADR 360, ADR 366):
 * partners hear of every booking their organisation makes, and an event exists only for a booking
 * that was committed. The one database call of ADR 217 (booking-create.repository.ts
 * `createHeldBooking`) writes both; a booking whose event some subscriber takes (an organisation's:
 * the webhooks) makes that call in a short transaction that then enqueues the subscribers' jobs,
 * while a traveller's own booking stays one round trip.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { domainEventRow, type EventActor, enqueueSubscribers, hasSubscribers } from '../../lib/domain-events';
import { createHeldBooking, type HeldBookingRequest } from './booking-create.repository';

type HeldResult = Awaited<ReturnType<typeof createHeldBooking>>;

/**
 * `createHeldBooking` with the event `booking.created` { organisationId (null for a traveller's
 * own booking), reference, status } written with the booking, aggregate the booking id, and its
 * subscribers' jobs in the same transaction. An outcome other than `created` writes no event.
 * @param actor who books (the caller as the server resolved them).
 * @returns what `createHeldBooking` answers.
 * @throws as `createHeldBooking` (the unique violation on `idempotency_keys_pkey`; nothing written).
 */
export async function createHeldBookingRecorded(
  deps: { db: Db; jobs: JobRunner },
  held: HeldBookingRequest,
  actor: EventActor,
): Promise<HeldResult> {
  const { row } = held;
  if (!row.id || !row.reference) throw new Error('a new booking needs its id and reference before it is written');
  const event = {
    type: 'booking.created' as const,
    aggregateId: row.id,
    payload: { organisationId: row.organisationId ?? null, reference: row.reference, status: row.status ?? 'pending' },
    actor,
    at: held.window.now,
  };
  if (!hasSubscribers(event)) return createHeldBooking(deps.db, held, domainEventRow(event));
  return deps.db.transaction(async (tx) => {
    const outcome = await createHeldBooking(tx, held, domainEventRow(event));
    if (outcome.eventId !== null) await enqueueSubscribers(tx, deps.jobs, { ...event, id: outcome.eventId });
    return outcome;
  });
}
