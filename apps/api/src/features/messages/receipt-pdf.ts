/**
 * The PDF receipt (issue 16 §4), made with pdfkit: receipt number, the merchant's name and
 * contact, the customer it is made out to (issue 26 §6), the booking, the payment (method,
 * provider reference, date) and the money story the e-mail prints (`receiptRows`, issue 37).
 *
 * Text is set in Noto Sans (lib/pdf-text.ts). A receipt is an expense document that is forwarded: it carries neither the meeting code nor its
 * story (ADR 300).
 */
import { SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import PDFDocument from 'pdfkit';
import { MERCHANT } from '../../lib/merchant';
import { notoFonts, shaping } from '../../lib/pdf-text';
import type { BookingFacts, Recipient, SettledPayment } from './messages.repository';
import { meetingPlace, receiptRows, wat } from './templates/booking-messages';

/** One receipt per booking: its number is the booking reference with an R- prefix. */
export const receiptNumber = (bookingReference: string) => `R-${bookingReference}`;

/** The left edge of every heading and label, and of the value column (points). */
const LEFT = 50;
const VALUE_X = 210;

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
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Receipt ${receiptNumber(b.reference)}`, Author: MERCHANT.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = notoFonts();
  doc.registerFont('body', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('heading', bold as unknown as PDFKit.Mixins.PDFFontSource);

  doc
    .font('heading')
    .fillColor('#065f46')
    .fontSize(22)
    .text(MERCHANT.name, shaping({ continued: false }));
  doc
    .font('body')
    .fillColor('#374151')
    .fontSize(9)
    .text(MERCHANT.address, shaping())
    .text(`${MERCHANT.email} · ${MERCHANT.phone}`, shaping());
  doc.moveDown(1.5);
  doc.font('heading').fillColor('#111827').fontSize(16).text('Receipt', shaping());
  doc
    .font('body')
    .fontSize(10)
    .text(`Receipt number: ${receiptNumber(b.reference)}`, shaping());
  doc.text(`Issued: ${wat(p?.paidAt ?? new Date())}`, shaping());
  doc.moveDown();

  // Each heading and row starts at the left edge again: pdfkit keeps the x of the last text
  // written, which put every heading after the first in the value column. A row is as tall as
  // the taller of its label and value.
  const section = (title: string, rows: [string, string][]) => {
    doc.font('heading').fontSize(12).fillColor('#065f46').text(title, LEFT, undefined, shaping());
    doc.font('body').fontSize(10).fillColor('#111827');
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.fillColor('#4b5563').text(label, LEFT, y, shaping({ width: VALUE_X - LEFT - 10 }));
      const labelBottom = doc.y;
      doc.fillColor('#111827').text(value, VALUE_X, y, shaping({ width: 335 }));
      doc.y = Math.max(labelBottom, doc.y);
      doc.moveDown(0.2);
    }
    doc.x = LEFT;
    doc.moveDown();
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
    ['Meeting time', wat(b.meetingTime)],
    ['Meeting point', meetingPlace(b)],
  ]);
  section('Payment', receiptRows(b, p));
  doc
    .fontSize(8)
    .fillColor('#6b7280')
    .text('Prices are set in US dollars and paid in naira at the exchange rate shown.', LEFT, undefined, shaping());
  doc.end();
  return done;
}
