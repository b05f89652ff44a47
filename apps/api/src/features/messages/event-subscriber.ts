/**
 * The messages feature as a subscriber of domain events (issue 38 items 2 and 6; ADR 360): what
 * happened elsewhere becomes the messages it causes, queued in the subscriber's transaction
 * (outbox). auth records that an account was registered or a password reset asked for (the
 * welcome and reset e-mails; auth never imports messages, and messages asks auth for the reset
 * token when the e-mail is composed); bookings records a cancellation (the traveller's e-mail and
 * texts by their choices, and a push to each officer taken off the service).
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { registerSubscriber } from '../../lib/domain-events';
import { enqueueMessage } from './enqueue';
import { enqueueInvoiceIssued, enqueueInvoiceOverdue } from './invoice-recipients';
import { enqueueOfficerPushes } from './officer-pushes';
import {
  enqueueEndpointDisabledMail,
  enqueueInvitationMail,
  enqueueOrganisationStatusMail,
} from './organisation-recipients';

/** Declares the `messages` subscriber's queue (lib/domain-events.ts). */
export function registerMessagesSubscriber(deps: { db: Db; jobs: JobRunner }): void {
  registerSubscriber(deps, 'messages', {
    'account.registered': async (tx, event) => {
      await enqueueMessage(tx, deps.jobs, { kind: 'welcome', userId: event.aggregateId });
    },
    // Every allowed request is its own e-mail with its own link: keyed by the event.
    'account.password_reset_requested': async (tx, event) => {
      await enqueueMessage(tx, deps.jobs, { kind: 'password-reset', userId: event.aggregateId, key: String(event.id) });
    },
    // The cancellation e-mail names the rule that applied (issue 16 §3); officers hear by push (issue 28 §4).
    'booking.cancelled': async (tx, event) => {
      const bookingId = event.aggregateId;
      await enqueueOfficerPushes(tx, deps.jobs, { bookingId, removed: event.payload.releasedOfficerIds });
      await enqueueMessage(tx, deps.jobs, {
        kind: 'booking-cancelled',
        bookingId,
        payload: { rule: event.payload.rule },
      });
    },
    // The month's invoice to the billing address; an overdue one to owners and finance (issue 39 item 3).
    'invoice.issued': async (tx, event) => {
      await enqueueInvoiceIssued(tx, deps.jobs, {
        invoiceId: event.aggregateId,
        organisationId: event.payload.organisationId,
      });
    },
    'invoice.overdue': async (tx, event) => {
      await enqueueInvoiceOverdue(tx, deps.jobs, {
        invoiceId: event.aggregateId,
        organisationId: event.payload.organisationId,
      });
    },
    // The invitation's link to the invited address; approval and suspension to the owners (issue 39 item 1).
    'organisation.invitation_sent': async (tx, event) => {
      await enqueueInvitationMail(tx, deps.jobs, { invitationId: event.aggregateId });
    },
    'organisation.status_changed': async (tx, event) => {
      await enqueueOrganisationStatusMail(tx, deps.jobs, {
        organisationId: event.aggregateId,
        eventId: event.id,
        ...event.payload,
      });
    },
    // A webhook endpoint that failed for 3 days is disabled: its organisation's owners and admins hear (issue 40 item 4).
    'webhook.endpoint_disabled': async (tx, event) => {
      await enqueueEndpointDisabledMail(tx, deps.jobs, {
        organisationId: event.payload.organisationId,
        endpointId: event.aggregateId,
        url: event.payload.url,
        eventId: event.id,
      });
    },
  });
}
