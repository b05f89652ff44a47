/**
 * What organisations read of a person's account (a read of the users table; users owns it): the
 * e-mail an invitation is checked against, and the name and phone a member passenger starts from.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

/** The account's e-mail as entered, or null when there is no such (live) account. */
export async function findAccountEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.email ?? null;
}

/** Name, phone and e-mail of a live account, or null. */
export async function findAccountContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, phone: users.phone, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}
