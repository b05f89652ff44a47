/**
 * The invoicing feature as a subscriber of domain events (issue 39 item 4; ADR 360): live records
 * `service.completed` with the booking's organisation, and an agency with a rate earns its
 * commission on the ledger (commission.ts). The receipt of lib/domain-events.ts makes it once per
 * event; the ledger's unique index once per booking.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { registerSubscriber } from '../../lib/domain-events';
import { earnCommission } from './commission';

/** Declares the `invoicing` subscriber's queue (lib/domain-events.ts). */
export function registerInvoicingSubscriber(deps: { db: Db; jobs: JobRunner }): void {
  registerSubscriber(deps, 'invoicing', {
    'service.completed': async (tx, event) => {
      const { organisationId } = event.payload;
      if (organisationId) await earnCommission(tx, { organisationId, bookingId: event.aggregateId, at: event.at });
    },
  });
}
