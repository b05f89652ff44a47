/** Sets an account's password hash (password reset, issue 16 §3). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

/** @returns false when the account does not exist. */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
