/**
 * Reconciliation with Paystack (issue 30 §3): a nightly run compares our charged payments with
 * Paystack's transactions and lists each difference for the finance desk.
 */
import { z } from 'zod';

/** ours-only: we hold a charged payment Paystack does not list; theirs-only: the other way round. */
export const RECONCILIATION_KINDS = ['ours-only', 'theirs-only', 'amount-differs', 'status-differs'] as const;
export const RECONCILIATION_KIND_LABELS: Record<(typeof RECONCILIATION_KINDS)[number], string> = {
  'ours-only': 'Ours only',
  'theirs-only': 'Paystack only',
  'amount-differs': 'Amount differs',
  'status-differs': 'Status differs',
};

export const ReconciliationDifferenceSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  reference: z.string(),
  /** Our payment: amount in kobo and our status; null when we have none. */
  ours: z.object({ amountKobo: z.number().int(), status: z.string() }).nullable(),
  /** Paystack's transaction: amount in kobo and Paystack's status; null when Paystack has none. */
  theirs: z.object({ amountKobo: z.number().int(), status: z.string() }).nullable(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifferenceSchema>;

export const ReconciliationRunSchema = z.object({
  id: z.uuid(),
  from: z.string(),
  to: z.string(),
  ranAt: z.string(),
  /** Null when the nightly job ran it. */
  ranBy: z.string().nullable(),
  matched: z.number().int(),
  differences: z.array(ReconciliationDifferenceSchema),
});
export type ReconciliationRun = z.infer<typeof ReconciliationRunSchema>;

export const ReconciliationIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a valid id' }) });
