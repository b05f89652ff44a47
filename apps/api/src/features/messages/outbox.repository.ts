/**
 * SQL of the outbox (issue 16 §1; issue 28): a queued message per channel, claimed by its job,
 * finished once sent, dropped or failed for good. Row types stay here; callers get plain objects.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';
import type { MessageChannel, MessageKind } from './message-kinds';

export interface OutboxInsert {
  kind: MessageKind;
  channel: MessageChannel;
  dedupeKey: string;
  userId: string;
  /** Default `account` (the user); `lead_passenger`: the booking's lead passenger (issue 36 item 1). */
  audience?: MessageAudience;
  bookingId?: string | null;
  payload?: Record<string, unknown>;
  sendAfter?: Date;
}

/** Who an outbox row goes to: its user, or the lead passenger of its booking (issue 36 item 1). */
export type MessageAudience = 'account' | 'lead_passenger';

/** Inserts a queued message. @returns its id, or null when one with this key already exists. */
export async function insertOutbox(tx: Executor, row: OutboxInsert): Promise<string | null> {
  const [inserted] = await tx
    .insert(outboxMessages)
    .values({ ...row, payload: row.payload ?? {}, sendAfter: row.sendAfter ?? new Date() })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted?.id ?? null;
}

export interface ClaimedMessage {
  id: string;
  kind: MessageKind;
  channel: MessageChannel;
  /** No attempt sent it before this time: a channel that looks for an earlier attempt's send looks after it. */
  sendAfter: Date;
  userId: string;
  audience: MessageAudience;
  bookingId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Claims a message for one attempt, atomically: of two processes working the same job only one
 * gets the row. The claim is a lease of `leaseSeconds`: a row still `sending` after it (its
 * process died) may be claimed again, and is then sent again with the same Message-ID.
 * @returns the message; `'leased'` when another attempt's lease is still running; null when the
 *   message is already sent, dropped or failed.
 */
export async function claimOutbox(
  tx: Executor,
  id: string,
  leaseSeconds: number,
): Promise<ClaimedMessage | 'leased' | null> {
  const leaseEnded = new Date(Date.now() - leaseSeconds * 1000);
  const [row] = await tx
    .update(outboxMessages)
    .set({
      status: 'sending',
      claimedAt: new Date(),
      attempts: sql`${outboxMessages.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(outboxMessages.id, id),
        or(
          eq(outboxMessages.status, 'queued'),
          and(
            eq(outboxMessages.status, 'sending'),
            or(isNull(outboxMessages.claimedAt), lt(outboxMessages.claimedAt, leaseEnded)),
          ),
        ),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await tx
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id));
    return current?.status === 'sending' ? 'leased' : null;
  }
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    channel: row.channel as MessageChannel,
    sendAfter: row.sendAfter,
    userId: row.userId,
    audience: row.audience,
    bookingId: row.bookingId,
    payload: row.payload,
    attempts: row.attempts,
  };
}

/** The attempt ended: sent (with the provider's id), dropped, back to queued, or failed for good. */
export async function finishOutbox(
  tx: Executor,
  id: string,
  outcome:
    | { status: 'sent'; providerMessageId: string }
    | { status: 'dropped'; reason: string }
    | { status: 'queued' | 'failed'; error: string },
): Promise<void> {
  const now = new Date();
  const set =
    outcome.status === 'sent'
      ? // The sealed reset token is not needed once the mail is out.
        { status: 'sent', providerMessageId: outcome.providerMessageId, sentAt: now, lastError: null, payload: {} }
      : outcome.status === 'dropped'
        ? { status: 'dropped', lastError: outcome.reason, payload: {} }
        : { status: outcome.status, lastError: outcome.error.slice(0, 500) };
  await tx
    .update(outboxMessages)
    .set({ ...set, claimedAt: null, updatedAt: now })
    .where(eq(outboxMessages.id, id));
}

/** Rows for one booking (tests and support), oldest first. */
export function outboxOfBooking(tx: Executor, bookingId: string) {
  return tx
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      channel: outboxMessages.channel,
      audience: outboxMessages.audience,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      sendAfter: outboxMessages.sendAfter,
      sentAt: outboxMessages.sentAt,
      providerMessageId: outboxMessages.providerMessageId,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.bookingId, bookingId))
    .orderBy(outboxMessages.createdAt);
}

/**
 * A deleted account's outbox (issue 19, "Data rights: erasure"): nothing more goes to the person,
 * so its messages still queued or sending are dropped; the record of what was sent stays,
 * without its facts (every payload emptied).
 */
export async function forgetOutboxOf(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ status: 'dropped', lastError: 'account deleted', updatedAt: new Date() })
    .where(and(eq(outboxMessages.userId, userId), inArray(outboxMessages.status, ['queued', 'sending'])));
  await tx.update(outboxMessages).set({ payload: {} }).where(eq(outboxMessages.userId, userId));
}
