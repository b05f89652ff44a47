/**
 * When a failed webhook delivery is tried again (issue 40 item 4: a non-2xx answer or no answer in
 * 5 s is retried with back-off for about 3 days, then the endpoint is disabled). The delays are
 * contracts' WEBHOOK_RETRY_DELAYS_SECONDS, after Standard Webhooks 1.0's suggested schedule.
 */
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@fasttrack/contracts';

/** Attempts a delivery gets on its schedule: the first and one per retry delay (11). */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** What follows a failed attempt: another at `at`, or none (and maybe the endpoint is disabled). */
export type AfterFailure = { kind: 'retry'; at: Date } | { kind: 'give-up'; disableEndpoint: boolean };

/**
 * The step after attempt number `attempt` (counting from 1 over the delivery's whole life) failed
 * at `failedAt`. Retry `attempt` waits WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1] seconds. The
 * last attempt of the schedule gives up and disables the endpoint; an attempt past it (a "Resend"
 * of a delivery that had already failed) gives up alone, since one more refusal is not 3 days of
 * them.
 */
export function afterFailedAttempt(attempt: number, failedAt: Date): AfterFailure {
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1];
  if (delay !== undefined) return { kind: 'retry', at: new Date(failedAt.getTime() + delay * 1000) };
  return { kind: 'give-up', disableEndpoint: attempt === WEBHOOK_MAX_ATTEMPTS };
}
