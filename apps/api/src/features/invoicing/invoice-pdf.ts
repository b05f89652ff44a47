/**
 * The invoice as PDF (issue 39 item 3), made with pdfkit as the receipts are (messages/
 * receipt-pdf.ts, ADR 300) in the frame of lib/pdf-document.ts, money as
 * "₦1,234.50", times in Lagos with "WAT". It shows our details as the receipts do, who it is made out to (legal name,
 * TIN, billing address and e-mail), its number, issue and due dates, a line per service or credit,
 * the subtotal, the VAT line and the total.
 */
import { formatNgnKobo, formatWat, type InvoiceDetail, type InvoiceLine } from '@fasttrack/contracts';
import { labelledRows, openMerchantPdf, PDF_LEFT, sectionHeading } from '../../lib/pdf-document';
import { shaping } from '../../lib/pdf-text';

/** Columns of the lines table (points from the left margin), 495 pt in all. */
const COLUMNS = [
  { title: 'Date', width: 58 },
  { title: 'Booking', width: 72 },
  { title: 'Passenger', width: 100 },
  { title: 'Flight', width: 50 },
  { title: 'Details', width: 130 },
  { title: 'Amount', width: 85, right: true },
] as const;

/** A line's details column: its description, then cost centre and PO when given. */
function details(line: InvoiceLine): string {
  const extra = [
    line.costCentre ? `Cost centre ${line.costCentre}` : null,
    line.poReference ? `PO ${line.poReference}` : null,
  ].filter(Boolean);
  return [line.description, ...extra].join('\n');
}

/**
 * @returns the invoice as PDF bytes.
 * @throws Error when the font package is missing (a broken install).
 */
export function renderInvoicePdf(invoice: InvoiceDetail): Promise<Buffer> {
  const { doc, done } = openMerchantPdf(`Invoice ${invoice.number}`, 'Invoice');

  const rows = (list: [string, string][]) => labelledRows(doc, list);
  const heading = (title: string) => sectionHeading(doc, title);

  rows([
    ['Invoice number', invoice.number],
    ['Issued', formatWat(invoice.issuedAt)],
    ['Due', formatWat(invoice.dueAt)],
    ['Period', invoice.month],
  ]);
  heading('Bill to');
  rows([
    ['Name', invoice.billTo.legalName],
    ['TIN', invoice.billTo.tin],
    ['Address', invoice.billTo.billingAddress],
    ['E-mail', invoice.billTo.billingEmail],
  ]);

  heading('Lines');
  const tableRow = (cells: string[], font: 'body' | 'heading') => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    const y = doc.y;
    let x = PDF_LEFT;
    let bottom = y;
    doc.font(font).fontSize(8).fillColor('#111827');
    COLUMNS.forEach((column, i) => {
      doc.text(
        cells[i] ?? '',
        x,
        y,
        shaping({ width: column.width - 4, align: 'right' in column && column.right ? 'right' : 'left' }),
      );
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 3;
    doc.x = PDF_LEFT;
  };
  tableRow(
    COLUMNS.map((c) => c.title),
    'heading',
  );
  const items = invoice.lines.filter((l) => l.kind !== 'vat');
  for (const line of items) {
    tableRow(
      [
        line.serviceDate ?? '',
        line.bookingReference ?? '',
        line.passengerName ?? '',
        line.flightNumber ?? '',
        details(line),
        formatNgnKobo(line.amountNgnKobo),
      ],
      'body',
    );
  }
  doc.moveDown();
  const vatLine = invoice.lines.find((l) => l.kind === 'vat');
  rows([
    ['Subtotal', formatNgnKobo(invoice.subtotalNgnKobo)],
    [vatLine?.description ?? 'VAT', formatNgnKobo(invoice.vatNgnKobo)],
    ['Total', formatNgnKobo(invoice.totalNgnKobo)],
  ]);
  doc
    .fontSize(8)
    .fillColor('#6b7280')
    .text(
      `Amounts in naira. Please pay by ${formatWat(invoice.dueAt, 'EEE d MMM yyyy')} quoting ${invoice.number}.`,
      PDF_LEFT,
      undefined,
      shaping(),
    );
  doc.end();
  return done;
}
