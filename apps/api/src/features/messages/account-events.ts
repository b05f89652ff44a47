/**
 * The account's e-mails as a subscriber of domain events (issue 38 items 2 and 6; ADR 360): auth
 * records that an account was registered or that a password reset was asked for, and this
 * subscriber queues the welcome or the reset e-mail. auth then never imports messages; messages
 * asks auth for the reset token when the e-mail is composed (compose.ts).
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { registerSubscriber } from '../../lib/domain-events';
import { enqueueMessage } from './enqueue';

/** Declares the `messages` subscriber's queue (lib/domain-events.ts). */
export function registerAccountEventSubscriber(deps: { db: Db; jobs: JobRunner }): void {
  registerSubscriber(deps, 'messages', {
    'account.registered': async (tx, event) => {
      await enqueueMessage(tx, deps.jobs, { kind: 'welcome', userId: event.aggregateId });
    },
    // Every allowed request is its own e-mail with its own link: keyed by the event.
    'account.password_reset_requested': async (tx, event) => {
      await enqueueMessage(tx, deps.jobs, { kind: 'password-reset', userId: event.aggregateId, key: String(event.id) });
    },
  });
}
