/**
 * What the invoicing feature offers other features (issue 39 items 3, 4, 6): the organisation's
 * ledger on account, the monthly invoices and their Paystack Payment Requests.
 */
export { type AccountCharge, chargeOnAccount, hasOverdueInvoice } from './account-terms';
export { closeMonth } from './close';
export { invoiceFileName, renderInvoiceCsv } from './invoice-csv';
export { type MarkPaidOutcome, markInvoicePaid, type PaidRequest } from './invoice-paid';
export { renderInvoicePdf } from './invoice-pdf';
export { findInvoice, invoiceOrganisation, listInvoices } from './invoices.repository';
export {
  type BookingLedgerEntry,
  bookingLedgerEntries,
  creditCancellation,
  creditLineRefund,
  debitService,
  unpaidTotalNgnKobo,
} from './ledger';
