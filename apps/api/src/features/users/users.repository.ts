/**
 * SQL for user accounts. E-mail look-ups compare `lower(email)`, the expression the unique
 * index `users_email_lower_key` is built on, so "Ada@x.com" and "ada@x.com" are one account.
 * Rows stay inside the users feature; other features get the `User` DTO from users.service.ts.
 */
import type { MarketingConsentSource } from '@fasttrack/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { profileImages, users } from '../../db/schema/index';
import { marketingConsentSet } from './marketing-consent';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = Omit<typeof users.$inferInsert, 'id' | 'role' | 'createdAt' | 'updatedAt'>;
export type UserPatch = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'dateOfBirth' | 'nationality' | 'marketingConsent'>
>;

/** A user with the time its profile picture last changed (null: no picture). */
export interface UserRecord extends UserRow {
  imageUpdatedAt: Date | null;
}

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const selectRecord = (db: Executor) =>
  db
    .select({ user: users, imageUpdatedAt: profileImages.updatedAt })
    .from(users)
    .leftJoin(profileImages, eq(profileImages.userId, users.id));

type SelectedRow = { user: UserRow; imageUpdatedAt: Date | null };
const toRecord = (row: SelectedRow | undefined): UserRecord | null =>
  row ? { ...row.user, imageUpdatedAt: row.imageUpdatedAt } : null;

async function selectOne(db: Executor, where: SQL): Promise<UserRecord | null> {
  return toRecord((await selectRecord(db).where(where).limit(1))[0]);
}

/**
 * The account by id, read on every booking creation and profile read: a named statement
 * prepared once per handle (ADR 170; issue 29 §4).
 */
const byIdQuery = preparedPerHandle((db: Executor) =>
  selectRecord(db)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_by_id'),
);

/** The account with this e-mail, compared without regard to case; or null. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRecord | null> {
  return selectOne(db, byEmail(email));
}

export async function findUserById(db: Executor, id: string): Promise<UserRecord | null> {
  return toRecord((await byIdQuery(db).execute({ id }))[0]);
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  return rows.length > 0;
}

/**
 * Inserts a customer account (the role column keeps its default). Returns null when the e-mail
 * is taken, including by a concurrent insert: `on conflict do nothing` covers the unique index.
 */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Inserts a staff account with `role` (issue 15 §2: only an admin or the staff:create command
 * makes one). Returns null when the e-mail is taken, including by a concurrent insert.
 */
export async function insertStaffUser(
  db: Executor,
  values: NewUserRow & { role: UserRow['role'] },
): Promise<UserRow | null> {
  const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/**
 * Inserts staff accounts, skipping each whose e-mail is taken (the demo staff of test mode,
 * seeded idempotently by several processes at once: issue 15 §2).
 */
export async function insertStaffUsersIfAbsent(
  db: Executor,
  values: (NewUserRow & { role: UserRow['role'] })[],
): Promise<void> {
  await db.insert(users).values(values).onConflictDoNothing();
}

/** Sets `deactivated_at` once; returns false when the account does not exist. */
export async function markDeactivated(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${at})`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Applies `update.patch` and returns the updated record, or null when the user does not exist. A
 * marketing choice in it is recorded with its time and `update.consentSource` (default
 * `profile`; marketing-consent.ts).
 */
export async function updateUser(
  db: Executor,
  id: string,
  update: { patch: UserPatch; consentSource?: MarketingConsentSource },
): Promise<UserRecord | null> {
  const { patch, consentSource = 'profile' } = update;
  const { marketingConsent, ...rest } = patch;
  const consent = marketingConsent === undefined ? {} : marketingConsentSet(marketingConsent, consentSource);
  const rows = await db
    .update(users)
    .set({ ...rest, ...consent, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length ? findUserById(db, id) : null;
}
