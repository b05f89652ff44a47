/**
 * The webhook inbox stand-in's state (issue 40 item 4): inboxes and what arrived at them, in
 * sandbox_webhook_inboxes and sandbox_webhook_messages (the only writer, scripts/lint/table-owners.grit).
 * In the database, not in memory, so a delivery sent by one process shows in a page served by
 * another. Test mode only; never read by the product's features.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxWebhookInboxes, sandboxWebhookMessages } from '../../db/schema/index';

export type InboxMessage = typeof sandboxWebhookMessages.$inferSelect;

/** Messages an inbox shows (and the JSON list answers): the newest this many. */
export const INBOX_MESSAGES_SHOWN = 100;

/** A new, empty inbox. @returns its id (a uuid). */
export async function createInbox(db: Db): Promise<string> {
  const [row] = await db.insert(sandboxWebhookInboxes).values({}).returning({ id: sandboxWebhookInboxes.id });
  if (!row) throw new Error('sandbox inbox insert returned nothing');
  return row.id;
}

export async function inboxExists(db: Db, inboxId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sandboxWebhookInboxes.id })
    .from(sandboxWebhookInboxes)
    .where(eq(sandboxWebhookInboxes.id, inboxId));
  return row !== undefined;
}

/**
 * Keeps one request as it arrived: `headers` with lower-cased names, `body` the raw text.
 * @returns false when the inbox does not exist (the caller answers 404).
 */
export async function keepMessage(
  db: Db,
  inboxId: string,
  message: { headers: Record<string, string>; body: string },
): Promise<boolean> {
  if (!(await inboxExists(db, inboxId))) return false;
  await db.insert(sandboxWebhookMessages).values({ inboxId, headers: message.headers, body: message.body });
  return true;
}

/** The inbox's newest messages, newest first (ties by id, so the order is stable). */
export function listMessages(db: Db, inboxId: string, limit = INBOX_MESSAGES_SHOWN): Promise<InboxMessage[]> {
  return db
    .select()
    .from(sandboxWebhookMessages)
    .where(eq(sandboxWebhookMessages.inboxId, inboxId))
    .orderBy(desc(sandboxWebhookMessages.receivedAt), desc(sandboxWebhookMessages.id))
    .limit(limit);
}

/** The newest inboxes, for the list page. */
export function listInboxes(db: Db, limit = 50): Promise<Array<{ id: string; createdAt: Date }>> {
  return db
    .select({ id: sandboxWebhookInboxes.id, createdAt: sandboxWebhookInboxes.createdAt })
    .from(sandboxWebhookInboxes)
    .orderBy(desc(sandboxWebhookInboxes.createdAt))
    .limit(limit);
}
