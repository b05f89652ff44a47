/** SQL for captured leads. */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leads } from '../../db/schema/index';

export type LeadRow = typeof leads.$inferSelect;
export type LeadInsert = typeof leads.$inferInsert;

/**
 * Serialises captures of the same e-mail and flight until the caller's transaction ends, so
 * two identical requests at once cannot both insert (transaction-scoped advisory lock).
 */
export async function lockLeadKey(tx: Executor, email: string, flightKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${email}:${flightKey}`}, 0))`);
}

/**
 * The newest lead for `lead.email` and `lead.flightKey` captured less than `lead.withinSeconds`
 * ago (database clock).
 */
export async function findRecentLead(
  db: Executor,
  lead: { email: string; flightKey: string; withinSeconds: number },
): Promise<LeadRow | null> {
  const { email, flightKey, withinSeconds } = lead;
  const rows = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.email, email),
        eq(leads.flightKey, flightKey),
        gt(leads.createdAt, sql`now() - (${withinSeconds}::int * interval '1 second')`),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertLead(db: Executor, values: LeadInsert): Promise<LeadRow> {
  const [row] = await db.insert(leads).values(values).returning();
  if (!row) throw new Error('lead insert returned nothing');
  return row;
}

/**
 * The leads feature's part of account deletion (issue 19, "Data rights: erasure"): deletes every
 * lead captured for the account's `email`: a lead names no account, only the address.
 */
export async function deleteLeadsOfEmail(tx: Executor, email: string): Promise<void> {
  // Leads keep their e-mail lower-cased and trimmed.
  await tx.delete(leads).where(eq(leads.email, email.trim().toLowerCase()));
}
