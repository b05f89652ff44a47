/**
 * Enqueues a message (issue 16 §1): the outbox rows and their `send-message` jobs are written
 * through the caller's transaction, so they exist only if the change that causes them commits.
 * One row and job per channel that carries the kind (issue 28; {@link channelsOf}).
 */
import { randomUUID } from 'node:crypto';
import { OFFICER_CARD_LEAD_MINUTES } from '@fasttrack/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingAssignments, bookings, users } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import {
  channelsOf,
  LEAD_PASSENGER_KINDS,
  type MessageChannel,
  type MessageKind,
  REMINDER_BEFORE_MS,
} from './message-kinds';
import { insertOutbox, type OutboxInsert } from './outbox.repository';
import { textsReachable } from './texts/texts.repository';

export const SEND_MESSAGE_QUEUE = 'send-message';

export interface MessageRequest {
  kind: MessageKind;
  /** The booking it is about; its owner receives it. */
  bookingId?: string;
  /** The recipient when there is no booking (welcome, password reset). */
  userId?: string;
  /**
   * Distinguishes several messages of one kind for one booking or user (e.g. each failed payment
   * reference, each reset request). Default: none, so kind + booking is sent once.
   */
  key?: string;
  payload?: Record<string, unknown>;
  /** Not before this time. */
  sendAfter?: Date;
  /** Only these of the kind's channels, for its user (default: all of them). */
  channels?: readonly MessageChannel[];
  /**
   * Also to the booking's lead passenger, when the booker gave their phone or e-mail and it is
   * not the booker's own (issue 36 item 1; {@link LEAD_PASSENGER_KINDS}). Default true.
   */
  leadPassenger?: boolean;
}

/** The booking's owner and lead passenger contact, as enqueueing needs them. */
async function bookingRecipients(tx: Executor, bookingId: string) {
  const [row] = await tx
    .select({
      userId: bookings.userId,
      contactPhone: bookings.contactPhone,
      leadPassengerEmail: bookings.leadPassengerEmail,
      apiKeyId: bookings.apiKeyId,
      ownerPhone: users.phone,
      ownerEmail: users.email,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/**
 * The lead passenger's channels for `kind`: SMS to the booking's phone and e-mail to its address,
 * each only when it is not the booker's own (then the booker's rows carry it: nothing twice).
 */
function leadPassengerChannels(
  kind: MessageKind,
  r: NonNullable<Awaited<ReturnType<typeof bookingRecipients>>>,
): MessageChannel[] {
  const out: MessageChannel[] = [];
  // A key's booking sends the owner nothing, so the passenger's rows carry even the owner's own contact.
  const owned = r.apiKeyId === null;
  const phone = r.contactPhone;
  if (LEAD_PASSENGER_KINDS.sms?.has(kind) && phone && (!owned || phone !== r.ownerPhone)) out.push('sms');
  const email = r.leadPassengerEmail;
  if (LEAD_PASSENGER_KINDS.email?.has(kind) && email && (!owned || email !== r.ownerEmail.toLowerCase())) {
    out.push('email');
  }
  return out;
}

/**
 * Writes an outbox row and a job per channel of the kind, keyed by kind + booking (or user) +
 * key (+ channel, for channels other than e-mail), so the same message enqueued twice is sent once.
 * @returns the e-mail row's id, or null when this message was enqueued before.
 * @throws Error when neither bookingId nor userId is given, or the booking does not exist.
 */
export async function enqueueMessage(tx: Executor, jobs: JobRunner, request: MessageRequest): Promise<string | null> {
  const recipients = request.bookingId ? await bookingRecipients(tx, request.bookingId) : null;
  const userId = request.userId ?? recipients?.userId;
  if (!userId) throw new Error(`No recipient for ${request.kind} message`);
  const subject = request.bookingId ?? userId;
  const messageKey = [request.kind, subject, request.key].filter(Boolean).join(':');
  let emailId: string | null = null;
  const row = (channel: MessageChannel, dedupeKey: string): OutboxInsert => ({
    kind: request.kind,
    channel,
    dedupeKey,
    userId,
    bookingId: request.bookingId ?? null,
    payload: request.payload,
    sendAfter: request.sendAfter,
  });
  // Texts go only to a verified number that has not replied STOP (issue 28 §3): an account
  // without one gets no text rows at all, so its messages cost the job runner nothing extra.
  // The sender checks again when it sends. A phone code goes to the number it verifies.
  // A booking made with an API key (issue 40 item 1; ADR 365): its maker is only the booker of
  // record and gets no booker's copies; the lead passenger's own messages still go.
  const keyBooking = request.userId === undefined && recipients?.apiKeyId != null;
  const channels = keyBooking
    ? []
    : channelsOf(request.kind).filter((c) => !request.channels || request.channels.includes(c));
  const texts =
    request.kind === 'phone-verification' ||
    (channels.some((c) => c === 'sms' || c === 'whatsapp') && (await textsReachable(tx, userId)));
  for (const channel of channels) {
    if ((channel === 'sms' || channel === 'whatsapp') && !texts) continue;
    // E-mail keeps the key it always had, so rows written before channels existed still match.
    const dedupeKey = channel === 'email' ? messageKey : `${messageKey}:${channel}`;
    const outboxId = await writeRow(tx, jobs, row(channel, dedupeKey));
    if (channel === 'email' && outboxId) emailId = outboxId;
  }
  // The lead passenger of a booking made for them (issue 36 item 1): the booker's messages stay as
  // they are, and the passenger gets the day's own, at the phone and e-mail the booker gave.
  const toOwner = recipients && userId === recipients.userId;
  if (toOwner && request.leadPassenger !== false) {
    for (const channel of leadPassengerChannels(request.kind, recipients)) {
      await writeRow(tx, jobs, { ...row(channel, `${messageKey}:${channel}:passenger`), audience: 'lead_passenger' });
    }
  }
  // The officer card's text goes when the card shows, for the meeting time as it now is (issue 28 §2).
  if (request.kind === 'service-retimed' && request.bookingId && typeof request.payload?.meetingTime === 'string') {
    await enqueueOfficerCard(tx, jobs, {
      bookingId: request.bookingId,
      meetingTime: new Date(request.payload.meetingTime),
    });
  }
  return emailId;
}

/** Writes one outbox row and its job. @returns the row's id, or null when it was enqueued before. */
async function writeRow(tx: Executor, jobs: JobRunner, row: OutboxInsert): Promise<string | null> {
  const outboxId = await insertOutbox(tx, row);
  if (!outboxId) return null;
  await jobs.enqueue(tx, {
    name: SEND_MESSAGE_QUEUE,
    data: { outboxId },
    singletonKey: row.dedupeKey,
    startAfter: row.sendAfter,
  });
  return outboxId;
}

/** When the officer card becomes visible on the booking page (contracts OFFICER_CARD_LEAD_MINUTES). */
export const officerCardAt = (meetingTime: Date) =>
  new Date(meetingTime.getTime() - OFFICER_CARD_LEAD_MINUTES * 60_000);

/**
 * The officer card's text (issue 28 §2) of `card.bookingId`, due when the card becomes visible on
 * the booking page: OFFICER_CARD_LEAD_MINUTES before `card.meetingTime`. Keyed by the meeting
 * time, so a re-timed booking gets one for its new time (the one for the old time is dropped when
 * it comes due); the officer is read when it is sent.
 */
export function enqueueOfficerCard(tx: Executor, jobs: JobRunner, card: { bookingId: string; meetingTime: Date }) {
  const { bookingId, meetingTime } = card;
  const at = meetingTime.toISOString();
  return enqueueMessage(tx, jobs, {
    kind: 'officer-card',
    bookingId,
    key: at,
    payload: { meetingTime: at },
    sendAfter: officerCardAt(meetingTime),
  });
}

/**
 * A phone verification code by SMS to `code.phone` (E.164) for `code.userId` (issue 28 §3); the
 * code is made when the text is sent. Each request is a message of its own.
 */
export function enqueuePhoneCode(tx: Executor, jobs: JobRunner, code: { userId: string; phone: string }) {
  const { userId, phone } = code;
  return enqueueMessage(tx, jobs, { kind: 'phone-verification', userId, key: randomUUID(), payload: { phone } });
}

/**
 * The messages that follow a verified payment: the confirmation now and, when the meeting is
 * more than 24 h away, the reminder 24 h before it (issue 16 §3), and a push to each officer
 * assigned at payment (issue 28 §4). Call in the transaction that marks the booking paid, after it.
 * @param paid.bookingId the booking paid; `paid.now` the time of payment (default: the current time)
 */
export async function enqueueBookingConfirmed(tx: Executor, jobs: JobRunner, paid: { bookingId: string; now?: Date }) {
  const { bookingId, now = new Date() } = paid;
  await enqueueMessage(tx, jobs, { kind: 'booking-confirmed', bookingId });
  // The officers assigned at payment hear of their new service (issue 28 §4), once.
  const officers = await tx
    .select({ officerId: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(eq(bookingAssignments.bookingId, bookingId));
  for (const { officerId } of officers) {
    await enqueueMessage(tx, jobs, {
      kind: 'officer-service-assigned',
      bookingId,
      userId: officerId,
      key: `${officerId}:paid`,
    });
  }
  const [row] = await tx.select({ meetingTime: bookings.meetingTime }).from(bookings).where(eq(bookings.id, bookingId));
  if (!row) return;
  const remindAt = new Date(row.meetingTime.getTime() - REMINDER_BEFORE_MS);
  if (remindAt > now) await enqueueMessage(tx, jobs, { kind: 'booking-reminder', bookingId, sendAfter: remindAt });
  await enqueueOfficerCard(tx, jobs, { bookingId, meetingTime: row.meetingTime });
}
