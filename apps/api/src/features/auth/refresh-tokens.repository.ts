/**
 * SQL for refresh tokens. Only SHA-256 hashes are stored; a family is one sign-in and shares
 * one absolute expiry (RFC 9700 §4.14.2, refresh token rotation).
 */
import type { SessionEndReason } from '@fasttrack/contracts';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { refreshTokens } from '../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks the token used if it is still usable (unused, not revoked, not expired at `now`) and
 * returns it; null otherwise. One UPDATE, so of two concurrent refreshes with one token only
 * one can win.
 */
export async function claimRefreshToken(db: Executor, tokenHash: string, now: Date): Promise<RefreshTokenRow | null> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/**
 * Revokes every live token of the family `familyId` (of `userId` only, when given), stamped
 * `now` with `reason`.
 */
export async function revokeFamily(
  db: Executor,
  revocation: { familyId: string; now: Date; reason: SessionEndReason; userId?: string },
): Promise<void> {
  const { familyId, now, reason, userId } = revocation;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        userId ? eq(refreshTokens.userId, userId) : undefined,
      ),
    );
}

/**
 * Revokes every live token of every family of `userId` (all of the account's sessions), stamped
 * `now` with `reason`.
 */
export async function revokeUserTokens(
  db: Executor,
  revocation: { userId: string; now: Date; reason: SessionEndReason },
): Promise<void> {
  const { userId, now, reason } = revocation;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Every authenticated request asks {@link findSessionEnd}: a named statement prepared once per
 * handle (ADR 170), as the hot flight lookups are (issue 29 §4).
 */
const sessionEndQuery = preparedPerHandle((db: Executor) =>
  db
    .select({ reason: refreshTokens.revokedReason })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), isNotNull(refreshTokens.revokedAt)))
    .limit(1)
    .prepare('refresh_tokens_session_end'),
);

/**
 * Whether the session `familyId` was ended, and why: one indexed read, made for every request that
 * carries an access token of that session (issue 26 §6).
 * @returns `{ reason }` (null for a session revoked before reasons were kept), or null while live.
 */
export async function findSessionEnd(
  db: Executor,
  familyId: string,
): Promise<{ reason: SessionEndReason | null } | null> {
  const [row] = await sessionEndQuery(db).execute({ familyId });
  return row ? { reason: (row.reason as SessionEndReason | null) ?? null } : null;
}
