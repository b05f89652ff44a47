/**
 * Invoice messages (issue 39 item 3): the month's invoice to the organisation's billing address
 * (its PDF and CSV attached, composed in invoice-compose.ts), and the notice to its owners and
 * finance members that an invoice is more than 7 days overdue, so it books by card only.
 */
import { formatNgnKobo, formatWat, type InvoiceDetail, OVERDUE_CARD_ONLY_DAYS } from '@fasttrack/contracts';
import { type Rendered, renderLayout } from './layout';

/** The invoice's page in the web app: `${PUBLIC_URL}/organisations/<id>/invoices/<invoiceId>`. */
export const invoiceUrl = (publicUrl: string, invoice: Pick<InvoiceDetail, 'organisationId' | 'id'>) =>
  `${publicUrl}/organisations/${encodeURIComponent(invoice.organisationId)}/invoices/${encodeURIComponent(invoice.id)}`;

const rowsOf = (invoice: InvoiceDetail): [string, string][] => [
  ['Invoice number', invoice.number],
  ['Period', invoice.month],
  ['Subtotal', formatNgnKobo(invoice.subtotalNgnKobo)],
  ['VAT', formatNgnKobo(invoice.vatNgnKobo)],
  ['Total', formatNgnKobo(invoice.totalNgnKobo)],
  ['Due', formatWat(invoice.dueAt)],
];

/** To the billing address: the month's invoice, with the PDF and CSV attached. */
export function invoiceIssued(invoice: InvoiceDetail, publicUrl: string): Promise<Rendered> {
  return renderLayout({
    subject: `Invoice ${invoice.number} from FastTrack LOS: ${formatNgnKobo(invoice.totalNgnKobo)}`,
    preview: `Due ${formatWat(invoice.dueAt)}.`,
    heading: `Invoice ${invoice.number}`,
    intro: [
      `Hello ${invoice.billTo.legalName},`,
      `Here is the invoice for the services booked on account in ${invoice.month}. It is attached as PDF and as CSV.`,
    ],
    rows: rowsOf(invoice),
    outro: ['You can pay it by card or bank transfer from the invoice page.'],
    cta: { label: 'See and pay the invoice', url: invoiceUrl(publicUrl, invoice) },
  });
}

/** To each owner and finance member: the invoice is overdue and bookings need a card until it is paid. */
export function invoiceOverdue(
  invoice: InvoiceDetail,
  to: { firstName: string },
  publicUrl: string,
): Promise<Rendered> {
  return renderLayout({
    subject: `Invoice ${invoice.number} is overdue: bookings need a card until it is paid`,
    preview: `${formatNgnKobo(invoice.totalNgnKobo)} was due ${formatWat(invoice.dueAt)}.`,
    heading: 'An invoice is overdue',
    intro: [
      `Hello ${to.firstName},`,
      `Invoice ${invoice.number} for ${invoice.billTo.legalName} was due ${formatWat(invoice.dueAt)} and is more than ${OVERDUE_CARD_ONLY_DAYS} days overdue. Until it is paid, new bookings for the organisation are paid by card.`,
    ],
    rows: rowsOf(invoice),
    cta: { label: 'Pay the invoice', url: invoiceUrl(publicUrl, invoice) },
  });
}
