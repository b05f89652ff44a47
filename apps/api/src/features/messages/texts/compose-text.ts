/**
 * Builds a text from the state as it is when the job runs (issue 28 §2: "re-checking the booking
 * when sending"), or says why it is dropped: no real or no verified number, the number replied
 * STOP, the traveller switched this text off, or the booking no longer needs it.
 *
 * A row for the booking's lead passenger (issue 36 item 1) goes by SMS to the phone the booker
 * gave: a transactional text about their own service, so it needs no verification and no choice,
 * but never to a number that replied STOP, and not when that number has become the booker's own
 * (the booker's text says it). It links to the passenger's pass, not to the booker's account.
 */
import { createHash, randomInt } from 'node:crypto';
import { type CancellationRule, PHONE_CODE_TTL_MINUTES } from '@fasttrack/contracts';
import type { Executor } from '../../../db/client';
import { staleReason } from '../compose';
import { officerCardAt } from '../enqueue';
import type { MessageChannel } from '../message-kinds';
import { type BookingFacts, findBookingFacts, findRecipient } from '../messages.repository';
import type { ClaimedMessage } from '../outbox.repository';
import { wantsMessage } from '../preferences';
import { changeOfPayload } from '../retimed-payload';
import { bookingUrl } from '../templates/booking-messages';
import type { ExtraUnavailable } from '../templates/extra-messages';
import {
  bookingCancelledText,
  bookingConfirmedText,
  extraUnavailableText,
  flightDisruptedText,
  officerCardText,
  officerCheckedInText,
  phoneCodeText,
  refundCompletedText,
  serviceRetimedText,
  type Text,
  type TextTo,
} from '../templates/text-messages';
import { checkedInAt, findCardOfficer, findTextPhone, insertPhoneCode, isStopped } from './texts.repository';

export type ComposedText = { to: string; text: Text } | { drop: string };

/** The links a text carries: the booking page on PUBLIC_URL, or the lead passenger's pass. */
export interface TextLinks {
  publicUrl: string;
  /** The signed pass link of a booking's lead passenger (lib/passenger-pass.ts). */
  passUrl(b: BookingFacts): Promise<string>;
}

/** SHA-256 of a verification code, as stored. */
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A phone verification code: made now, so the code itself is only ever in the text (the table
 * keeps its hash), valid PHONE_CODE_TTL_MINUTES.
 */
async function verificationCode(tx: Executor, message: ClaimedMessage, now: Date): Promise<ComposedText> {
  const phone = typeof message.payload.phone === 'string' ? message.payload.phone : null;
  if (!phone) return { drop: 'no number' };
  if (await isStopped(tx, phone)) return { drop: 'number replied STOP' };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertPhoneCode(tx, {
    userId: message.userId,
    phone,
    codeHash: hashCode(code),
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
  });
  return { to: phone, text: phoneCodeText(code) };
}

/**
 * The text of the claimed `message`, or why it is dropped.
 * @param text.channel sms or whatsapp
 * @param text.links the links the text may carry
 * @param text.now the time to check the booking against (defaults to the current time)
 * @throws Error when reading fails (the attempt is retried)
 */
export async function composeText(
  tx: Executor,
  text: { message: ClaimedMessage; channel: MessageChannel; links: TextLinks; now?: Date },
): Promise<ComposedText> {
  const { message, channel, links, now = new Date() } = text;
  if (message.kind === 'phone-verification') return verificationCode(tx, message, now);
  const phone = await findTextPhone(tx, message.userId);
  const owner = await findRecipient(tx, message.userId);
  if (!phone || !owner) return { drop: 'account no longer exists' };
  if (!message.bookingId) return { drop: 'no booking' };
  const b = await findBookingFacts(tx, message.bookingId);
  if (!b) return { drop: 'booking no longer exists' };
  let to: string;
  let link: string;
  if (message.audience === 'lead_passenger') {
    if (channel !== 'sms') return { drop: 'the lead passenger gets SMS only' };
    if (!b.contactPhone) return { drop: 'no phone for the lead passenger' };
    if (await isStopped(tx, b.contactPhone)) return { drop: 'number replied STOP' };
    if (b.contactPhone === phone.number) return { drop: "the lead passenger's phone is the booker's" };
    to = b.contactPhone;
    link = await links.passUrl(b);
  } else {
    if (!phone.number) return { drop: 'no phone number' };
    if (!phone.verified) return { drop: 'phone not verified' };
    if (phone.textsStopped) return { drop: 'number replied STOP' };
    if (!(await wantsMessage(tx, message.userId, { kind: message.kind, channel })))
      return { drop: `${channel} switched off` };
    to = phone.number;
    link = bookingUrl(links.publicUrl, b.id);
  }
  const stale = staleReason(message.kind, b, { to: owner, now });
  if (stale) return { drop: stale };
  const body = await bookingText(tx, { message, channel, booking: b, to: { audience: message.audience, link }, now });
  return 'drop' in body ? body : { to, text: body };
}

/** The text of a booking's `message` for `to` (audience and link), or why it is dropped at `now`. */
async function bookingText(
  tx: Executor,
  text: { message: ClaimedMessage; channel: MessageChannel; booking: BookingFacts; to: TextTo; now: Date },
): Promise<Text | { drop: string }> {
  const { message, channel, booking: b, to, now } = text;
  switch (message.kind) {
    case 'booking-confirmed':
      // A text is about what happens next: none for a booking cancelled since.
      return b.status === 'confirmed' ? bookingConfirmedText(b, to) : { drop: `booking is ${b.status}` };
    case 'officer-card': {
      if (b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
      if (message.payload.meetingTime !== b.meetingTime.toISOString()) return { drop: 'meeting time moved' };
      if (b.meetingTime <= now) return { drop: 'meeting time has passed' };
      // An officer who checked in before the card was due showed the card then: the check-in
      // text carried it (issue 36 item 6), unless the traveller switched that text off.
      const checkedIn = await checkedInAt(tx, b.id);
      const early = checkedIn !== null && checkedIn < officerCardAt(b.meetingTime);
      const carried =
        early &&
        (to.audience === 'lead_passenger' ||
          (await wantsMessage(tx, message.userId, { kind: 'officer-checked-in', channel })));
      if (carried) return { drop: 'the check-in text carried the card' };
      const officer = await findCardOfficer(tx, b.id);
      return officer ? officerCardText(b, officer, to) : { drop: 'no officer assigned' };
    }
    case 'officer-checked-in': {
      if (b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
      const officerId = typeof message.payload.officerId === 'string' ? message.payload.officerId : undefined;
      const officer = await findCardOfficer(tx, b.id, officerId);
      return officer ? officerCheckedInText(b, officer, to) : { drop: 'no officer assigned' };
    }
    case 'service-retimed':
      if (message.payload.meetingTime !== b.meetingTime.toISOString()) return { drop: 'meeting time moved again' };
      return serviceRetimedText(b, changeOfPayload(message.payload, b.flightNumber), to);
    case 'flight-disrupted':
      return flightDisruptedText(b, to);
    case 'booking-cancelled':
      return bookingCancelledText(b, (message.payload.rule as CancellationRule | undefined) ?? 'unpaid_no_refund', to);
    case 'refund-completed':
      return refundCompletedText(b, to);
    case 'extra-unavailable':
      return extraUnavailableText(b, message.payload as unknown as ExtraUnavailable, to);
    default:
      return { drop: `no text for ${message.kind}` };
  }
}
