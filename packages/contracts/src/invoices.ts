/**
 * Organisations' money (issue 39 items 3, 4, 6): the ledger, monthly invoices and commission.
 * Request and response schemas of the invoice and statement routes live here.
 */

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
