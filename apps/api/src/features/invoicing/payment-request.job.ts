/**
 * The `invoice-payment-request` job (issue 39 item 3): enqueued by the month's close in the
 * invoice's own transaction (close.ts), keyed by invoice id, it makes the invoice's Paystack
 * payment request (invoice-payment.ts `ensurePaymentRequest`: once, even when run again after a
 * crash). A Paystack time-out or error throws, so the runner retries with back-off; the finance
 * member's Pay button makes the request itself if the job has not yet.
 */
import type { JobRunner } from '../../jobs/job-runner';
import { ensurePaymentRequest, type InvoicePaymentDeps } from './invoice-payment';

export const PAYMENT_REQUEST_QUEUE = 'invoice-payment-request';

/** Declares the queue and its handler. */
export function registerPaymentRequestJob(jobs: JobRunner, deps: InvoicePaymentDeps): void {
  jobs.register(
    PAYMENT_REQUEST_QUEUE,
    async (job) => {
      const outcome = await ensurePaymentRequest(deps, job.data.invoiceId);
      deps.log.info({ invoiceId: job.data.invoiceId, outcome: outcome.kind }, 'invoice-payment-request job');
    },
    // Three Paystack calls at most (customer, list, create), each within PROVIDER_TIMEOUT_MS (≤ 60 s).
    { policy: 'stately', retryLimit: 8, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 240 },
  );
}
