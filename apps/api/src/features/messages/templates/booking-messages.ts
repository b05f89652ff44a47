/**
 * The booking messages (issue 16 §3): confirmed, reminder, cancelled, refund completed and
 * payment failed. Times on the clock of the booking's airport with its zone ("WAT"; issue 41 item 2); amounts in USD and NGN; each links
 * to the booking on PUBLIC_URL.
 */
import {
  type CancellationRule,
  cancellationRuleMessage,
  creditsKeptOnLateCancel,
  formatInZone,
  formatNgnKobo,
  formatUsdCents,
  HOLD_EXPIRED_MESSAGE,
  MEETING_CODE_LABEL,
  MEETING_CODE_STORY,
  MONEY_LABELS,
  moneyStoryRows,
  nextSteps,
  paidSentence,
  refundsInFull,
  SERVICE_TYPE_LABELS,
} from '@fasttrack/contracts';
import { bookingMoneyOf } from '../../../db/booking-money';
import type { BookingFacts, Recipient, SettledPayment } from '../messages.repository';
import { type Rendered, renderLayout } from './layout';
import { priceLineRows } from './price-lines';

/**
 * A time as the booking's airport reads it: "Sat 21 Nov 2026, 17:45 WAT" at Lagos, "… GMT" at an
 * airport in Accra's zone (issue 41 item 2). `b` is the booking the message is about.
 */
export const airportTime = (b: { airportTimeZone: string }, at: Date, pattern?: string) =>
  formatInZone(at, b.airportTimeZone, pattern);
export const usd = formatUsdCents;
export const ngn = formatNgnKobo;

/**
 * Where the traveller meets the officer: the meeting point set for the booking's terminal at its
 * airport, else the airport and that terminal (issue 41 item 1).
 */
export function meetingPlace(b: BookingFacts): string {
  if (b.meetingPoint) return b.meetingPoint;
  return b.serviceTerminal ? `${b.airportPlace}, ${b.serviceTerminal} terminal` : b.airportPlace;
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
    ['Meeting time', airportTime(b, b.meetingTime)],
    ['Meeting point', meetingPlace(b)],
  ];
}

export const methodLabel = (method: string | null) =>
  method === 'bank' ? 'Bank transfer' : method === 'card' ? 'Card' : 'Not recorded';

/**
 * How the booking was paid, as the receipt names it: the charge's method, or loyalty credits
 * when they paid everything (issue 27 §4).
 */
export function paymentMethodText(b: BookingFacts, p: SettledPayment | null): string {
  // Invoice terms (issue 39 item 3): nothing was charged; the month's invoice bills it.
  if (p?.provider === 'account') return 'On account (monthly invoice)';
  if (p) return methodLabel(p.method);
  return b.moneyCreditsUsdCents > 0 ? 'Loyalty credits' : methodLabel(null);
}

const referenceLabel = (p: SettledPayment | null) =>
  p?.provider === 'stripe'
    ? 'Stripe reference'
    : p?.provider === 'account'
      ? 'Account reference'
      : 'Paystack reference';

/**
 * The receipt rows (issue 16 §3; issue 37's one money story, contracts `moneyStoryRows`): total
 * and rate, what credits paid, what was charged and refunded, then the method, the provider's
 * reference and the date. The e-mail and the PDF receipt both print exactly these.
 */
export function receiptRows(b: BookingFacts, p: SettledPayment | null): [string, string][] {
  return [
    ...moneyStoryRows(bookingMoneyOf(b), b),
    ['Method', paymentMethodText(b, p)],
    [referenceLabel(p), p?.reference ?? '-'],
    ['Date', p?.paidAt ? airportTime(b, p.paidAt) : '-'],
  ];
}

interface Ctx {
  booking: BookingFacts;
  to: Recipient;
  publicUrl: string;
}

/** An arranger's copy of a booking made for an organisation's passenger: no code in it (issue 39 item 2). */
const arrangersCopy = (b: Ctx['booking']) => Boolean(b.organisationId) && !b.meetingCode;

/** Tells the arranger who holds the code, and why they do not. */
const passengerHoldsCode = (b: Ctx['booking']) =>
  `This is your copy as the arranger. ${b.leadPassengerName ?? 'The passenger'} received the meeting code and the messages of the day; only the passenger gives the code to the officer.`;

export function bookingConfirmed(
  { booking: b, to, publicUrl }: Ctx,
  payment: SettledPayment | null,
): Promise<Rendered> {
  return renderLayout({
    subject: `Booking confirmed: ${b.reference}`,
    preview: `Your ${SERVICE_TYPE_LABELS[b.serviceType]} on ${airportTime(b, b.meetingTime)} is confirmed.`,
    heading: 'Booking Confirmed',
    // The code first, where the traveller looks at the airport (issue 37), with its one story.
    ...(b.meetingCode
      ? { highlight: { label: MEETING_CODE_LABEL, value: b.meetingCode, note: MEETING_CODE_STORY } }
      : {}),
    intro: [
      `Hello ${to.firstName},`,
      `Your booking is confirmed. ${paidSentence(bookingMoneyOf(b))}`.trim(),
      ...(arrangersCopy(b) ? [passengerHoldsCode(b)] : []),
    ],
    rows: bookingRows(b),
    rowsTitle: 'Receipt',
    // The lines first, so the total under them reads as their sum (issue 41 item 5).
    rows2: [...priceLineRows(b), ...receiptRows(b, payment)],
    outro: [
      // The list the booking dialog shows, without its first step: this is that e-mail.
      `What happens next: ${nextSteps({ meetingTime: b.meetingTime, timeZone: b.airportTimeZone }).slice(1).join(' ')}`,
      ...(b.meetingCode || arrangersCopy(b) ? [] : [MEETING_CODE_STORY]),
      'Your receipt (PDF) and a calendar entry for the meeting time are attached.',
    ],
    cta: { label: 'View your booking', url: bookingUrl(publicUrl, b.id) },
  });
}

export function bookingReminder({ booking: b, to, publicUrl }: Ctx): Promise<Rendered> {
  return renderLayout({
    subject: `Reminder: your ${SERVICE_TYPE_LABELS[b.serviceType]} tomorrow (${b.reference})`,
    preview: `Meet your officer at ${airportTime(b, b.meetingTime)}.`,
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
    preview: cancellationRuleMessage(rule, b.freeCancellationHours),
    heading: ours ? 'We Are Sorry' : 'Booking Cancelled',
    intro: [`Hello ${to.firstName},`, cancellationRuleMessage(rule, b.freeCancellationHours)],
    rows: bookingRows(b),
    outro: cancelledMoneyLines(b, rule),
    cta: { label: 'View your bookings', url: bookingUrl(publicUrl, b.id) },
  });
}

/**
 * What a cancellation does with the money (issue 37): under a full refund the naira charged goes
 * back and credits are already back in the balance; a late cancellation says that credits used
 * stay spent.
 */
function cancelledMoneyLines(b: BookingFacts, rule: CancellationRule): string[] {
  const m = bookingMoneyOf(b);
  if (!refundsInFull(rule))
    return rule === 'late_no_refund' && m.creditsUsdCents > 0 ? [creditsKeptOnLateCancel(b.freeCancellationHours)] : [];
  return [
    m.chargedNgnKobo > 0
      ? `${ngn(m.chargedNgnKobo)} goes back to your card or account. We e-mail you when the refund is complete.`
      : '',
    m.creditsReturnedUsdCents > 0
      ? `${usd(m.creditsReturnedUsdCents)} of loyalty credits went back to your balance.`
      : '',
  ].filter(Boolean);
}

export function refundCompleted({ booking: b, to, publicUrl }: Ctx, payment: SettledPayment | null): Promise<Rendered> {
  // What went back is what was charged in naira; credits went back at the cancellation.
  const m = bookingMoneyOf(b);
  const refunded = ngn(m.refundedNgnKobo || m.chargedNgnKobo);
  return renderLayout({
    subject: `Refund completed: ${b.reference}`,
    preview: `${refunded} is on its way back to you.`,
    heading: 'Refund Completed',
    intro: [
      `Hello ${to.firstName},`,
      payment?.provider === 'account'
        ? // Invoice terms (issue 39 item 3): no money moved, the organisation's account is credited.
          `Booking ${b.reference} was billed on account, so nothing goes back to a card: ${refunded} is credited to your organisation's account and shows as a credit line on its next invoice.`
        : `Your refund of ${refunded} for booking ${b.reference} is complete. Your bank may take a few days to show it.`,
    ],
    rows: [
      ['Booking reference', b.reference],
      [MONEY_LABELS.refunded, refunded],
      ...(m.creditsReturnedUsdCents > 0
        ? [[MONEY_LABELS.creditsReturned, usd(m.creditsReturnedUsdCents)] as [string, string]]
        : []),
      ['Payment reference', payment?.reference ?? '-'],
      ['Refund date', payment?.refundedAt ? airportTime(b, payment.refundedAt) : airportTime(b, new Date())],
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
