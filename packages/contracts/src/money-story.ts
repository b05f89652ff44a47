/**
 * One money story of a booking (issue 37): what it cost, what loyalty credits paid, what was
 * charged in naira, and what went back (naira refunded, credits returned). The server computes
 * it from the ledger and the payments (never from what a client sends); the payment step,
 * success step, Payments page, booking page, e-mail and PDF receipt all write it with the rows
 * and sentences below, so no two of them tell it differently. Amounts are integer minor units.
 */
import { z } from 'zod';
import { REFUND_WINDOW_HOURS } from './constants';
import type { CreditSplit } from './credits';
import { formatExchangeRate, minorToMajor, type RateE4 } from './money';
import { formatMoney } from './money-text';

export const BookingMoneySchema = z.object({
  /** The booking's price, USD cents, fixed when it was made. */
  totalUsdCents: z.number().int().describe('The booking price in USD cents'),
  /** The same price in NGN kobo at the booking's exchange rate. */
  totalNgnKobo: z.number().int().describe('The booking price in NGN kobo at the booking rate'),
  /**
   * Loyalty credits that paid part or all of the price, USD cents (while unpaid: the credits
   * reserved for its checkout). Credits returned on cancellation stay counted here.
   */
  creditsUsdCents: z.number().int().describe('Loyalty credits applied to the booking, USD cents'),
  /** Credits given back to the balance when the booking was cancelled, USD cents. */
  creditsReturnedUsdCents: z.number().int().describe('Loyalty credits returned on cancellation, USD cents'),
  /** Naira charged by card or bank transfer (Paystack), kobo; charges later refunded included. */
  chargedNgnKobo: z.number().int().describe('Naira charged by card or bank transfer, kobo'),
  /** Naira returned to the card or account, kobo. */
  refundedNgnKobo: z.number().int().describe('Naira refunded to the card or account, kobo'),
});
export type BookingMoney = z.infer<typeof BookingMoneySchema>;

/** The row labels, one copy for every screen and document. */
export const MONEY_LABELS = {
  total: 'Total',
  rate: 'Exchange rate',
  credits: 'Loyalty credits',
  toPay: 'To pay by card or transfer',
  charged: 'Paid by card or transfer',
  refunded: 'Refunded to your card or account',
  creditsReturned: 'Credits returned to your balance',
  notReturned: 'Refund',
} as const;

/**
 * The credits rules on cancellation (issue 37; the server applies them in the cancellation,
 * bookings `applyCancellation`): said in /terms, in the cancel dialog where the traveller decides,
 * and in the cancellation e-mail. `hours`: the booking's free-cancellation hours (its airport's
 * rule when it was made, issue 41 item 1), REFUND_WINDOW_HOURS by default.
 */
export function creditsKeptOnLateCancel(hours: number = REFUND_WINDOW_HOURS): string {
  return `Loyalty credits used for a booking cancelled less than ${hours} hours before the flight are not returned.`;
}
/** Credits on a cancellation with a full refund (in time, a disrupted flight, or our own failure). */
export const CREDITS_RETURNED_ON_REFUND =
  'Loyalty credits used for a booking refunded in full go back to your balance at once; only the part paid in naira goes back to your card or account.';
/** Credits reserved for a booking that is never paid come back when its hold ends or it is cancelled. */
export const CREDITS_BACK_WHEN_UNPAID = 'Credits reserved for a booking that is never paid go back to your balance.';

/** The cancel dialog's credits line: how much was used, then the rule that applies now. */
export function cancelCreditsSentence(
  creditsUsdCents: number,
  rule: { refundedInFull: boolean; hours?: number },
): string {
  return `You used ${formatUsdCents(creditsUsdCents)} of loyalty credits for this booking. ${
    rule.refundedInFull ? CREDITS_RETURNED_ON_REFUND : creditsKeptOnLateCancel(rule.hours)
  }`;
}
/** The row a late cancellation leaves: nothing went back (`hours`: the booking's free-cancellation hours). */
export function lateCancelNothingBack(hours: number = REFUND_WINDOW_HOURS): string {
  return `None: cancelled less than ${hours} hours before the flight`;
}

/**
 * The payment chip of a booking that credits alone paid (issue 37): not "Paid" money, and on a
 * cancellation not "Refunded" money.
 */
export const CREDITS_ONLY_CHIP = { paid: 'Paid with credits', refunded: 'Credits returned' } as const;

/** The chip's words for a booking that credits alone paid, or null for any other booking. */
export function creditsOnlyChip(paymentStatus: string, m: BookingMoney | undefined): string | null {
  if (!m || m.creditsUsdCents <= 0 || m.chargedNgnKobo > 0) return null;
  return paymentStatus === 'paid' || paymentStatus === 'refunded' ? CREDITS_ONLY_CHIP[paymentStatus] : null;
}

/** "$45.00" from cents. */
export const formatUsdCents = (cents: number) => formatMoney(minorToMajor(cents), 'USD');
/** "₦67,500.00" from kobo. */
export const formatNgnKobo = (kobo: number) => formatMoney(minorToMajor(kobo), 'NGN');

type Row = [label: string, value: string];

/**
 * The payment step's rows before paying: the total, the credits the traveller chose to use
 * (contracts `creditSplit`, the server's rule) and what is left to pay in naira.
 * @param split the credits offer when "Use my credits" is ticked, else null.
 */
export function checkoutRows(total: { usdCents: number; ngnKobo: number }, split: CreditSplit | null): Row[] {
  const rows: Row[] = [[MONEY_LABELS.total, `${formatUsdCents(total.usdCents)} (${formatNgnKobo(total.ngnKobo)})`]];
  if (split && split.creditsUsdCents > 0) {
    rows.push([MONEY_LABELS.credits, `−${formatUsdCents(split.creditsUsdCents)}`]);
    rows.push([MONEY_LABELS.toPay, formatNgnKobo(split.moneyNgnKobo)]);
  }
  return rows;
}

/** True once the booking's price was settled, by money or credits (paid, or paid then refunded). */
const settled = (paymentStatus: string) => paymentStatus === 'paid' || paymentStatus === 'refunded';

/**
 * The story of a booking as label/value rows: total and rate, then what credits paid, what was
 * charged, and what went back. An unpaid booking shows its total only. A paid booking cancelled
 * late (nothing goes back) says so instead of staying silent.
 */
export function moneyStoryRows(
  m: BookingMoney,
  booking: { status: string; paymentStatus: string; exchangeRateE4: RateE4; freeCancellationHours?: number },
): Row[] {
  const rows: Row[] = [
    [MONEY_LABELS.total, `${formatUsdCents(m.totalUsdCents)} (${formatNgnKobo(m.totalNgnKobo)})`],
    [MONEY_LABELS.rate, formatExchangeRate(booking.exchangeRateE4)],
  ];
  if (!settled(booking.paymentStatus)) return rows;
  if (m.creditsUsdCents > 0) rows.push([MONEY_LABELS.credits, formatUsdCents(m.creditsUsdCents)]);
  if (m.chargedNgnKobo > 0) rows.push([MONEY_LABELS.charged, formatNgnKobo(m.chargedNgnKobo)]);
  if (m.refundedNgnKobo > 0) rows.push([MONEY_LABELS.refunded, formatNgnKobo(m.refundedNgnKobo)]);
  if (m.creditsReturnedUsdCents > 0)
    rows.push([MONEY_LABELS.creditsReturned, formatUsdCents(m.creditsReturnedUsdCents)]);
  const nothingBack = m.refundedNgnKobo === 0 && m.creditsReturnedUsdCents === 0;
  if (booking.status === 'cancelled' && booking.paymentStatus === 'paid' && nothingBack)
    rows.push([MONEY_LABELS.notReturned, lateCancelNothingBack(booking.freeCancellationHours)]);
  return rows;
}

/** The success step's first words: a payment, or credits alone (which are no payment received). */
export function confirmedSentence(m: BookingMoney): string {
  return m.creditsUsdCents > 0 && m.chargedNgnKobo === 0
    ? 'Your loyalty credits paid for it and your booking is confirmed.'
    : 'Your payment was received and your booking is confirmed.';
}

/**
 * What was paid, in one sentence: "Paid with your loyalty credits: $45.00; nothing was charged to
 * a card or account.", "Paid: $40.00 in loyalty credits and ₦75,000.00 by card or transfer." or
 * "Paid: ₦135,000.00 by card or transfer." Empty for an unpaid booking.
 */
export function paidSentence(m: BookingMoney): string {
  if (m.creditsUsdCents > 0 && m.chargedNgnKobo === 0)
    return `Paid with your loyalty credits: ${formatUsdCents(m.creditsUsdCents)}; nothing was charged to a card or account.`;
  if (m.creditsUsdCents > 0)
    return `Paid: ${formatUsdCents(m.creditsUsdCents)} in loyalty credits and ${formatNgnKobo(m.chargedNgnKobo)} by card or transfer.`;
  return m.chargedNgnKobo > 0 ? `Paid: ${formatNgnKobo(m.chargedNgnKobo)} by card or transfer.` : '';
}

/**
 * What went back after a cancellation, in one sentence, or '' when nothing was paid or nothing
 * has gone back yet. Credits come back at once; naira when the provider confirms the refund.
 */
export function returnedSentence(m: BookingMoney): string {
  const parts = [
    m.refundedNgnKobo > 0 ? `${formatNgnKobo(m.refundedNgnKobo)} refunded to your card or account` : '',
    m.creditsReturnedUsdCents > 0
      ? `${formatUsdCents(m.creditsReturnedUsdCents)} of credits returned to your balance`
      : '',
  ].filter(Boolean);
  return parts.length > 0 ? `${parts.join(' and ')}.` : '';
}
