/**
 * The 'webhook-delivery' job (issue 40 item 4): one attempt at one delivery. It signs the stored
 * body (signing.ts), POSTs it outside any transaction (sender.ts), then writes the attempt and the
 * next step in one transaction: succeeded on a 2xx; else the next attempt's job at the retry
 * schedule's time (retry-schedule.ts); after the last, the delivery fails, the endpoint is disabled
 * and `webhook.endpoint_disabled` is recorded, from which the messages feature tells the
 * organisation's admins.
 *
 * Once: each job carries the attempt it makes and is keyed `<delivery>:<attempt>`; a job whose
 * delivery is no longer pending, whose endpoint is disabled, or whose attempt was already made
 * does nothing. A process that dies mid-send leaves the job to pg-boss, which runs it again after
 * its expiry: the receiver may then get the same `webhook-id` twice, which Standard Webhooks
 * receivers drop.
 */
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
import { deliveryToSend, disableFailingEndpoint, recordAttempt, recordSuccess } from './deliveries';
import { afterFailedAttempt } from './retry-schedule';
import { sendWebhook } from './sender';
import { signedHeaders } from './signing';

export interface DeliveryJobDeps {
  db: Db;
  jobs: JobRunner;
  /** Test mode: http and private addresses may receive (the sandbox inbox on this server). */
  testMode: boolean;
  /** The clock of the schedule and the attempt rows (tests inject one); default the system's. */
  now?: () => Date;
}

/** What one run of the job did. */
export type AttemptResult = 'skipped' | 'succeeded' | 'retrying' | 'failed';

/**
 * Makes attempt `job.attempt` (default: the next one) at delivery `job.deliveryId`.
 * The `webhook-timestamp` is the system clock's, whatever `now` says: a receiver compares it with
 * its own clock (Standard Webhooks' tolerance is 5 minutes).
 */
export async function attemptDelivery(
  deps: DeliveryJobDeps,
  job: { deliveryId: string; attempt?: number },
): Promise<AttemptResult> {
  const delivery = await deliveryToSend(deps.db, job.deliveryId);
  if (delivery?.status !== 'pending' || delivery.endpoint.status !== 'enabled') return 'skipped';
  const attempt = job.attempt ?? delivery.attemptCount + 1;
  if (delivery.attemptCount !== attempt - 1) return 'skipped';

  const now = deps.now?.() ?? new Date();
  const body = JSON.stringify(delivery.payload);
  const headers = signedHeaders(delivery.endpoint, { messageId: delivery.messageId, body, signedAt: new Date() }, now);
  const outcome = await sendWebhook(delivery.endpoint.url, { headers, body }, { testMode: deps.testMode });

  const answered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  if (answered) {
    const recorded = await recordSuccess(deps.db, { deliveryId: delivery.id, attempt, at: now, outcome });
    return recorded ? 'succeeded' : 'skipped';
  }
  const step = afterFailedAttempt(attempt, now);
  return deps.db.transaction(async (tx): Promise<AttemptResult> => {
    const recorded = await recordAttempt(tx, deps.jobs, {
      deliveryId: delivery.id,
      attempt,
      at: now,
      outcome,
      retryAt: step.kind === 'retry' ? step.at : null,
    });
    if (!recorded) return 'skipped';
    if (step.kind === 'retry') return 'retrying';
    if (step.disableEndpoint) {
      const disabled = await disableFailingEndpoint(tx, delivery.endpoint.id, now);
      if (disabled) {
        await recordDomainEvent(tx, deps.jobs, {
          type: 'webhook.endpoint_disabled',
          aggregateId: delivery.endpoint.id,
          payload: { organisationId: disabled.organisationId, url: disabled.url },
          actor: { userId: null, role: 'system' },
          at: now,
        });
      }
    }
    return 'failed';
  });
}

/**
 * Declares the 'webhook-delivery' queue. A receiver's failure never fails the job (the schedule
 * retries it); pg-boss's own retries are for our side failing (the database), and its expiry
 * (WEBHOOK_TIMEOUT_MS and the writes, with room) reruns an attempt whose process died.
 */
export function registerWebhookDeliveryJob(deps: DeliveryJobDeps): void {
  deps.jobs.register('webhook-delivery', async (job) => void (await attemptDelivery(deps, job.data)), {
    policy: 'stately',
    retryLimit: 5,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 30,
    // Each attempt mostly waits on the receiver (up to WEBHOOK_TIMEOUT_MS): one slow partner must
    // not hold back the others' events (ADR 366; the bench's event-to-delivery figures).
    concurrency: 4,
    batchSize: 10,
  });
}
