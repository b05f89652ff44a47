/**
 * The PDF receipt (issue 16 §4), made with pdfkit: receipt number, the merchant's name and
 * contact, the customer it is made out to (issue 26 §6), the booking, the payment (method,
 * provider reference, date), the booking's price lines (issue 41 item 5) and the money story the
 * e-mail prints (`receiptRows`, issue 37).
 *
 * The frame (fonts, merchant, rows) is lib/pdf-document.ts. A receipt is an expense document that
 * is forwarded: it carries neither the meeting code nor its story (ADR 300).
 */
import {
  formatUsdCents,
  type PriceLine,
  priceLineDetail,
  priceLineLabel,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import { labelledRows, openMerchantPdf, PDF_LEFT, sectionHeading } from '../../lib/pdf-document';
import { shaping } from '../../lib/pdf-text';
import type { BookingFacts, Recipient, SettledPayment } from './messages.repository';
import { airportTime, meetingPlace, receiptRows } from './templates/booking-messages';

/** The columns of the price table: the line, its quantity and unit price, its amount (points). */
const PRICE_COLUMNS = [
  { x: PDF_LEFT, width: 200, align: 'left' },
  { x: 260, width: 200, align: 'left' },
  { x: 465, width: 80, align: 'right' },
] as const;

/**
 * The lines the booking was sold with as a small table (issue 41 item 5), the words the e-mail
 * lists: "Arrival Service | 2 × $45.00 per passenger | $90.00". A row is as tall as its tallest cell.
 */
function priceTable(doc: PDFKit.PDFDocument, lines: readonly PriceLine[]): void {
  const row = (cells: [string, string, string], font: 'heading' | 'body') => {
    const y = doc.y;
    let bottom = y;
    doc.font(font).fontSize(10);
    cells.forEach((cell, i) => {
      const { x, width, align } = PRICE_COLUMNS[i] ?? PRICE_COLUMNS[0];
      doc.fillColor(font === 'heading' ? '#4b5563' : '#111827').text(cell, x, y, shaping({ width, align }));
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.moveDown(0.2);
  };
  row(['Item', 'Quantity', 'Amount'], 'heading');
  for (const line of lines)
    row([priceLineLabel(line), priceLineDetail(line, formatUsdCents), formatUsdCents(line.amountUsdCents)], 'body');
  doc.x = PDF_LEFT;
  doc.moveDown();
}

/** One receipt per booking: its number is the booking reference with an R- prefix. */
export const receiptNumber = (bookingReference: string) => `R-${bookingReference}`;

/**
 * @param customer the account the booking belongs to: the receipt is made out to it.
 * @returns the receipt as PDF bytes.
 * @throws Error when the font package is missing (a broken install).
 */
export function renderReceiptPdf(
  b: BookingFacts,
  p: SettledPayment | null,
  customer: Pick<Recipient, 'firstName' | 'lastName' | 'email'>,
): Promise<Buffer> {
  const { doc, done } = openMerchantPdf(`Receipt ${receiptNumber(b.reference)}`, 'Receipt');
  doc
    .font('body')
    .fontSize(10)
    .text(`Receipt number: ${receiptNumber(b.reference)}`, shaping());
  doc.text(`Issued: ${airportTime(b, p?.paidAt ?? new Date())}`, shaping());
  doc.moveDown();

  const section = (title: string, rows: [string, string][]) => {
    sectionHeading(doc, title);
    labelledRows(doc, rows);
  };

  section('Customer', [
    ['Name', `${customer.firstName} ${customer.lastName}`.trim()],
    ['E-mail', customer.email],
  ]);
  section('Booking', [
    ['Booking reference', b.reference],
    ['Service', SERVICE_TYPE_LABELS[b.serviceType]],
    ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} to ${b.arrivalIata}`],
    ['Passengers', String(b.passengerCount)],
    ['Meeting time', airportTime(b, b.meetingTime)],
    ['Meeting point', meetingPlace(b)],
  ]);
  // The lines before the total, which is their sum (issue 41 item 5).
  sectionHeading(doc, 'Price');
  priceTable(doc, b.priceLines);
  section('Payment', receiptRows(b, p));
  doc
    .fontSize(8)
    .fillColor('#6b7280')
    .text('Prices are set in US dollars and paid in naira at the exchange rate shown.', PDF_LEFT, undefined, shaping());
  doc.end();
  return done;
}
