/**
 * The webhooks feature as a subscriber of domain events (issue 40 item 3; ADR 360, 365): every
 * event type an endpoint may ask for (contracts WEBHOOK_EVENT_TYPES) that carries an organisation's
 * id becomes one delivery per enabled endpoint of that organisation that wants the type, with its
 * first attempt's job, in the subscriber's transaction. The receipt of lib/domain-events.ts makes it
 * once per event, and the deliveries' unique (endpoint, event) once per endpoint.
 */
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@fasttrack/contracts';
import { and, arrayContains, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { webhookEndpoints } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { type DomainEvent, registerSubscriber, type SubscriberHandlers } from '../../lib/domain-events';
import { createDelivery } from './deliveries';
import { webhookPayload } from './payloads';

/**
 * Records the deliveries of one event.
 * @param opts.now when their first attempts are due (the clock; tests inject one).
 * @returns how many deliveries it made (0 for an event with no organisation or no endpoint).
 */
export async function deliverEvent(
  tx: Tx,
  jobs: JobRunner,
  { event, now }: { event: DomainEvent<WebhookEventType>; now: Date },
): Promise<number> {
  const organisationId = (event.payload as { organisationId?: string | null }).organisationId;
  if (typeof organisationId !== 'string') return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organisationId, organisationId),
        eq(webhookEndpoints.status, 'enabled'),
        arrayContains(webhookEndpoints.eventTypes, [event.type]),
      ),
    );
  if (endpoints.length === 0) return 0;
  const payload = webhookPayload(event, organisationId);
  for (const endpoint of endpoints) {
    await createDelivery(tx, jobs, { endpointId: endpoint.id, eventId: event.id, eventType: event.type, payload, now });
  }
  return endpoints.length;
}

/** Declares the `webhooks` subscriber's queue (lib/domain-events.ts), one handler for every type. */
export function registerWebhooksSubscriber(deps: { db: Db; jobs: JobRunner; now?: () => Date }): void {
  const handle = async (tx: Tx, event: DomainEvent<WebhookEventType>) => {
    await deliverEvent(tx, deps.jobs, { event, now: deps.now?.() ?? new Date() });
  };
  const handlers = Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, handle]));
  // A burst of bookings makes a burst of events; their deliveries wait behind this queue (ADR 366).
  registerSubscriber(
    { ...deps, work: { concurrency: 2, batchSize: 10 } },
    'webhooks',
    handlers as SubscriberHandlers<'webhooks'>,
  );
}
