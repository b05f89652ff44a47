/**
 * Abandoning unpaid attempts (issue 19 §3; ADR 150). Creating a Paystack attempt enqueues, in
 * the same transaction, an `abandon-payment` job that starts PAYMENT_ABANDON_MINUTES later,
 * keyed by the payment reference. The job re-reads the attempt; if it is still open
 * (initialized or pending) it asks Paystack first, so money that arrived late counts:
 *   - success: settled as paid (the shared settlement path);
 *   - failed (declined, insufficient funds): settled as failed with Paystack's gateway response;
 *   - ongoing, pending, processing, queued (the customer is still in the checkout, or a transfer
 *     is on its way): checked again PAYMENT_RECHECK_MINUTES later, at most MAX_RECHECKS times;
 *   - abandoned, or a reference Paystack does not know: the attempt becomes `abandoned`.
 * A provider time-out or 5xx throws, so the runner retries the job with back-off.
 * A newer attempt on the same booking leaves older ones as they are: at Paystack each
 * transaction stays payable on its own access code, so only its own check may close it.
 */
import { PAYMENT_ABANDON_MINUTES } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { PaystackError } from '../../integrations/paystack/paystack-client';
import type { TransactionData } from '../../integrations/paystack/paystack-types';
import type { JobRunner } from '../../jobs/job-runner';
import { canMovePayment, isOpenPayment } from './payment-status';
import type { PaymentDeps } from './payments.deps';
import { findPaymentByReference, lockPaymentByReference, updatePayment } from './payments.repository';
import { paystackOutcome } from './paystack-outcome';
import { settlePayment } from './settlement';

export const ABANDON_QUEUE = 'abandon-payment';
/** Minutes between checks of an attempt Paystack still reports in progress. */
export const PAYMENT_RECHECK_MINUTES = 10;
/** Checks after the first before an attempt still in progress is abandoned (one more hour). */
export const MAX_RECHECKS = 6;
/** Paystack statuses of a transaction that may still be paid without a new attempt. */
const IN_PROGRESS = new Set(['ongoing', 'pending', 'processing', 'queued']);

/** What one run did. */
export type AbandonOutcome = 'paid' | 'failed' | 'abandoned' | 'recheck' | 'nothing-to-do';

/**
 * Enqueues the abandonment check of the attempt `check.reference` through `tx` (the transaction
 * that stores it), to start `check.minutes` (default PAYMENT_ABANDON_MINUTES) from `check.now`
 * (default: the current time); `check.recheck` counts the checks before it. Keyed by reference:
 * a reference has one check waiting at most.
 */
export function enqueueAbandonCheck(
  jobs: JobRunner,
  tx: Executor,
  check: { reference: string; now?: Date; minutes?: number; recheck?: number },
): Promise<string | null> {
  const { reference, now = new Date(), minutes = PAYMENT_ABANDON_MINUTES, recheck = 0 } = check;
  return jobs.enqueue(tx, {
    name: ABANDON_QUEUE,
    data: { reference, recheck },
    singletonKey: reference,
    startAfter: new Date(now.getTime() + minutes * 60_000),
  });
}

/** Declares the queue and its handler; provider errors are retried with back-off. */
export function registerAbandonJob(jobs: JobRunner, deps: PaymentDeps): void {
  jobs.register(
    ABANDON_QUEUE,
    async (job) => {
      const outcome = await abandonIfUnpaid(deps, job.data.reference, job.data.recheck ?? 0);
      deps.log.info({ reference: job.data.reference, outcome }, 'abandon-payment job');
    },
    // Expiry: past one provider call (PROVIDER_TIMEOUT_MS, at most 60 s).
    { policy: 'stately', retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 90 },
  );
}

/**
 * One check of the attempt with `reference` (see the module doc).
 * @param recheck how many checks of this attempt ran before this one.
 * @throws PaystackError when Paystack times out or fails (the job is retried).
 */
export async function abandonIfUnpaid(deps: PaymentDeps, reference: string, recheck = 0): Promise<AbandonOutcome> {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment || !isOpenPayment(payment.status) || payment.provider !== 'paystack') return 'nothing-to-do';

  let tx: TransactionData | null;
  try {
    tx = await deps.paystack.verify(reference);
  } catch (err) {
    // Paystack does not know the reference: nothing can ever be paid on it.
    if (!(err instanceof PaystackError) || err.kind !== 'rejected') throw err;
    tx = null;
  }
  if (tx) {
    const outcome = paystackOutcome(tx, payment.method);
    if (outcome.status !== 'pending') {
      const settled = await settlePayment(deps, outcome, reference);
      return settled?.payment.status === 'paid' ? 'paid' : 'failed';
    }
    if (IN_PROGRESS.has(tx.status) && recheck < MAX_RECHECKS) {
      await deps.db.transaction((trx) =>
        enqueueAbandonCheck(deps.jobs, trx, { reference, minutes: PAYMENT_RECHECK_MINUTES, recheck: recheck + 1 }),
      );
      return 'recheck';
    }
  }
  return deps.db.transaction(async (trx) => {
    // Re-read under lock: a webhook may have settled the attempt while Paystack was asked.
    const locked = await lockPaymentByReference(trx, reference);
    if (!locked || !canMovePayment(locked.status, 'abandoned')) return 'nothing-to-do';
    await updatePayment(trx, locked.id, { status: 'abandoned' });
    return 'abandoned';
  });
}
