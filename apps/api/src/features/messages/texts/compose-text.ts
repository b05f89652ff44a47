/**
 * Builds a text from the state as it is when the job runs (issue 28 §2: "re-checking the booking
 * when sending"), or says why it is dropped: no real or no verified number, the number replied
 * STOP, the traveller switched this text off, or the booking no longer needs it.
 */
import { createHash, randomInt } from 'node:crypto';
import { type CancellationRule, PHONE_CODE_TTL_MINUTES } from '@fasttrack/contracts';
import type { Executor } from '../../../db/client';
import { staleReason } from '../compose';
import type { MessageChannel } from '../message-kinds';
import { type ClaimedMessage, findBookingFacts, findRecipient } from '../messages.repository';
import { wantsMessage } from '../preferences';
import {
  bookingCancelledText,
  bookingConfirmedText,
  flightDisruptedText,
  officerCardText,
  phoneCodeText,
  refundCompletedText,
  serviceRetimedText,
  type Text,
} from '../templates/text-messages';
import { findCardOfficer, findTextPhone, insertPhoneCode, isStopped } from './texts.repository';

export type ComposedText = { to: string; text: Text } | { drop: string };

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
 * @param channel sms or whatsapp
 * @throws Error when reading fails (the attempt is retried)
 */
export async function composeText(
  tx: Executor,
  message: ClaimedMessage,
  channel: MessageChannel,
  publicUrl: string,
  now = new Date(),
): Promise<ComposedText> {
  if (message.kind === 'phone-verification') return verificationCode(tx, message, now);
  const phone = await findTextPhone(tx, message.userId);
  const to = await findRecipient(tx, message.userId);
  if (!phone || !to) return { drop: 'account no longer exists' };
  if (!phone.number) return { drop: 'no phone number' };
  if (!phone.verified) return { drop: 'phone not verified' };
  if (phone.textsStopped) return { drop: 'number replied STOP' };
  if (!(await wantsMessage(tx, message.userId, message.kind, channel))) return { drop: `${channel} switched off` };
  if (!message.bookingId) return { drop: 'no booking' };
  const b = await findBookingFacts(tx, message.bookingId);
  if (!b) return { drop: 'booking no longer exists' };
  const stale = staleReason(message.kind, b, to, now);
  if (stale) return { drop: stale };
  const text = await bookingText(tx, message, b, publicUrl, now);
  return 'drop' in text ? text : { to: phone.number, text };
}

async function bookingText(
  tx: Executor,
  message: ClaimedMessage,
  b: NonNullable<Awaited<ReturnType<typeof findBookingFacts>>>,
  publicUrl: string,
  now: Date,
): Promise<Text | { drop: string }> {
  switch (message.kind) {
    case 'booking-confirmed':
      // A text is about what happens next: none for a booking cancelled since.
      return b.status === 'confirmed' ? bookingConfirmedText(b, publicUrl) : { drop: `booking is ${b.status}` };
    case 'officer-card': {
      if (b.status !== 'confirmed') return { drop: `booking is ${b.status}` };
      if (message.payload.meetingTime !== b.meetingTime.toISOString()) return { drop: 'meeting time moved' };
      if (b.meetingTime <= now) return { drop: 'meeting time has passed' };
      const officer = await findCardOfficer(tx, b.id);
      return officer ? officerCardText(b, officer, publicUrl) : { drop: 'no officer assigned' };
    }
    case 'service-retimed':
      if (message.payload.meetingTime !== b.meetingTime.toISOString()) return { drop: 'meeting time moved again' };
      return serviceRetimedText(b, publicUrl);
    case 'flight-disrupted':
      return flightDisruptedText(b, publicUrl);
    case 'booking-cancelled':
      return bookingCancelledText(
        b,
        (message.payload.rule as CancellationRule | undefined) ?? 'unpaid_no_refund',
        publicUrl,
      );
    case 'refund-completed':
      return refundCompletedText(b, publicUrl);
    default:
      return { drop: `no text for ${message.kind}` };
  }
}
