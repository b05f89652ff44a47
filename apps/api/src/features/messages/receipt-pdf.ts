/**
 * The PDF receipt (issue 16 §4), made with pdfkit: receipt number, the merchant's name and
 * contact, the customer it is made out to (issue 26 §6), the booking, the payment (method,
 * provider reference, date) and the money story the e-mail prints (`receiptRows`, issue 37).
 *
 * The frame (fonts, merchant, rows) is lib/pdf-document.ts. A receipt is an expense document that
 * is forwarded: it carries neither the meeting code nor its story (ADR 300).
 */
import { SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import { labelledRows, openMerchantPdf, PDF_LEFT, sectionHeading } from '../../lib/pdf-document';
import { shaping } from '../../lib/pdf-text';
import type { BookingFacts, Recipient, SettledPayment } from './messages.repository';
import { meetingPlace, receiptRows, wat } from './templates/booking-messages';

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
  doc.text(`Issued: ${wat(p?.paidAt ?? new Date())}`, shaping());
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
    ['Meeting time', wat(b.meetingTime)],
    ['Meeting point', meetingPlace(b)],
  ]);
  section('Payment', receiptRows(b, p));
  doc
    .fontSize(8)
    .fillColor('#6b7280')
    .text('Prices are set in US dollars and paid in naira at the exchange rate shown.', PDF_LEFT, undefined, shaping());
  doc.end();
  return done;
}
