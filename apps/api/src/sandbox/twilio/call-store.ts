/** The Twilio stand-in's calls (sandbox_twilio_calls). Test mode only. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxTwilioCalls } from '../../db/schema/index';

export type StoredCall = typeof sandboxTwilioCalls.$inferSelect;

export function insertCall(tx: Executor, row: typeof sandboxTwilioCalls.$inferInsert) {
  return tx.insert(sandboxTwilioCalls).values(row);
}

export async function findCall(tx: Executor, sid: string): Promise<StoredCall | null> {
  const [row] = await tx.select().from(sandboxTwilioCalls).where(eq(sandboxTwilioCalls.sid, sid));
  return row ?? null;
}

export function updateCall(tx: Executor, sid: string, set: Partial<Pick<StoredCall, 'resource' | 'twiml'>>) {
  return tx.update(sandboxTwilioCalls).set(set).where(eq(sandboxTwilioCalls.sid, sid));
}

/** Calls of one account, newest first, filtered as the list resource filters (To, From, ParentCallSid, Status). */
export function listCalls(
  tx: Executor,
  filter: { accountSid?: string; to?: string; from?: string; parentCallSid?: string; status?: string; limit?: number },
): Promise<StoredCall[]> {
  const t = sandboxTwilioCalls;
  const conditions: SQL[] = [];
  if (filter.accountSid) conditions.push(eq(t.accountSid, filter.accountSid));
  if (filter.to) conditions.push(eq(t.to, filter.to));
  if (filter.from) conditions.push(eq(t.from, filter.from));
  if (filter.parentCallSid) conditions.push(eq(t.parentCallSid, filter.parentCallSid));
  if (filter.status) conditions.push(sql`${t.resource}->>'status' = ${filter.status}`);
  return tx
    .select()
    .from(t)
    .where(conditions.length ? and(...conditions) : sql`true`)
    .orderBy(desc(t.createdAt), desc(t.sid))
    .limit(filter.limit ?? 100);
}
