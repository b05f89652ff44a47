/**
 * The `refund-extra-line` job (issue 41 item 4): returns the money of one add-on line whose
 * refund was decided `pending` (line-refund.ts), as the booking's refund job does for a booking
 * (refund-worker.ts), keyed by `<booking id>:<line index>`.
 *
 * 1. Claim: in one short transaction, lock the line's row, re-read its refund status and move
 *    pending -> processing. A line found `processing` was claimed by an attempt that never
 *    finished: it is asked again. Any other status means there is nothing to do, so a job run
 *    twice asks the provider once.
 * 2. Ask: outside any transaction, Paystack POST /refund with `amount` (the line's kobo) on the
 *    booking's paid transaction. Paystack answers `pending` and its `refund.processed` webhook
 *    finishes the line (webhooks.service.ts, applyLineRefundEvent); `processed` finishes it now.
 * 3. A refusal fails the line's refund with the reason; a time-out or 5xx puts it back to pending
 *    and throws, so pg-boss retries with back-off, up to MAX_REFUND_ATTEMPTS attempts in all.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lineRefunds } from '../../db/schema/index';
import { PaystackError } from '../../integrations/paystack/paystack-client';
import type { JobRunner } from '../../jobs/job-runner';
import { completeLineRefund, failLineRefund, LINE_REFUND_QUEUE, type LineKey } from './line-refund';
import type { PaymentDeps } from './payments.deps';
import { findPaidPaymentForBooking, type PaymentRow } from './payments.repository';
import { MAX_REFUND_ATTEMPTS } from './refund-worker';

export type LineRefundOutcome = 'completed' | 'requested' | 'failed' | 'nothing-to-do';

interface LineClaim {
  amountKobo: number;
  payment: PaymentRow;
}

/** Declares the line refund queue and its handler (retries and expiry as the booking refund's). */
export function registerLineRefundJob(jobs: JobRunner, deps: PaymentDeps): void {
  jobs.register(
    LINE_REFUND_QUEUE,
    async (job) => {
      const outcome = await refundLine(deps, job.data, { lastAttempt: job.lastAttempt });
      deps.log.info({ ...job.data, attempt: job.attempt, outcome }, 'line refund job');
    },
    {
      policy: 'stately',
      retryLimit: MAX_REFUND_ATTEMPTS - 1,
      retryDelaySeconds: 2,
      retryBackoff: true,
      expireInSeconds: 90,
    },
  );
}

/**
 * One attempt at refunding a line.
 * @throws the provider's error when it is transient (a time-out or 5xx) and more attempts follow.
 */
export async function refundLine(
  deps: PaymentDeps,
  key: LineKey,
  attempt: { lastAttempt: boolean },
): Promise<LineRefundOutcome> {
  const claim = await deps.db.transaction((tx) => claimLine(tx, key));
  if (claim === null || claim === 'failed') return claim ?? 'nothing-to-do';
  try {
    const refund = await deps.paystack.refund({
      transaction: claim.payment.reference,
      amount: claim.amountKobo,
      currency: claim.payment.currency,
      merchant_note: `Refund ${claim.payment.reference}-line-${key.lineIndex} (add-on line ${key.lineIndex})`,
    });
    if (refund.status !== 'processed') return 'requested';
    await deps.db.transaction((tx) => completeLineRefund(tx, key));
    return 'completed';
  } catch (err) {
    const transient = err instanceof PaystackError && (err.kind === 'timeout' || err.kind === 'unavailable');
    const retry = transient && !attempt.lastAttempt;
    deps.log.warn({ ...key, err }, 'line refund request failed');
    await deps.db.transaction(async (tx) => {
      if (retry) await setLineRefundStatus(tx, key, 'pending');
      else await failLineRefund(tx, key, `Refund request failed: ${(err as Error).message}`);
    });
    if (retry) throw err;
    return 'failed';
  }
}

async function claimLine(tx: Executor, key: LineKey): Promise<LineClaim | 'failed' | null> {
  const { bookingId, lineIndex } = key;
  const [row] = await tx
    .select()
    .from(lineRefunds)
    .where(and(eq(lineRefunds.bookingId, bookingId), eq(lineRefunds.lineIndex, lineIndex)))
    .for('update');
  if (row?.status !== 'pending' && row?.status !== 'processing') return null;
  const payment = await findPaidPaymentForBooking(tx, bookingId);
  if (payment?.provider !== 'paystack') {
    if (row.status === 'processing') return null;
    await failLineRefund(tx, key, 'No paid Paystack payment to refund');
    return 'failed';
  }
  if (row.status === 'pending') await setLineRefundStatus(tx, key, 'processing');
  return { amountKobo: row.amountNgnKobo, payment };
}

function setLineRefundStatus(tx: Executor, key: LineKey, to: 'pending' | 'processing') {
  return tx
    .update(lineRefunds)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(lineRefunds.bookingId, key.bookingId), eq(lineRefunds.lineIndex, key.lineIndex)));
}
