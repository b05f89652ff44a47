/**
 * Paying an invoice through Paystack's Payment Requests (issue 39 item 3, the payment half):
 * - `ensurePaymentRequest`: the invoice's request, made once: the organisation's billing e-mail
 *   as Paystack's customer, a line item per service, VAT as a tax (`VAT 7.5%`), the total in kobo,
 *   the due date, Paystack's `invoice_number`, no e-mail from Paystack (we send our own invoice).
 * What `paymentrequest.success` then does is invoice-paid.ts.
 *
 * Rules where the issue is silent:
 * - No second request after a crash between Paystack's answer and our write: before creating,
 *   the customer's requests at Paystack are searched for this invoice's Paystack
 *   `invoice_number` (`paystackInvoiceNumber`: year × 1,000,000 + sequence, so FTL-2026-000123 is
 *   2026000123) with the same amount, and that request is kept if found. Paystack cannot be
 *   told our code before it answers, so "keep the code first" is impossible.
 * - Two writers racing (the job and a finance member's Pay): the code is stored only while the
 *   invoice has none, and the loser answers the winner's code.
 * - Paystack's line items cannot be negative: when an invoice has credit lines, Paystack gets
 *   one line "Services net of credits" for the subtotal; the lines stay on our own invoice.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { invoiceLines, invoices, organisations } from '../../db/schema/index';
import type {
  CreatePaymentRequest,
  PaymentRequestData,
  PaymentRequestLineItem,
} from '../../integrations/paystack/payment-request-types';
import type { PaymentRequestsClient } from '../../integrations/paystack/payment-requests-client';
import type { JobRunner } from '../../jobs/job-runner';
import { paystackInvoiceNumber } from './invoice-number';

/** The name of the VAT tax on Paystack (issue 39 item 3; VAT_RATE_BPS = 750). */
export const PAYSTACK_VAT_TAX_NAME = 'VAT 7.5%';
/** Paystack's List Payment Requests page size when looking for an invoice's request. */
const LIST_PAGE_SIZE = 100;
/** How many of the customer's pages are searched: an organisation has about 12 invoices a year. */
const MAX_LIST_PAGES = 10;
/** Paystack line item names are kept short: the full line is on our own invoice. */
const MAX_ITEM_NAME = 200;

export interface InvoicePaymentDeps {
  db: Db;
  jobs: JobRunner;
  paymentRequests: PaymentRequestsClient;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
}

export type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

/** The invoice with what Paystack needs of its organisation; null when unknown. */
async function invoiceForPayment(db: Executor, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, billingEmail: organisations.billingEmail, legalName: organisations.legalName })
    .from(invoices)
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}

/** A line item's name: the booking reference, what it was, passenger, flight and date. */
function itemName(line: LineRow): string {
  const parts = [line.bookingReference, line.description, line.passengerName, line.flightNumber, line.serviceDate];
  const name = parts.filter((p): p is string => Boolean(p)).join(' · ');
  return name.length > MAX_ITEM_NAME ? `${name.slice(0, MAX_ITEM_NAME - 1)}…` : name;
}

/**
 * The Create Payment Request body of `invoice` (amounts in kobo). Line items plus the VAT tax
 * equal `amount`, the invoice total.
 * @throws Error when the invoice's lines do not add up to its subtotal, VAT and total.
 */
export function paymentRequestBody(invoice: InvoiceRow, lines: LineRow[], customerCode: string): CreatePaymentRequest {
  const billed = lines.filter((l) => l.kind !== 'vat');
  const vat = lines.filter((l) => l.kind === 'vat').reduce((sum, l) => sum + l.amountNgnKobo, 0);
  const subtotal = billed.reduce((sum, l) => sum + l.amountNgnKobo, 0);
  if (subtotal !== invoice.subtotalNgnKobo || vat !== invoice.vatNgnKobo || subtotal + vat !== invoice.totalNgnKobo) {
    throw new Error(`Invoice ${invoice.number}: its lines do not add up to its subtotal, VAT and total`);
  }
  const items: PaymentRequestLineItem[] = billed.every((l) => l.amountNgnKobo > 0)
    ? billed.map((l) => ({ name: itemName(l), amount: l.amountNgnKobo, quantity: 1 }))
    : [{ name: `Services net of credits, invoice ${invoice.number}`, amount: subtotal, quantity: 1 }];
  return {
    customer: customerCode,
    amount: invoice.totalNgnKobo,
    currency: 'NGN',
    due_date: invoice.dueAt.toISOString(),
    description: `FastTrack LOS invoice ${invoice.number} (${invoice.periodStart.slice(0, 7)})`,
    line_items: items,
    tax: vat > 0 ? [{ name: PAYSTACK_VAT_TAX_NAME, amount: vat }] : [],
    invoice_number: paystackInvoiceNumber(invoice.year, invoice.sequence),
    send_notification: false,
    draft: false,
  };
}

/** What `ensurePaymentRequest` found or made. */
export type PaymentRequestOutcome =
  | { kind: 'request'; requestCode: string; requestId: number | null; created: boolean }
  | { kind: 'paid' }
  | { kind: 'nothing-to-pay' }
  | { kind: 'unknown' };

/** The customer's request at Paystack for this invoice (its number and amount), if one exists. */
async function findExistingRequest(
  client: PaymentRequestsClient,
  customerId: number,
  invoice: InvoiceRow,
): Promise<PaymentRequestData | null> {
  const wanted = paystackInvoiceNumber(invoice.year, invoice.sequence);
  for (let page = 1; page <= MAX_LIST_PAGES; page += 1) {
    const { requests, pageCount } = await client.listPaymentRequests({
      customer: customerId,
      page,
      perPage: LIST_PAGE_SIZE,
    });
    const match = requests.find(
      (r) => r.invoice_number === wanted && r.amount === invoice.totalNgnKobo && r.status !== 'failed',
    );
    if (match) return match;
    if (page >= pageCount) return null;
  }
  return null;
}

/**
 * The invoice's Paystack payment request: the one stored, else the one Paystack has for it, else
 * a new one; stored on the invoice (`paystack_request_code`, `paystack_request_id`).
 * @returns `unknown` for no such invoice, `paid` for a paid one, `nothing-to-pay` for a total of 0 or less.
 * @throws PaystackError when Paystack fails (the job retries; the route answers 502/503).
 */
export async function ensurePaymentRequest(
  deps: InvoicePaymentDeps,
  invoiceId: string,
): Promise<PaymentRequestOutcome> {
  const found = await invoiceForPayment(deps.db, invoiceId);
  if (!found) return { kind: 'unknown' };
  const { invoice } = found;
  if (invoice.status === 'paid') return { kind: 'paid' };
  if (invoice.paystackRequestCode) {
    return {
      kind: 'request',
      requestCode: invoice.paystackRequestCode,
      requestId: invoice.paystackRequestId,
      created: false,
    };
  }
  if (invoice.totalNgnKobo <= 0) return { kind: 'nothing-to-pay' };
  const lines = await deps.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  const customer = await deps.paymentRequests.createCustomer({
    email: found.billingEmail,
    first_name: found.legalName,
    metadata: JSON.stringify({ organisationId: invoice.organisationId }),
  });
  const existing = await findExistingRequest(deps.paymentRequests, customer.id, invoice);
  const request =
    existing ??
    (await deps.paymentRequests.createPaymentRequest(paymentRequestBody(invoice, lines, customer.customer_code)));
  const [stored] = await deps.db
    .update(invoices)
    .set({ paystackRequestCode: request.request_code, paystackRequestId: request.id })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.paystackRequestCode)))
    .returning({ code: invoices.paystackRequestCode, id: invoices.paystackRequestId });
  if (stored?.code) {
    deps.log.info(
      { invoiceId, requestCode: request.request_code, reused: Boolean(existing) },
      'invoice payment request stored',
    );
    return { kind: 'request', requestCode: stored.code, requestId: request.id, created: !existing };
  }
  // Another writer stored its request first: answer that one.
  const winner = await invoiceForPayment(deps.db, invoiceId);
  if (winner?.invoice.status === 'paid') return { kind: 'paid' };
  const code = winner?.invoice.paystackRequestCode;
  if (!code) throw new Error(`Invoice ${invoiceId}: payment request not stored`);
  deps.log.warn(
    { invoiceId, kept: code, unused: request.request_code },
    'two payment requests made for one invoice; the first stored is kept',
  );
  return { kind: 'request', requestCode: code, requestId: winner.invoice.paystackRequestId, created: false };
}
