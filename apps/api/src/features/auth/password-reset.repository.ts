/** SQL of password reset: the single-use tokens, stored as hashes only. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/index';

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
