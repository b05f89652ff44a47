/**
 * A new booking and its `booking.created` domain event in one transaction (issue 40 item 3;
 * ADR 360, ADR 365): partners hear of every booking their organisation makes, and an event exists
 * only for a booking that was committed. The booking itself is still written by the one database
 * call of ADR 217 (booking-create.repository.ts `createHeldBooking`), now inside this transaction.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { type EventActor, recordDomainEvent } from '../../lib/domain-events';
import { createHeldBooking, type HeldBookingRequest } from './booking-create.repository';

type HeldResult = Awaited<ReturnType<typeof createHeldBooking>>;

/** Carries an outcome that wrote no booking out of the transaction, so its event rolls back. */
class NothingCreated extends Error {
  constructor(readonly held: HeldResult) {
    super(`booking not created: ${held.outcome}`);
  }
}

/**
 * `createHeldBooking` with the event `booking.created` { organisationId (null for a traveller's
 * own booking), reference, status } recorded in the same transaction, aggregate the booking id.
 * The event is written first: the capacity locks the database call takes last until commit, so
 * writing the event before them keeps them held for one round trip more (the commit), not three.
 * An outcome other than `created` rolls the event back.
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
  const { id, reference } = row;
  try {
    return await deps.db.transaction(async (tx) => {
      await recordDomainEvent(tx, deps.jobs, {
        type: 'booking.created',
        aggregateId: id,
        payload: { organisationId: row.organisationId ?? null, reference, status: row.status ?? 'pending' },
        actor,
        at: held.window.now,
      });
      const outcome = await createHeldBooking(tx, held);
      if (outcome.outcome !== 'created') throw new NothingCreated(outcome);
      return outcome;
    });
  } catch (err) {
    if (err instanceof NothingCreated) return err.held;
    throw err;
  }
}
