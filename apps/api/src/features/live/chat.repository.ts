/** SQL of the masked chat, read marks and ratings (issue 17 §5, §6). Rows stay in this feature. */
import {
  and,
  asc,
  avg,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, chatMessages, chatReads, serviceRatings, users } from '../../db/schema/index';

export function selectChat(db: Executor, bookingId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.bookingId, bookingId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

export async function insertChatMessage(
  db: Executor,
  v: { bookingId: string; senderUserId: string; senderRole: string; senderName: string; body: string },
) {
  const [row] = await db.insert(chatMessages).values(v).returning();
  if (!row) throw new Error('chat message not stored');
  return row;
}

/** Notes that `read.userId` has read the chat of `read.bookingId` up to `read.at`. */
export async function markRead(db: Executor, read: { bookingId: string; userId: string; at: Date }): Promise<void> {
  const { bookingId, userId, at } = read;
  await db
    .insert(chatReads)
    .values({ bookingId, userId, readAt: at })
    .onConflictDoUpdate({ target: [chatReads.bookingId, chatReads.userId], set: { readAt: at } });
}

/** Per booking: messages from others after the reader's last read. */
export async function unreadCounts(db: Executor, userId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: chatMessages.bookingId, unread: count() })
    .from(chatMessages)
    .leftJoin(chatReads, and(eq(chatReads.bookingId, chatMessages.bookingId), eq(chatReads.userId, userId)))
    .where(
      and(
        inArray(chatMessages.bookingId, bookingIds),
        or(isNull(chatMessages.senderUserId), ne(chatMessages.senderUserId, userId)),
        or(isNull(chatReads.readAt), gt(chatMessages.createdAt, chatReads.readAt)),
      ),
    )
    .groupBy(chatMessages.bookingId);
}

/** Ids of the traveller's own bookings. */
export async function ownBookingIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.userId, userId));
  return rows.map((r) => r.id);
}

export async function findRating(db: Executor, bookingId: string) {
  const rows = await db.select().from(serviceRatings).where(eq(serviceRatings.bookingId, bookingId)).limit(1);
  return rows[0] ?? null;
}

/** @returns false when the booking was already rated. */
export async function insertRating(
  db: Executor,
  v: { bookingId: string; userId: string; officerId: string | null; score: number; comment: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(serviceRatings)
    .values(v)
    .onConflictDoNothing()
    .returning({ id: serviceRatings.bookingId });
  return rows.length > 0;
}

/**
 * The live feature's part of account deletion (issue 19, "Data rights: erasure"): the person's
 * chat messages stay in their booking's thread for the officer, with the text replaced by
 * `[deleted]` and the sender by "Deleted account"; their ratings keep the score (for the officer's
 * average) and lose the comment.
 */
export async function anonymiseChatAndRatings(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(chatMessages)
    .set({ body: '[deleted]', senderName: 'Deleted account' })
    .where(eq(chatMessages.senderUserId, userId));
  // The score stays for the officer's average; the free text may name the traveller.
  await tx.update(serviceRatings).set({ comment: null }).where(eq(serviceRatings.userId, userId));
}

/** Each rated officer's average and count, best first. */
export function officerAverages(db: Executor) {
  return db
    .select({
      officerId: serviceRatings.officerId,
      firstName: users.firstName,
      lastName: users.lastName,
      average: avg(serviceRatings.score),
      count: count(),
    })
    .from(serviceRatings)
    .innerJoin(users, eq(users.id, serviceRatings.officerId))
    .groupBy(serviceRatings.officerId, users.firstName, users.lastName)
    .orderBy(desc(avg(serviceRatings.score)));
}

/** Ratings of `maxScore` or less, newest first, for the dispatcher to follow up. */
export function lowRatings(db: Executor, maxScore: number) {
  return ratingsWhere(db, lte(serviceRatings.score, maxScore), 200);
}

/** The latest ratings that came with a comment, whatever their score (issue 26 §6), newest first. */
export function ratingComments(db: Executor, limit: number) {
  return ratingsWhere(db, isNotNull(serviceRatings.comment), limit);
}

function ratingsWhere(db: Executor, condition: SQL | undefined, limit: number) {
  return db
    .select({
      bookingId: serviceRatings.bookingId,
      bookingReference: bookings.reference,
      officerName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      score: serviceRatings.score,
      comment: serviceRatings.comment,
      createdAt: serviceRatings.createdAt,
    })
    .from(serviceRatings)
    .innerJoin(bookings, eq(bookings.id, serviceRatings.bookingId))
    .leftJoin(users, eq(users.id, serviceRatings.officerId))
    .where(condition)
    .orderBy(desc(serviceRatings.createdAt))
    .limit(limit);
}
