/**
 * SQL of `api_keys` (issue 40 item 1), written here and nowhere else (scripts/lint/table-owners.grit).
 * Every organisation-admin read filters by the organisation in its `WHERE`, so another
 * organisation's key is not found, as an unknown id.
 */
import type { ApiKeyMode, ApiKeyScope } from '@fasttrack/contracts';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKeys, organisations } from '../../db/schema/index';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The key's row, or null when its prefix is taken (draw another key). */
export async function insertApiKey(
  db: Executor,
  row: {
    organisationId: string;
    name: string;
    mode: ApiKeyMode;
    prefix: string;
    secretHash: string;
    scopes: ApiKeyScope[];
    createdByUserId: string;
    createdAt: Date;
    expiresAt: Date | null;
  },
): Promise<ApiKeyRow | null> {
  const [inserted] = await db.insert(apiKeys).values(row).onConflictDoNothing({ target: apiKeys.prefix }).returning();
  return inserted ?? null;
}

/** The organisation's keys, newest first, revoked and expired ones included. */
export function listApiKeyRows(db: Executor, organisationId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.organisationId, organisationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** How many of the organisation's keys work at `now`: not revoked, not expired. */
export async function countActiveKeys(db: Executor, organisationId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.organisationId, organisationId),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Revokes the organisation's key at `now`; one already revoked keeps its first revocation time.
 * @returns the row afterwards, or null for an unknown key or another organisation's.
 */
export async function revokeApiKeyRow(
  db: Executor,
  ids: { organisationId: string; apiKeyId: string },
  now: Date,
): Promise<ApiKeyRow | null> {
  const where = and(eq(apiKeys.id, ids.apiKeyId), eq(apiKeys.organisationId, ids.organisationId));
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(where)
    .returning();
  return row ?? null;
}

/** A key by its prefix, with its organisation's name and status: what authenticating needs. */
export async function findKeyByPrefix(db: Executor, prefix: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      organisationName: organisations.legalName,
      organisationStatus: organisations.status,
    })
    .from(apiKeys)
    .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
    .where(eq(apiKeys.prefix, prefix))
    .limit(1);
  return row ?? null;
}

/** Writes `last_used_at` unless it was written in the minute before `now` (so a busy key writes once a minute). */
export async function touchLastUsed(db: Executor, apiKeyId: string, now: Date): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, apiKeyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteAgo))));
}
