/**
 * An add-on the traveller paid for cannot be given (issue 41 item 4): the dispatcher declined it
 * (an on-request line: the lounge was full, the airline has no chair) or the officer marked it not
 * delivered. The e-mail says which line, why when the dispatcher said, and what comes back: the
 * line's own refund, already on its way (payments' line refund, enqueued in the same transaction).
 */
import type { BookingFacts, Recipient } from '../messages.repository';
import { airportTime, bookingUrl, ngn } from './booking-messages';
import { type Rendered, renderLayout } from './layout';

/** What the extras feature tells with the message (its payload), fixed when the line changed. */
export interface ExtraUnavailable {
  /** The line as the booking shows it, e.g. "Lounge access (in VIP)". */
  label: string;
  /** "2 × per passenger". */
  detail: string;
  outcome: 'declined' | 'not_delivered';
  /** The dispatcher's reason, when given. */
  reason: string | null;
  /** Naira coming back for the line, kobo (0: it cost nothing or nothing was charged). */
  refundNgnKobo: number;
  /**
   * Billed on account (issue 39 item 3): the naira is a credit on the organisation's next
   * invoice, not a card refund.
   */
  creditedOnAccount?: boolean;
}

/** What the e-mail and the text both say of such a line (one copy). */
export const ExtraUnavailableWords = {
  /** "Lounge access (in VIP) is not available" / "… was not delivered", after the line's label. */
  outcome: (outcome: ExtraUnavailable['outcome']) =>
    outcome === 'declined' ? 'is not available' : 'was not delivered',
  unchanged: 'The rest of your booking is unchanged',
  onAccount: "is credited to your organisation's account",
  onItsWayBack: 'is on its way back',
} as const;

/** "We could not arrange Lounge access …" with the line's refund. */
export function extraUnavailable(
  ctx: { booking: BookingFacts; to: Recipient; publicUrl: string },
  line: ExtraUnavailable,
): Promise<Rendered> {
  const { booking: b, to, publicUrl } = ctx;
  const said =
    line.outcome === 'declined'
      ? `We could not arrange ${line.label} for your booking ${b.reference}.`
      : `Your officer recorded that ${line.label} was not delivered on booking ${b.reference}.`;
  const money =
    line.refundNgnKobo === 0
      ? 'It was not charged, so there is nothing to refund.'
      : line.creditedOnAccount
        ? `${ngn(line.refundNgnKobo)} for it ${ExtraUnavailableWords.onAccount} and shows as a credit line on its next invoice.`
        : `${ngn(line.refundNgnKobo)} for it ${ExtraUnavailableWords.onItsWayBack} to your card or account; your bank may take a few days to show it.`;
  return renderLayout({
    subject: `${line.label} ${ExtraUnavailableWords.outcome(line.outcome)}: ${b.reference}`,
    preview: said,
    heading: line.outcome === 'declined' ? 'An extra is not available' : 'An extra was not delivered',
    intro: [`Hello ${to.firstName},`, said, ...(line.reason ? [`Our team's note: ${line.reason}`] : []), money],
    rows: [
      ['Booking reference', b.reference],
      ['Flight', `${b.airlineName} ${b.flightNumber}, ${b.departureIata} → ${b.arrivalIata}`],
      ['Meeting time', airportTime(b, b.meetingTime)],
      ['Extra', `${line.label}, ${line.detail}`],
      ['Refund', ngn(line.refundNgnKobo)],
    ],
    outro: [`${ExtraUnavailableWords.unchanged}: your officer still meets you as planned.`],
    cta: { label: 'View your booking', url: bookingUrl(publicUrl, b.id) },
  });
}
