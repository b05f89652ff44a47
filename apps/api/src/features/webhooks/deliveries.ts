/**
 * Webhook deliveries and their attempts (issue 40 item 4; ADR 365): one row per event and endpoint,
 * made with its first 'webhook-delivery' job in the caller's transaction, and one attempt row per
 * try. Only this feature writes these tables (scripts/lint/table-owners.grit).
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Executor, executeNamedIn, type Tx } from '../../db/client';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import type { AttemptOutcome } from './sender';

/** A new `webhook-id` (Standard Webhooks 1.0): `msg_` and 24 url-safe characters (144 random bits). */
export function newMessageId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

/** Enqueues the job of attempt number `attempt` (from 1) of a delivery, not before `at`. */
function enqueueAttempt(
  tx: Executor,
  jobs: JobRunner,
  delivery: { deliveryId: string; attempt: number; at: Date; singletonKey?: string },
) {
  return jobs.enqueue(tx, {
    name: 'webhook-delivery',
    data: { deliveryId: delivery.deliveryId, attempt: delivery.attempt },
    singletonKey: delivery.singletonKey ?? `${delivery.deliveryId}:${delivery.attempt}`,
    startAfter: delivery.at,
    wake: true,
  });
}

/**
 * Records one event for one endpoint and enqueues its first attempt, both through `tx`.
 * @param delivery.eventId the domain event, or null for "Send test event" (which may repeat).
 * @param delivery.payload the body (contracts WebhookPayloadSchema), stored so every attempt sends it.
 * @param delivery.now when the first attempt is due.
 * @returns the delivery's id; for an event this endpoint already has (a subscriber's re-run), the
 *   existing delivery's, and nothing new is enqueued.
 */
export async function createDelivery(
  tx: Executor,
  jobs: JobRunner,
  delivery: { endpointId: string; eventId: number | null; eventType: string; payload: object; now: Date },
): Promise<string> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      endpointId: delivery.endpointId,
      eventId: delivery.eventId,
      messageId: newMessageId(),
      eventType: delivery.eventType,
      payload: delivery.payload as Record<string, unknown>,
      nextAttemptAt: delivery.now,
      createdAt: delivery.now,
    })
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  if (row) {
    await enqueueAttempt(tx, jobs, { deliveryId: row.id, attempt: 1, at: delivery.now });
    return row.id;
  }
  const [existing] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.endpointId, delivery.endpointId), eq(webhookDeliveries.eventId, delivery.eventId ?? -1)),
    );
  if (!existing) throw new Error('webhook delivery insert returned nothing');
  return existing.id;
}

/**
 * "Resend" (issue 40 item 4): the delivery goes again now with the same `webhook-id` and body, its
 * attempts kept; it is pending until that attempt's outcome. A delivery still waiting for a retry
 * is sent now instead (its waiting job then finds it moved on).
 * @returns false when there is no such delivery.
 */
export async function requeueDelivery(
  tx: Executor,
  jobs: JobRunner,
  resend: { deliveryId: string; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: resend.now, completedAt: null })
    .where(eq(webhookDeliveries.id, resend.deliveryId))
    .returning({ attemptCount: webhookDeliveries.attemptCount });
  if (!row) return false;
  const attempt = row.attemptCount + 1;
  // Its own key: a retry job keyed `<id>:<attempt>` may still be waiting for the same attempt.
  const singletonKey = `${resend.deliveryId}:${attempt}:resend:${resend.now.getTime()}`;
  await enqueueAttempt(tx, jobs, { deliveryId: resend.deliveryId, attempt, at: resend.now, singletonKey });
  return true;
}

/** A delivery with what sending it needs from its endpoint. */
export async function deliveryToSend(db: Executor, deliveryId: string) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      status: webhookDeliveries.status,
      attemptCount: webhookDeliveries.attemptCount,
      endpoint: {
        id: webhookEndpoints.id,
        organisationId: webhookEndpoints.organisationId,
        url: webhookEndpoints.url,
        status: webhookEndpoints.status,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

/**
 * Records attempt number `attempt` and its outcome, with what follows: succeeded on a 2xx; else
 * another attempt at `retryAt`, or failed when `retryAt` is null.
 * @returns false, writing nothing, when the delivery has moved on (another run recorded this
 *   attempt, or it is no longer pending).
 */
export async function recordAttempt(
  tx: Tx,
  jobs: JobRunner,
  attempt: { deliveryId: string; attempt: number; at: Date; outcome: AttemptOutcome; retryAt: Date | null },
): Promise<boolean> {
  const { outcome } = attempt;
  const succeeded = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const next = succeeded || !attempt.retryAt ? null : attempt.retryAt;
  const [moved] = await tx
    .update(webhookDeliveries)
    .set({
      attemptCount: attempt.attempt,
      status: succeeded ? 'succeeded' : next ? 'pending' : 'failed',
      nextAttemptAt: next,
      completedAt: next ? null : attempt.at,
    })
    .where(
      and(
        eq(webhookDeliveries.id, attempt.deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attemptCount, attempt.attempt - 1),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!moved) return false;
  await tx.insert(webhookDeliveryAttempts).values({
    deliveryId: attempt.deliveryId,
    attemptedAt: attempt.at,
    statusCode: outcome.statusCode,
    latencyMs: outcome.latencyMs,
    error: outcome.error,
  });
  if (next) await enqueueAttempt(tx, jobs, { deliveryId: attempt.deliveryId, attempt: attempt.attempt + 1, at: next });
  return true;
}

const RECORD_SUCCESS_SQL = `
  with moved as (
    update webhook_deliveries
    set attempt_count = $2, status = 'succeeded', next_attempt_at = null, completed_at = $3
    where id = $1 and status = 'pending' and attempt_count = $2 - 1
    returning id
  )
  insert into webhook_delivery_attempts (delivery_id, attempted_at, status_code, latency_ms, error)
  select id, $3, $4, $5, null from moved
  returning delivery_id`;

/**
 * Records a 2xx answer to attempt number `attempt`: the delivery succeeded and its attempt row, in
 * one statement (the common case, so it costs one round trip rather than a transaction's four).
 * @returns false, writing nothing, when the delivery has moved on (as recordAttempt).
 */
export async function recordSuccess(
  db: Executor,
  attempt: { deliveryId: string; attempt: number; at: Date; outcome: AttemptOutcome },
): Promise<boolean> {
  const { deliveryId, at, outcome } = attempt;
  const result = await executeNamedIn(db, {
    name: 'webhook_delivery_succeeded',
    text: RECORD_SUCCESS_SQL,
    values: [deliveryId, attempt.attempt, at, outcome.statusCode, outcome.latencyMs],
  });
  return result.rows.length > 0;
}

/**
 * Disables an endpoint whose delivery failed for the whole schedule.
 * @returns the endpoint's organisation and URL when this call disabled it, null when it was
 *   disabled already.
 */
export async function disableFailingEndpoint(tx: Tx, endpointId: string, now: Date) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledReason: 'failing', disabledAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'enabled')))
    .returning({ organisationId: webhookEndpoints.organisationId, url: webhookEndpoints.url });
  return row ?? null;
}
