/**
 * Every sentence of the organisation's invoices and statement screens (issue 39 items 3, 4, 6),
 * once. Amounts are naira, as the API gives them in kobo.
 */
import type { LedgerEntryKind } from '@fasttrack/contracts';

export const InvoicesCopy = {
  listTitle: 'Invoices',
  listDescription: 'One invoice a month for the services booked on account, with VAT.',
  loading: 'Loading invoices...',
  empty: 'No invoices yet: the first is issued on the 1st of the month after a booking on account.',
  tableCaption: 'Invoices, newest first',
  number: 'Number',
  month: 'Month',
  total: 'Total',
  dueDate: 'Due date',
  status: 'Status',
  paid: 'Paid',
  unpaid: 'Unpaid',
  overdue: 'Overdue',

  // One invoice.
  invoiceLoading: 'Loading the invoice...',
  backToInvoices: 'All invoices',
  billTo: 'Bill to',
  tin: 'TIN',
  issued: 'Issued',
  paidOn: 'Paid on',
  linesCaption: 'Invoice lines',
  description: 'Description',
  passenger: 'Passenger',
  flight: 'Flight',
  serviceDate: 'Service date',
  costCentre: 'Cost centre / PO',
  amount: 'Amount',
  subtotal: 'Subtotal',
  totalDue: 'Total',
  downloadPdf: 'Download PDF',
  downloadCsv: 'Download CSV',
  downloading: 'Downloading...',
  pay: 'Pay',
  opening: 'Opening the payment page...',

  // The statement.
  statementTitle: 'Statement',
  statementDescription: 'Every entry of your account with us, in naira, with the balance after it.',
  statementLoading: 'Loading the statement...',
  from: 'From',
  to: 'To',
  show: 'Show',
  openingBalance: 'Balance before',
  balance: 'Balance',
  balanceHint: 'Positive: your organisation owes us; negative: we owe your organisation.',
  statementCaption: 'Statement entries, oldest first, with the running balance',
  date: 'Date',
  entry: 'Entry',
  noEntries: 'No entries in these dates.',
  commissionTitle: 'Commission',
  commissionRate: 'Rate',
  commissionEarned: 'Earned',
  commissionPaid: 'Paid out',
  commissionUnpaid: 'Still to be paid out',
} as const;

/** What each kind of ledger entry reads as on the statement. */
export const LEDGER_ENTRY_LABELS = {
  service: 'Service on account',
  cancellation: 'Cancellation credit',
  refund: 'Refund credit',
  payment: 'Invoice payment',
  commission: 'Commission earned',
  commission_payout: 'Commission paid out',
} as const satisfies Record<LedgerEntryKind, string>;
