/**
 * The masked chat of a booking (issue 17 §5): the traveller, the assigned officer, and any
 * dispatcher or admin, who read every chat and write as "FastTrack support" (issue 36 item 3). Open from assignment until 2 h after completion; text only, 1 to 1,000
 * characters, with phone numbers and e-mail addresses replaced. Each message is a live event.
 */
import {
  CHAT_OPEN_AFTER_COMPLETION_MINUTES,
  type ChatMessage,
  type Role,
  SUPPORT_SENDER_NAME,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { findActiveRole } from '../users/index';
import { insertChatMessage, markRead, ownBookingIds, selectChat, unreadCounts } from './chat.repository';
import { maskContactDetails } from './chat-mask';
import {
  findServiceBooking,
  findUserName,
  isAssigned,
  type ServiceBooking,
  selectBookingOfficers,
  selectMilestones,
} from './live.repository';

/**
 * The booking and the caller's role when the caller may take part in its chat: the owner, an
 * assigned officer, a dispatcher or admin. The role is read from the database.
 * @throws 404 otherwise (nothing revealed), 401 for a deactivated account.
 */
export async function chatParticipant(db: Executor, userId: string, bookingId: string) {
  const role = await findActiveRole(db, userId);
  if (!role) throw AppError.unauthorized('This account is no longer active.');
  const booking = await findServiceBooking(db, bookingId);
  if (!booking) throw AppError.notFound();
  const allowed =
    booking.userId === userId ||
    role === 'dispatcher' ||
    role === 'admin' ||
    (role === 'officer' && (await isAssigned(db, bookingId, userId)));
  if (!allowed) throw AppError.notFound();
  return { booking, role };
}

/** Open from assignment until 2 h after the `completed` milestone. */
export async function chatOpen(db: Executor, booking: ServiceBooking, now = new Date()): Promise<boolean> {
  if ((await selectBookingOfficers(db, booking.id)).length === 0) return false;
  if (booking.status === 'confirmed') return true;
  if (booking.status !== 'completed') return false;
  const done = (await selectMilestones(db, booking.id)).find((m) => m.milestone === 'completed');
  return !!done && now.getTime() < done.at.getTime() + CHAT_OPEN_AFTER_COMPLETION_MINUTES * 60_000;
}

/**
 * The messages of `reading.bookingId`, oldest first; marks them read for the caller
 * (`reading.userId`) as of `reading.now` (default: the current time).
 */
export async function readChat(
  db: Db,
  reading: { userId: string; bookingId: string; now?: Date },
): Promise<{ messages: ChatMessage[]; open: boolean }> {
  const { userId, bookingId, now = new Date() } = reading;
  const { booking } = await chatParticipant(db, userId, bookingId);
  const rows = await selectChat(db, bookingId);
  await markRead(db, { bookingId, userId, at: now });
  return {
    open: await chatOpen(db, booking, now),
    messages: rows.map((r) => ({
      id: r.id,
      senderRole: r.senderRole,
      senderName: r.senderName,
      body: r.body,
      mine: r.senderUserId === userId,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * How a sender is named to the other side: the officer by name, the desk (a dispatcher or an
 * admin) as "FastTrack support" (issue 36 item 3), so the traveller knows who answers, and no
 * desk member's name or role is passed on.
 */
async function senderName(db: Executor, userId: string, role: Role): Promise<string> {
  if (role === 'dispatcher' || role === 'admin') return SUPPORT_SENDER_NAME;
  const name = await findUserName(db, userId);
  if (role === 'officer') return `Officer ${name}`;
  return name.split(' ')[0] ?? name;
}

/**
 * Stores `userId`'s message `body` on the chat of `bookingId`, masked, and announces it live;
 * `now` defaults to the current time.
 * @throws 409 when the chat is not open (before assignment, or 2 h after completion).
 */
export async function sendChat(db: Db, message: { userId: string; bookingId: string; body: string; now?: Date }) {
  const { userId, bookingId, body, now = new Date() } = message;
  return db.transaction(async (tx) => {
    const { booking, role } = await chatParticipant(tx, userId, bookingId);
    if (!(await chatOpen(tx, booking, now))) {
      throw AppError.conflict(
        'This chat is closed: it opens when an officer is assigned and closes 2 hours after the service.',
      );
    }
    const row = await insertChatMessage(tx, {
      bookingId,
      senderUserId: userId,
      senderRole: role,
      senderName: await senderName(tx, userId, role),
      body: maskContactDetails(body),
    });
    await markRead(tx, { bookingId, userId, at: row.createdAt });
    await recordLiveEvent(tx, { bookingId, type: 'chat', payload: { messageId: row.id, senderRole: role } });
    return {
      id: row.id,
      senderRole: row.senderRole,
      senderName: row.senderName,
      body: row.body,
      mine: true,
      createdAt: row.createdAt.toISOString(),
    } satisfies ChatMessage;
  });
}

/** Unread messages per booking of the signed-in traveller (for the booking cards). */
export async function travellerUnread(db: Db, userId: string) {
  const rows = await unreadCounts(db, userId, await ownBookingIds(db, userId));
  return rows.map((r) => ({ bookingId: r.bookingId, unread: Number(r.unread) }));
}
