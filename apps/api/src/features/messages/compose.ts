/**
 * Builds a message from the state as it is when the job runs (issue 16 §1: "the job reads the
 * current state first"), or says why it is dropped: a reminder for a cancelled booking, a
 * reminder the user switched off, a payment-failed notice for a booking paid since.
 */
import type { CancellationRule } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import type { OutgoingMail } from '../../integrations/mail/mailer';
import type { InvitationSigner } from '../../lib/invitation-token';
import { issuePasswordResetToken } from '../auth/index';
import { bookingCalendar, type CalendarMethod, calendarContentType } from './calendar';
import { composeInvoiceMail, isInvoiceKind } from './invoice-compose';
import {
  type BookingFacts,
  findBookingFacts,
  findRecipient,
  findSettledPayment,
  type Recipient,
} from './messages.repository';
import { composeOrganisationMail, isOrganisationKind } from './organisation-compose';
import type { ClaimedMessage } from './outbox.repository';
import { receiptNumber, renderReceiptPdf } from './receipt-pdf';
import { changeOfPayload } from './retimed-payload';
import { passwordReset, welcome } from './templates/account-messages';
import {
  bookingCancelled,
  bookingConfirmed,
  bookingExpired,
  bookingReminder,
  bookingUrl,
  paymentFailed,
  refundCompleted,
} from './templates/booking-messages';
import { creditsExpiring, serviceCompleted } from './templates/credit-messages';
import { type ExtraUnavailable, extraUnavailable } from './templates/extra-messages';
import { flightDisrupted, serviceRetimed } from './templates/flight-messages';
import type { Rendered } from './templates/layout';

export type Composed = { mail: OutgoingMail } | { drop: string };

/**
 * Why a booking message no longer applies, or null when it still does (every channel asks it).
 * @param at.to the recipient (their reminder setting counts); `at.now` the time of sending
 */
export function staleReason(
  kind: ClaimedMessage['kind'],
  b: BookingFacts,
  at: { to: Recipient; now: Date },
): string | null {
  const { to, now } = at;
  switch (kind) {
    case 'booking-confirmed':
      return b.paymentStatus === 'paid' || b.paymentStatus === 'refunded' ? null : 'booking is not paid';
    case 'booking-reminder':
      if (b.status !== 'confirmed') return `booking is ${b.status}`;
      if (!to.reminderEmails) return 'reminders switched off';
      return b.meetingTime <= now ? 'meeting time has passed' : null;
    case 'booking-cancelled':
      return b.status === 'cancelled' ? null : `booking is ${b.status}`;
    case 'refund-completed':
      return b.refundStatus === 'processed' ? null : `refund is ${b.refundStatus ?? 'not started'}`;
    case 'payment-failed':
      return b.paymentStatus === 'failed' ? null : `payment is ${b.paymentStatus}`;
    case 'booking-expired':
      return b.status === 'expired' ? null : `booking is ${b.status}`;
    case 'service-retimed':
      if (b.status !== 'confirmed') return `booking is ${b.status}`;
      return b.meetingTime <= now ? 'meeting time has passed' : null;
    case 'flight-disrupted':
      if (b.status !== 'confirmed') return `booking is ${b.status}`;
      return b.flightDisruption ? null : 'flight is no longer disrupted';
    default:
      return null;
  }
}

/**
 * The booking as `to` may read it: on a booking made for an organisation the meeting code belongs
 * to the passenger (issue 39 item 2; ADR 363), so the arranger's copy of a confirmation or a
 * change leaves it out unless the arranger is that passenger (the passenger's own messages are
 * passenger-compose.ts and the texts).
 */
function copyFor(b: BookingFacts, to: Recipient): BookingFacts {
  if (!b.organisationId || b.passengerUserId === to.id) return b;
  return { ...b, meetingCode: null };
}

/** The booking's calendar file as an attachment (issue 16 §3; issue 26 §3 for updates and cancels). */
const calendarFile = (b: BookingFacts, publicUrl: string, method: CalendarMethod = 'PUBLISH') => ({
  filename: `${b.reference}.ics`,
  contentType: calendarContentType(method),
  content: bookingCalendar(b, bookingUrl(publicUrl, b.id), method),
});

const mailOf = (to: Recipient, r: Rendered, attachments?: OutgoingMail['attachments']): { mail: OutgoingMail } => ({
  mail: { to: to.email, subject: r.subject, html: r.html, text: r.text, ...(attachments ? { attachments } : {}) },
});

/**
 * @param context.publicUrl PUBLIC_URL, for links.
 * @param context.now the time of sending (default: the current time).
 * @throws Error when rendering fails (the attempt is retried).
 */
export async function composeMessage(
  tx: Executor,
  message: ClaimedMessage,
  context: { publicUrl: string; now?: Date; invitations?: InvitationSigner },
): Promise<Composed> {
  const { publicUrl, now = new Date() } = context;
  // Invoices go to the organisation's billing address or its members (issue 39 item 3).
  if (isInvoiceKind(message.kind)) return composeInvoiceMail(tx, message, { publicUrl });
  // Invitations go to an address that may have no account yet (issue 39 item 1).
  if (isOrganisationKind(message.kind)) return composeOrganisationMail(tx, message, { ...context, now });
  const to = await findRecipient(tx, message.userId);
  if (!to) return { drop: 'account no longer exists' };
  if (message.kind === 'welcome') return mailOf(to, await welcome(to, publicUrl));
  if (message.kind === 'password-reset') {
    // The token is made now, so the raw token is never stored anywhere (only its hash).
    const token = await issuePasswordResetToken(tx, to.id, now);
    return mailOf(to, await passwordReset(to, `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`));
  }
  if (message.kind === 'credits-expiring') {
    const { amountUsdCents, expiresAt } = message.payload as { amountUsdCents: number; expiresAt: string };
    return mailOf(to, await creditsExpiring(to, publicUrl, { amountUsdCents, expiresAt: new Date(expiresAt) }));
  }
  if (!message.bookingId) return { drop: 'no booking' };
  const facts = await findBookingFacts(tx, message.bookingId);
  if (!facts) return { drop: 'booking no longer exists' };
  const booking = copyFor(facts, to);
  const stale = staleReason(message.kind, booking, { to, now });
  if (stale) return { drop: stale };
  const ctx = { booking, to, publicUrl };
  switch (message.kind) {
    case 'booking-confirmed': {
      const payment = await findSettledPayment(tx, booking.id);
      const [rendered, pdf] = await Promise.all([
        bookingConfirmed(ctx, payment),
        renderReceiptPdf(booking, payment, to),
      ]);
      return mailOf(to, rendered, [
        { filename: `${receiptNumber(booking.reference)}.pdf`, contentType: 'application/pdf', content: pdf },
        calendarFile(booking, publicUrl),
      ]);
    }
    case 'booking-reminder':
      return mailOf(to, await bookingReminder(ctx));
    case 'booking-cancelled': {
      const rule = (message.payload.rule as CancellationRule | undefined) ?? 'unpaid_no_refund';
      // Whoever cancelled, a calendar that holds the event (sent with the confirmation) drops it.
      const hadCalendar = booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded';
      return mailOf(
        to,
        await bookingCancelled(ctx, rule),
        hadCalendar ? [calendarFile(booking, publicUrl, 'CANCEL')] : undefined,
      );
    }
    case 'refund-completed':
      return mailOf(to, await refundCompleted(ctx, await findSettledPayment(tx, booking.id)));
    case 'payment-failed':
      return mailOf(to, await paymentFailed(ctx));
    case 'booking-expired':
      return mailOf(to, await bookingExpired(ctx));
    case 'service-retimed': {
      // A later re-time supersedes this one: only the message for the current time goes.
      if (message.payload.meetingTime !== booking.meetingTime.toISOString())
        return { drop: 'meeting time moved again' };
      // The same event with a higher SEQUENCE replaces the one the calendar holds.
      const change = changeOfPayload(message.payload, booking.flightNumber);
      return mailOf(to, await serviceRetimed(ctx, change), [calendarFile(booking, publicUrl)]);
    }
    case 'flight-disrupted':
      return mailOf(to, await flightDisrupted(ctx));
    case 'extra-unavailable':
      return mailOf(to, await extraUnavailable(ctx, message.payload as unknown as ExtraUnavailable));
    case 'service-completed':
      return mailOf(to, await serviceCompleted(ctx, Number(message.payload.earnedUsdCents ?? 0)));
    // Push only (issue 28 §4): e-mail does not carry them.
    case 'officer-service-assigned':
    case 'officer-service-retimed':
    case 'officer-service-removed':
    case 'officer-checked-in':
    case 'meeting-code-verified':
      return { drop: 'not an e-mail message' };
    case 'officer-card':
    case 'phone-verification':
      return { drop: 'texts only' };
  }
}
