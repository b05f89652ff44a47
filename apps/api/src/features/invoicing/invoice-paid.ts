/**
 * What Paystack's `paymentrequest.success` does to an invoice (issue 39 item 3), called by the
 * payments webhook in its transaction: the invoice `paid` with `paid_at`, one `payment` ledger
 * entry (−total) and the `invoice.paid` event, once however often the event comes. A paid amount
 * that is not the invoice total is not applied (logged for finance to look at); neither is a paid
 * event for a request that names no invoice of ours.
 */
import { type DomainEventPayloads, invoiceNumber as formatInvoiceNumber } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices, organisationLedger } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
import { fromPaystackInvoiceNumber } from './invoice-number';
import type { InvoicePaymentDeps, InvoiceRow } from './invoice-payment';

/** A `paymentrequest.success` as the webhook read it: amounts in kobo. */
export interface PaidRequest {
  requestCode: string;
  /** Paystack's `invoice_number`: finds the invoice when its code was never stored (a crash). */
  paystackInvoiceNumber?: number | null;
  amountKobo: number;
  /** Invoices are in naira: any other currency is not applied. */
  currency: string;
  paidAt: Date;
}

export type MarkPaidOutcome = 'paid' | 'already-paid' | 'unknown-request' | 'amount-mismatch';

/** The invoice a paid request is for, locked: by request code, else by Paystack's invoice number. */
async function lockInvoiceOfRequest(tx: Tx, paid: PaidRequest): Promise<InvoiceRow | null> {
  const [byCode] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.paystackRequestCode, paid.requestCode))
    .for('update');
  if (byCode) return byCode;
  const ours = fromPaystackInvoiceNumber(paid.paystackInvoiceNumber);
  if (!ours) return null;
  const [byNumber] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.number, formatInvoiceNumber(ours.year, ours.sequence)))
    .for('update');
  return byNumber ?? null;
}

/**
 * Marks the invoice of a paid Paystack request paid, in `tx` (the webhook's transaction): status
 * `paid`, `paid_at`, one `payment` ledger entry of −total (the payment-once-per-invoice key makes
 * a replay add nothing) and `invoice.paid`. Changes nothing for an invoice already paid, an
 * unknown request, or an amount that is not the total (logged).
 */
export async function markInvoicePaid(
  tx: Tx,
  deps: { jobs: JobRunner; log: InvoicePaymentDeps['log'] },
  paid: PaidRequest,
): Promise<MarkPaidOutcome> {
  const invoice = await lockInvoiceOfRequest(tx, paid);
  if (!invoice) {
    deps.log.warn({ requestCode: paid.requestCode }, 'paid payment request names no invoice; not applied');
    return 'unknown-request';
  }
  if (invoice.status === 'paid') return 'already-paid';
  if (paid.amountKobo !== invoice.totalNgnKobo || paid.currency !== 'NGN') {
    deps.log.warn(
      {
        invoiceId: invoice.id,
        requestCode: paid.requestCode,
        paid: paid.amountKobo,
        currency: paid.currency,
        totalKobo: invoice.totalNgnKobo,
      },
      'paid payment request amount is not the invoice total; not applied',
    );
    return 'amount-mismatch';
  }
  await tx
    .update(invoices)
    .set({
      status: 'paid',
      paidAt: paid.paidAt,
      paystackRequestCode: invoice.paystackRequestCode ?? paid.requestCode,
    })
    .where(eq(invoices.id, invoice.id));
  await tx
    .insert(organisationLedger)
    .values({
      organisationId: invoice.organisationId,
      kind: 'payment',
      amountNgnKobo: -invoice.totalNgnKobo,
      invoiceId: invoice.id,
      reference: paid.requestCode,
      occurredAt: paid.paidAt,
    })
    .onConflictDoNothing();
  const payload: DomainEventPayloads['invoice.paid'] = {
    organisationId: invoice.organisationId,
    number: invoice.number,
  };
  await recordDomainEvent(tx, deps.jobs, {
    type: 'invoice.paid',
    aggregateId: invoice.id,
    payload,
    actor: { userId: null, role: 'system' },
    at: paid.paidAt,
  });
  return 'paid';
}
