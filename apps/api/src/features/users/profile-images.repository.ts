/** SQL for profile pictures (one row per user, bytes in a bytea column). */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profileImages } from '../../db/schema/index';

export type ProfileImageRow = typeof profileImages.$inferSelect;

/** Inserts or replaces the user's picture; `updated_at` moves, which changes its public URL. */
export async function upsertProfileImage(
  db: Executor,
  values: Pick<ProfileImageRow, 'userId' | 'contentType' | 'sizeBytes' | 'data'>,
): Promise<void> {
  await db
    .insert(profileImages)
    .values(values)
    .onConflictDoUpdate({
      target: profileImages.userId,
      set: {
        contentType: values.contentType,
        sizeBytes: values.sizeBytes,
        data: values.data,
        updatedAt: sql`now()`,
      },
    });
}

export async function findProfileImage(db: Executor, userId: string): Promise<ProfileImageRow | null> {
  const rows = await db.select().from(profileImages).where(eq(profileImages.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function deleteProfileImage(db: Executor, userId: string): Promise<void> {
  await db.delete(profileImages).where(eq(profileImages.userId, userId));
}
