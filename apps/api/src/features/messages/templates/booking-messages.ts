/**
 * The booking messages (issue 16 §3): confirmed, reminder, cancelled, refund completed and
 * payment failed. Times in Africa/Lagos followed by "WAT"; amounts in USD and NGN; each links
 * to the booking on PUBLIC_URL.
 */
import {
  type CancellationRule,
  CancellationRuleMessages,
  formatMoney,
  formatWat,
  HOLD_EXPIRED_MESSAGE,
  LOS_AIRPORT_NAME,
  MEETING_CODE_STORY,
  meetingCodeSentence,
  minorToMajor,
  nextSteps,
  rateE4ToDecimal,
  refundsInFull,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import type { BookingFacts, Recipient, SettledPayment } from '../messages.repository';
import { type Rendered, renderLayout } from './layout';

/** "Sat 21 Nov 2026, 17:45 WAT" */
export const wat = (at: Date) => formatWat(at);
export const usd = (cents: number) => formatMoney(minorToMajor(cents), 'USD', 'en-US');
export const ngn = (kobo: number) => formatMoney(minorToMajor(kobo), 'NGN', 'en-NG');

/** Where the traveller meets the officer: the meeting point set for the terminal, else the terminal. */
export function meetingPlace(b: BookingFacts): string {
  if (b.meetingPoint) return b.meetingPoint;
  return b.terminal ? `${LOS_AIRPORT_NAME}, ${b.terminal} terminal` : LOS_AIRPORT_NAME;
}

/** The booking's own page on PUBLIC_URL (issue 17 §1). */
/** The web app's page of a booking (web lib/paths.ts), which a push opens. */
export const bookingPath = (bookingId: string) => `/bookings/${encodeURIComponent(bookingId)}`;
export const bookingUrl = (publicUrl: string, bookingId: string) => `${publicUrl}${bookingPath(bookingId)}`;

function bookingRows(b: BookingFacts): [string, string][] {
  return [
    ['Booking reference', b.reference],
    ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} → ${b.arrivalIata}`],
    ['Service', SERVICE_TYPE_LABELS[b.serviceType]],
    ['Passengers', String(b.passengerCount)],
    ['Meeting time', wat(b.meetingTime)],
    ['Meeting point', meetingPlace(b)],
  ];
}

export const methodLabel = (method: string | null) =>
  method === 'bank' ? 'Bank transfer' : method === 'card' ? 'Card' : 'Not recorded';

/**
 * What was paid in money, NGN kobo: the whole total, or with loyalty credits applied the charge
 * that paid the rest (0 when credits paid everything; issue 27 §4).
 */
export function moneyPaidKobo(b: BookingFacts, p: SettledPayment | null): number {
  return b.creditsUsdCents > 0 ? (p?.amountMinor ?? 0) : b.totalNgnKobo;
}

/** The receipt summary rows (issue 16 §3; issue 27 §4): amounts, credits, method, Paystack reference, date. */
export function receiptRows(b: BookingFacts, p: SettledPayment | null): [string, string][] {
  return [
    ['Amount (USD)', usd(b.totalUsdCents)],
    ...(b.creditsUsdCents > 0 ? [['Loyalty credits applied', usd(b.creditsUsdCents)] as [string, string]] : []),
    ['Amount paid (NGN)', ngn(moneyPaidKobo(b, p))],
    ['Exchange rate', `₦${rateE4ToDecimal(b.exchangeRateE4)} per US$1`],
    ['Method', p ? methodLabel(p.method) : b.creditsUsdCents > 0 ? 'Loyalty credits' : methodLabel(null)],
    [p?.provider === 'stripe' ? 'Stripe reference' : 'Paystack reference', p?.reference ?? '-'],
    ['Date', p?.paidAt ? wat(p.paidAt) : '-'],
  ];
}

interface Ctx {
  booking: BookingFacts;
  to: Recipient;
  publicUrl: string;
}

export function bookingConfirmed(
  { booking: b, to, publicUrl }: Ctx,
  payment: SettledPayment | null,
): Promise<Rendered> {
  return renderLayout({
    subject: `Booking confirmed: ${b.reference}`,
    preview: `Your ${SERVICE_TYPE_LABELS[b.serviceType]} on ${wat(b.meetingTime)} is confirmed.`,
    heading: 'Booking Confirmed',
    intro: [`Hello ${to.firstName},`, 'Thank you for your payment. Your booking is confirmed.'],
    rows: bookingRows(b),
    rowsTitle: 'Receipt',
    rows2: receiptRows(b, payment),
    outro: [
      // The list the booking dialog shows, without its first step: this is that e-mail.
      `What happens next: ${nextSteps(b.meetingTime).slice(1).join(' ')}`,
      // The one story about the code (issue 26 item 4), from the shared copy.
      b.meetingCode ? meetingCodeSentence(b.meetingCode) : MEETING_CODE_STORY,
      'Your receipt (PDF) and a calendar entry for the meeting time are attached.',
    ].filter(Boolean),
    cta: { label: 'View your booking', url: bookingUrl(publicUrl, b.id) },
  });
}

export function bookingReminder({ booking: b, to, publicUrl }: Ctx): Promise<Rendered> {
  return renderLayout({
    subject: `Reminder: your ${SERVICE_TYPE_LABELS[b.serviceType]} tomorrow (${b.reference})`,
    preview: `Meet your officer at ${wat(b.meetingTime)}.`,
    heading: 'See you tomorrow',
    intro: [`Hello ${to.firstName},`, 'This is a reminder of your FastTrack LOS service in about 24 hours.'],
    rows: bookingRows(b),
    outro: ['You receive your protocol officer’s details 30 minutes before the meeting time.', MEETING_CODE_STORY],
    cta: { label: 'View your booking', url: bookingUrl(publicUrl, b.id) },
  });
}

/**
 * The cancellation e-mail, naming the rule that applied. Under `business_no_show` (our officer
 * never checked in) or `business_cancelled` (a dispatcher cancelled on our side, ADR 251) it is
 * our apology.
 */
export function bookingCancelled({ booking: b, to, publicUrl }: Ctx, rule: CancellationRule): Promise<Rendered> {
  const ours = rule === 'business_no_show' || rule === 'business_cancelled';
  return renderLayout({
    subject: ours ? `Our apology: booking ${b.reference} refunded in full` : `Booking cancelled: ${b.reference}`,
    preview: CancellationRuleMessages[rule],
    heading: ours ? 'We Are Sorry' : 'Booking Cancelled',
    intro: [`Hello ${to.firstName},`, CancellationRuleMessages[rule]],
    rows: bookingRows(b),
    outro: refundsInFull(rule)
      ? [
          `The full amount, ${ngn(b.totalNgnKobo)} (${usd(b.totalUsdCents)}), goes back to your payment method. We e-mail you when the refund is complete.`,
        ]
      : [],
    cta: { label: 'View your bookings', url: bookingUrl(publicUrl, b.id) },
  });
}

export function refundCompleted({ booking: b, to, publicUrl }: Ctx, payment: SettledPayment | null): Promise<Rendered> {
  return renderLayout({
    subject: `Refund completed: ${b.reference}`,
    preview: `${ngn(b.totalNgnKobo)} is on its way back to you.`,
    heading: 'Refund Completed',
    intro: [
      `Hello ${to.firstName},`,
      `Your refund of ${ngn(b.totalNgnKobo)} (${usd(b.totalUsdCents)}) for booking ${b.reference} is complete. Your bank may take a few days to show it.`,
    ],
    rows: [
      ['Booking reference', b.reference],
      ['Refunded (NGN)', ngn(b.totalNgnKobo)],
      ['Payment reference', payment?.reference ?? '-'],
      ['Refund date', payment?.refundedAt ? wat(payment.refundedAt) : wat(new Date())],
    ],
    cta: { label: 'View your bookings', url: bookingUrl(publicUrl, b.id) },
  });
}

/**
 * An unpaid booking's hold ran out (issue 15 §5): why, in the words the payment step uses, and a
 * way on, "Book again" (issue 26 §6), to the dashboard with the booking dialog open.
 */
export function bookingExpired({ booking: b, to, publicUrl }: Ctx): Promise<Rendered> {
  return renderLayout({
    subject: `Booking not completed: ${b.reference}`,
    preview: 'Your booking was not paid in time. You can book again.',
    heading: 'Booking Expired',
    intro: [`Hello ${to.firstName},`, HOLD_EXPIRED_MESSAGE, 'Nothing was charged.'],
    rows: bookingRows(b),
    cta: { label: 'Book again', url: `${publicUrl}/dashboard?openBooking=true` },
  });
}

export function paymentFailed({ booking: b, to, publicUrl }: Ctx): Promise<Rendered> {
  return renderLayout({
    subject: `Payment not completed: ${b.reference}`,
    preview: 'Your payment did not go through. You can try again.',
    heading: 'Payment Failed',
    intro: [
      `Hello ${to.firstName},`,
      `Your payment of ${ngn(b.totalNgnKobo)} for booking ${b.reference} did not go through, and nothing was charged. You can try again from your bookings.`,
    ],
    rows: bookingRows(b),
    cta: { label: 'Try again', url: bookingUrl(publicUrl, b.id) },
  });
}
