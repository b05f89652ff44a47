/**
 * SQL for `oauth_identities` (issue 19 §11): one row per account and provider identity, unique on
 * (provider, subject). Rows go when the account goes (ON DELETE CASCADE).
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oauthIdentities } from '../../../db/schema/index';

/** The account an identity signs in to, or null. */
export async function findIdentityUser(db: Executor, provider: string, subject: string): Promise<string | null> {
  const rows = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Links an identity to an account. @returns false when it was already linked (to any account). */
export async function insertIdentity(
  db: Executor,
  values: { userId: string; provider: string; subject: string; email: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(oauthIdentities)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: oauthIdentities.id });
  return rows.length > 0;
}

/**
 * Unlinks every identity of the account (account deletion: the account row stays anonymised, so
 * the cascade never fires). The provider's subject then signs in to nothing.
 */
export async function deleteIdentitiesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(oauthIdentities).where(eq(oauthIdentities.userId, userId));
}
