/**
 * The credit ledger as a subscriber of domain events (issue 38 item 2; ADR 360). A cancelled
 * booking whose credits come back (`creditsReturned`: it was not paid, or it is refunded in full;
 * issue 27 §3) gets them back as a `release` entry with cause `cancelled`, dated when the
 * cancellation happened. The receipt of lib/domain-events.ts makes it once per event; releasing
 * what is still applied makes a second cancellation event of the same booking add nothing.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { registerSubscriber } from '../../lib/domain-events';
import { releaseCredits } from './ledger';

/** Declares the `credits` subscriber's queue (lib/domain-events.ts). */
export function registerCreditsSubscriber(deps: { db: Db; jobs: JobRunner }): void {
  registerSubscriber(deps, 'credits', {
    'booking.cancelled': async (tx, event) => {
      if (event.payload.creditsReturned)
        await releaseCredits(tx, event.aggregateId, { cause: 'cancelled', now: event.at });
    },
  });
}
