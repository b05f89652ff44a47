/**
 * The users feature's part of account deletion (issue 19, "Data rights: erasure"): the profile
 * picture goes and the account row stays, with its personal fields replaced, so that bookings and
 * payments kept for accounting still point at an account that names nobody.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import { deleteProfileImage } from './profile-images.repository';

/**
 * Deletes the account's profile picture and replaces the account's personal fields. The e-mail
 * becomes `deleted-<id>@deleted.invalid` (unique, and `.invalid` can never receive mail: RFC
 * 2606), which frees the address for a new registration; the password hash becomes a value no
 * password matches; the marketing consent is withdrawn, recorded at `now` with the source
 * `account-deleted`.
 * @returns false when the account was already deleted.
 */
export async function eraseAccount(tx: Executor, userId: string, now: Date): Promise<boolean> {
  await deleteProfileImage(tx, userId);
  const rows = await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      passwordHash: '!deleted',
      firstName: 'Deleted',
      lastName: 'account',
      phone: '',
      dateOfBirth: '1900-01-01',
      nationality: 'Other',
      marketingConsent: false,
      marketingConsentAt: now,
      marketingConsentSource: 'account-deleted',
      deletedAt: now,
      deactivatedAt: sql`coalesce(${users.deactivatedAt}, ${now})`,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
