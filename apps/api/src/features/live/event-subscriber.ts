/**
 * The live pages as a subscriber of domain events (issue 38 item 2; ADR 360). A cancellation
 * becomes the `cancelled` live event of the booking, naming who cancelled and the officers it
 * released, so the traveller's page, each released officer's stream and the dispatcher's board
 * hear of it (live.repository's stream scopes). The subscriber's workers are woken as the
 * cancellation commits (lib/domain-events.ts), so the board moves within the same moment.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { registerSubscriber } from '../../lib/domain-events';
import { recordLiveEvent } from '../../lib/live-events';

/** Declares the `live` subscriber's queue (lib/domain-events.ts). */
export function registerLiveSubscriber(deps: { db: Db; jobs: JobRunner }): void {
  registerSubscriber(deps, 'live', {
    'booking.cancelled': async (tx, event) => {
      const by = event.actor.role === 'customer' ? 'traveller' : event.actor.role;
      await recordLiveEvent(tx, {
        bookingId: event.aggregateId,
        type: 'cancelled',
        payload: { by, officers: event.payload.releasedOfficerIds },
      });
    },
  });
}
