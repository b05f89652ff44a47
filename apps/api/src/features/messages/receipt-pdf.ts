/**
 * The PDF receipt (issue 16 §4), made with pdfkit: receipt number, the merchant's name and
 * contact, the customer it is made out to (issue 26 §6), the booking, the payment (method,
 * provider reference, date) and the amounts in USD and NGN with the exchange rate used. The standard PDF fonts have no naira sign, so amounts
 * carry their ISO codes.
 */
import { MEETING_CODE_STORY, minorToMajor, rateE4ToDecimal, SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import PDFDocument from 'pdfkit';
import { MERCHANT } from './merchant';
import type { BookingFacts, Recipient, SettledPayment } from './messages.repository';
import { meetingPlace, methodLabel, moneyPaidKobo, wat } from './templates/booking-messages';

/** One receipt per booking: its number is the booking reference with an R- prefix. */
export const receiptNumber = (bookingReference: string) => `R-${bookingReference}`;

const amount = (minor: number, currency: 'USD' | 'NGN') =>
  `${currency} ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minorToMajor(minor))}`;

/** The left edge of every heading and label, and of the value column (points). */
const LEFT = 50;
const VALUE_X = 210;

/**
 * @param customer the account the booking belongs to: the receipt is made out to it.
 * @returns the receipt as PDF bytes.
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

  doc.fillColor('#065f46').fontSize(22).text(MERCHANT.name, { continued: false });
  doc.fillColor('#374151').fontSize(9).text(MERCHANT.address).text(`${MERCHANT.email} · ${MERCHANT.phone}`);
  doc.moveDown(1.5);
  doc.fillColor('#111827').fontSize(16).text('Receipt');
  doc.fontSize(10).text(`Receipt number: ${receiptNumber(b.reference)}`);
  doc.text(`Issued: ${wat(p?.paidAt ?? new Date())}`);
  doc.moveDown();

  // Each heading and row starts at the left edge again: pdfkit keeps the x of the last text
  // written, which put every heading after the first in the value column. A row is as tall as
  // the taller of its label and value.
  const section = (title: string, rows: [string, string][]) => {
    doc.fontSize(12).fillColor('#065f46').text(title, LEFT);
    doc.fontSize(10).fillColor('#111827');
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.fillColor('#4b5563').text(label, LEFT, y, { width: VALUE_X - LEFT - 10 });
      const labelBottom = doc.y;
      doc.fillColor('#111827').text(value, VALUE_X, y, { width: 335 });
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
    // The one story about the meeting code (issue 26 item 4); the code itself is not printed on a
    // receipt, which travellers forward for expenses.
    ['Meeting code', MEETING_CODE_STORY],
  ]);
  section('Payment', [
    ['Method', methodLabel(p?.method ?? null)],
    [p?.provider === 'stripe' ? 'Stripe reference' : 'Paystack reference', p?.reference ?? '-'],
    ['Date', p?.paidAt ? wat(p.paidAt) : '-'],
    ['Status', b.paymentStatus === 'refunded' ? 'Refunded' : 'Paid'],
  ]);
  section('Amounts', [
    ['Unit price', `${amount(b.unitPriceUsdCents, 'USD')} x ${b.passengerCount}`],
    ['Total (USD)', amount(b.totalUsdCents, 'USD')],
    ['Exchange rate', `NGN ${rateE4ToDecimal(b.exchangeRateE4)} per USD 1`],
    ...(b.creditsUsdCents > 0
      ? [['Loyalty credits applied', amount(b.creditsUsdCents, 'USD')] as [string, string]]
      : []),
    ['Total paid (NGN)', amount(moneyPaidKobo(b, p), 'NGN')],
  ]);
  doc
    .fontSize(8)
    .fillColor('#6b7280')
    .text('Prices are set in US dollars and paid in naira at the exchange rate shown.', LEFT);
  doc.end();
  return done;
}
