/** Reads the caught mail (sandbox_mail), newest first. Test mode only. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxMail } from '../../db/schema/index';

export type CaughtMail = typeof sandboxMail.$inferSelect;

/** The newest `limit` messages, optionally only those addressed to `to` (any case). */
export function listCaughtMail(db: Db, to: string | undefined, limit = 100): Promise<CaughtMail[]> {
  const query = db.select().from(sandboxMail);
  const filtered = to ? query.where(sql`${to.toLowerCase()} = any(${sandboxMail.to})`) : query;
  return filtered.orderBy(desc(sandboxMail.receivedAt), desc(sandboxMail.id)).limit(limit);
}

export async function findCaughtMail(db: Db, id: string): Promise<CaughtMail | null> {
  const [row] = await db.select().from(sandboxMail).where(eq(sandboxMail.id, id));
  return row ?? null;
}
