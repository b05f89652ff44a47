/**
 * Organisations' money (issue 39 items 3, 4, 6): the ledger, monthly invoices and commission.
 * Request and response schemas of the invoice and statement routes live here. Every amount is
 * naira kobo (`…NgnKobo`, ADR 303); every instant ISO 8601; every date a Lagos calendar date.
 */
import { z } from 'zod';
import { OrganisationParamsSchema } from './organisations';
import { IsoDateSchema } from './staff-fields';

/**
 * service: a booking confirmed on account (+); cancellation / refund: its credit (−); payment: an
 * invoice paid (−); commission: an agency's commission earned on a completed service (−);
 * commission_payout: a payout the admin recorded (+).
 */
export const LEDGER_ENTRY_KINDS = [
  'service',
  'cancellation',
  'refund',
  'payment',
  'commission',
  'commission_payout',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export const INVOICE_STATUSES = ['issued', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** service and credit lines carry VAT; the vat line is the tax itself. */
export const INVOICE_LINE_KINDS = ['service', 'credit', 'vat'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** Nigerian VAT, 7.5 % (Finance Act 2019, s. 34 amending VAT Act s. 4), in basis points. */
export const VAT_RATE_BPS = 750;

/** Days after an invoice's due date when an organisation books by card only (issue 39 item 3). */
export const OVERDUE_CARD_ONLY_DAYS = 7;

/** `FTL-2026-000123`: the year and a gapless sequence within it (issue 39 item 3). */
export function invoiceNumber(year: number, sequence: number): string {
  return `FTL-${year}-${String(sequence).padStart(6, '0')}`;
}

/** `YYYY-MM`: a Lagos calendar month. */
export const InvoiceMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a month as YYYY-MM' });

/** Admin: close one Lagos month by hand (`POST /api/ops/invoices/close`); the cron job closes the last. */
export const CloseMonthRequestSchema = z.strictObject({ month: InvoiceMonthSchema });
export type CloseMonthRequest = z.infer<typeof CloseMonthRequestSchema>;

/**
 * What a close did: the invoices it issued, the organisations it left alone (already invoiced for
 * the month, or nothing to bill: lines that sum to zero or less stay on the ledger for the next
 * close) and those whose invoice failed (its transaction rolled back; run the close again).
 */
export const CloseMonthResultSchema = z.object({
  month: InvoiceMonthSchema,
  issued: z.array(
    z.object({ organisationId: z.string(), invoiceId: z.string(), number: z.string(), totalNgnKobo: z.number().int() }),
  ),
  alreadyInvoiced: z.array(z.string()),
  nothingToBill: z.array(z.string()),
  failed: z.array(z.object({ organisationId: z.string(), message: z.string() })),
});
export type CloseMonthResult = z.infer<typeof CloseMonthResultSchema>;

/** An invoice as its organisation's list shows it. */
export const InvoiceSummarySchema = z.object({
  id: z.string(),
  organisationId: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The Lagos month billed, `YYYY-MM`. */
  month: InvoiceMonthSchema,
  subtotalNgnKobo: z.number().int(),
  vatNgnKobo: z.number().int(),
  totalNgnKobo: z.number().int(),
  vatRateBps: z.number().int(),
  issuedAt: z.string(),
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  /** More than OVERDUE_CARD_ONLY_DAYS past due and not paid. */
  overdue: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** One line: a service (+), a credit for a cancellation or refund (−), or the VAT. */
export const InvoiceLineSchema = z.object({
  position: z.number().int(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  bookingReference: z.string().nullable(),
  passengerName: z.string().nullable(),
  flightNumber: z.string().nullable(),
  /** The service's Lagos date, `YYYY-MM-DD`. */
  serviceDate: z.string().nullable(),
  costCentre: z.string().nullable(),
  poReference: z.string().nullable(),
  amountNgnKobo: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/** An invoice with its lines and who it is made out to. */
export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  billTo: z.object({ legalName: z.string(), tin: z.string(), billingEmail: z.string(), billingAddress: z.string() }),
  lines: z.array(InvoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoiceListSchema = z.object({ invoices: z.array(InvoiceSummarySchema) });

/** `/api/organisations/{organisationId}/invoices/{invoiceId}…`: ids as given (an unknown or malformed one is 404). */
export const OrganisationInvoiceParamsSchema = OrganisationParamsSchema.extend({
  invoiceId: z.string().min(1).max(64),
});
/** `/api/ops/organisations/{id}/payouts`. */
export const OpsOrganisationIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The statement's range of Lagos dates, both included; either end may be left out (from the first entry, to today). */
export const StatementQuerySchema = z
  .strictObject({ from: IsoDateSchema.optional(), to: IsoDateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The start date must not be after the end date',
    path: ['from'],
  });
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/** A ledger entry with the balance after it (issue 39 item 6). */
export const StatementEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  occurredAt: z.string(),
  amountNgnKobo: z.number().int(),
  balanceNgnKobo: z.number().int(),
  bookingReference: z.string().nullable(),
  /** The payment's or payout's reference. */
  reference: z.string().nullable(),
  /** The invoice that billed this entry, or that this payment paid. */
  invoiceNumber: z.string().nullable(),
});

/**
 * The organisation's statement: the balance before `from`, every entry of the range with the
 * running balance, and the balance at the end of `to`, which is the sum of every entry up to it.
 * Positive: the organisation owes the business. `commission`: an agency's commission earned and
 * paid out in the range, and what is still to be paid out at the end of it (null for a company).
 */
export const StatementSchema = z.object({
  organisationId: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  openingBalanceNgnKobo: z.number().int(),
  entries: z.array(StatementEntrySchema),
  balanceNgnKobo: z.number().int(),
  commission: z
    .object({
      rateBps: z.number().int(),
      earnedNgnKobo: z.number().int(),
      paidNgnKobo: z.number().int(),
      unpaidNgnKobo: z.number().int(),
    })
    .nullable(),
});
export type Statement = z.infer<typeof StatementSchema>;

/** Admin: a commission payout made to an agency (issue 39 item 4). */
export const CommissionPayoutRequestSchema = z.strictObject({
  reference: z.string().trim().min(3, 'Give the transfer reference').max(100),
  /** Naira kobo, at most ₦100,000,000. */
  amountNgnKobo: z.number().int().min(1, 'Enter an amount above zero').max(10_000_000_000),
  /** The Lagos date it was paid. */
  paidOn: IsoDateSchema,
});
export type CommissionPayoutRequest = z.infer<typeof CommissionPayoutRequestSchema>;

export const CommissionPayoutResultSchema = z.object({
  entryId: z.string(),
  /** Commission earned and not yet paid out, after this payout. */
  unpaidNgnKobo: z.number().int(),
});
export type CommissionPayoutResult = z.infer<typeof CommissionPayoutResultSchema>;
