/** SQL of password reset: the single-use tokens, stored as hashes only. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';
import { deleteIdentitiesOf } from './social/oauth-identities.repository';

export async function insertResetToken(db: Executor, row: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(row);
}

/**
 * Uses a token: marks it used if it is unused and unexpired, in one statement, so two requests
 * with the same link cannot both succeed.
 * @returns the account's id, or null when the token is unknown, used or expired.
 */
export async function useResetToken(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** Marks every other open reset link of the account used: one reset ends them all. */
export async function closeResetTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * The auth feature's part of account deletion (issue 19, "Data rights: erasure"): deletes the
 * social sign-in identities linked to the account and its password-reset tokens. Sessions end
 * in a step of their own (`endAllSessions`).
 */
export async function deleteSignInRecords(tx: Executor, userId: string): Promise<void> {
  await deleteIdentitiesOf(tx, userId);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
