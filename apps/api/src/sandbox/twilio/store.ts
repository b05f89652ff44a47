/** The Twilio stand-in's messages (sandbox_twilio_messages). Test mode only. */
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxTwilioMessages } from '../../db/schema/index';

export type StoredText = typeof sandboxTwilioMessages.$inferSelect;

export function insertText(tx: Executor, row: typeof sandboxTwilioMessages.$inferInsert) {
  return tx.insert(sandboxTwilioMessages).values(row);
}

export async function findText(tx: Executor, sid: string): Promise<StoredText | null> {
  const [row] = await tx.select().from(sandboxTwilioMessages).where(eq(sandboxTwilioMessages.sid, sid));
  return row ?? null;
}

export function updateResource(tx: Executor, sid: string, resource: Record<string, unknown>) {
  return tx.update(sandboxTwilioMessages).set({ resource }).where(eq(sandboxTwilioMessages.sid, sid));
}

/**
 * Messages of one account, newest first: to `to` (the number, or its `whatsapp:` address too
 * when `anyChannel`), created on or after `since`.
 */
export function listTexts(
  tx: Executor,
  filter: { accountSid?: string; to?: string; from?: string; anyChannel?: boolean; since?: Date; limit?: number },
): Promise<StoredText[]> {
  const conditions = [];
  if (filter.accountSid) conditions.push(eq(sandboxTwilioMessages.accountSid, filter.accountSid));
  if (filter.to) {
    conditions.push(
      filter.anyChannel
        ? inArray(sandboxTwilioMessages.to, [filter.to, `whatsapp:${filter.to}`])
        : eq(sandboxTwilioMessages.to, filter.to),
    );
  }
  if (filter.from) {
    conditions.push(
      filter.anyChannel
        ? or(eq(sandboxTwilioMessages.from, filter.from), eq(sandboxTwilioMessages.from, `whatsapp:${filter.from}`))
        : eq(sandboxTwilioMessages.from, filter.from),
    );
  }
  if (filter.since) conditions.push(gte(sandboxTwilioMessages.createdAt, filter.since));
  return tx
    .select()
    .from(sandboxTwilioMessages)
    .where(conditions.length ? and(...conditions) : sql`true`)
    .orderBy(desc(sandboxTwilioMessages.createdAt), desc(sandboxTwilioMessages.sid))
    .limit(filter.limit ?? 100);
}

/**
 * True when the last STOP or START keyword `number` sent (one of `keywords.stopWords` or
 * `keywords.startWords`) was STOP (Twilio then refuses with 21610).
 */
export async function hasOptedOut(
  tx: Executor,
  number: string,
  keywords: { stopWords: Set<string>; startWords: Set<string> },
) {
  const { stopWords, startWords } = keywords;
  const replies = await listTexts(tx, { from: number, anyChannel: true, limit: 200 });
  for (const reply of replies) {
    const word = String(reply.resource.body ?? '')
      .trim()
      .toUpperCase();
    if (stopWords.has(word)) return true;
    if (startWords.has(word)) return false;
  }
  return false;
}
