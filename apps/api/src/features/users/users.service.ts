/**
 * User accounts and profiles (spec §3 User, §5 Profile, Profile picture). The users feature owns
 * the `users` and `profile_images` tables; the auth feature owns sessions, tokens and sign-in and
 * reaches accounts only through these functions (users/index.ts). Everything returned is the §3
 * `User` DTO or a plain value, never a row.
 */
import type { RegisterRequestSchema, Role, StaffRole, UpdateProfileRequestSchema, User } from '@fasttrack/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { initialMarketingConsent } from './marketing-consent';
import { profileImageUrl, removeProfileImage, saveProfileImage } from './profile-images.service';
import {
  emailExists,
  findUserByEmail,
  findUserById,
  insertStaffUser,
  insertUser,
  markDeactivated,
  type UserPatch,
  type UserRecord,
  updateUser,
} from './users.repository';

/** A new customer account: the registration fields and the password's hash (never the password). */
export type NewAccount = Omit<z.output<typeof RegisterRequestSchema>, 'password'> & { passwordHash: string };

/** The §3 user as every endpoint returns it: no password hash, no token material. */
function toUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    phone: record.phone,
    dateOfBirth: record.dateOfBirth,
    nationality: record.nationality,
    marketingConsent: record.marketingConsent,
    profileImage: profileImageUrl(record.id, record.imageUpdatedAt),
    role: record.role,
    createdAt: record.createdAt.toISOString(),
  };
}

/** Creates a customer account. @returns null when the e-mail (any case) already has one. */
export async function createAccount(db: Executor, account: NewAccount): Promise<User | null> {
  // The registration form is where the first marketing choice is made (issue 19, Data rights).
  const row = await insertUser(db, {
    ...account,
    ...initialMarketingConsent(account.marketingConsent ?? false, 'registration'),
  });
  return row ? toUser({ ...row, imageUpdatedAt: null }) : null;
}

/**
 * A staff account to create (issue 15 §2). Staff have no date of birth or nationality on file;
 * the users table requires both, so they get fixed placeholders that no screen shows.
 */
export interface NewStaffAccount {
  role: StaffRole;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  passwordHash: string;
}

const STAFF_PLACEHOLDER = { dateOfBirth: '1900-01-01', nationality: 'Nigerian' } as const;

/** Creates a staff account. @returns null when the e-mail (any case) already has an account. */
export async function createStaffUser(db: Executor, account: NewStaffAccount): Promise<User | null> {
  const row = await insertStaffUser(db, { ...STAFF_PLACEHOLDER, ...account });
  return row ? toUser({ ...row, imageUpdatedAt: null }) : null;
}

/**
 * Marks an account deactivated (issue 15 §2): it can no longer sign in, refresh, or pass a staff
 * route's check. Deactivating twice keeps the first time. @returns false when there is no account.
 */
export function deactivateUser(db: Executor, userId: string, at = new Date()): Promise<boolean> {
  return markDeactivated(db, userId, at);
}

/**
 * The account with this e-mail (any case), its password hash and whether it was deactivated,
 * for sign-in; or null.
 */
export async function findLoginAccount(
  db: Executor,
  email: string,
): Promise<{ user: User; passwordHash: string; deactivated: boolean } | null> {
  const record = await findUserByEmail(db, email);
  return record
    ? {
        user: toUser(record),
        passwordHash: record.passwordHash,
        deactivated: record.deactivatedAt !== null || record.deletedAt !== null,
      }
    : null;
}

/** The role of an existing account, or null when it no longer exists. */
export async function findUserRole(db: Executor, userId: string): Promise<Role | null> {
  return (await findUserById(db, userId))?.role ?? null;
}

/**
 * The role of an account as staff routes must see it (issue 15 §2): read from the database on
 * every staff request, so a role change or a deactivation counts at once, not when the access
 * token expires. Null when the account no longer exists or was deactivated.
 */
export async function findActiveRole(db: Executor, userId: string): Promise<Role | null> {
  const user = await findUserById(db, userId);
  return user && !user.deactivatedAt && !user.deletedAt ? user.role : null;
}

/** Whether an account uses this e-mail, compared without regard to case. */
export function emailInUse(db: Executor, email: string): Promise<boolean> {
  return emailExists(db, email);
}

/** The signed-in user. @throws AppError 401 when the account no longer exists or was deleted. */
export async function getProfile(db: Executor, userId: string): Promise<User> {
  const record = await findUserById(db, userId);
  if (!record || record.deletedAt) throw AppError.unauthorized();
  return toUser(record);
}

/**
 * Updates the editable profile fields only (names, phone, date of birth, nationality, marketing
 * consent; a marketing choice is recorded with its time and the source `profile`).
 */
export async function updateProfile(
  db: Executor,
  userId: string,
  patch: z.output<typeof UpdateProfileRequestSchema>,
): Promise<User> {
  const allowed: UserPatch = {
    firstName: patch.firstName,
    lastName: patch.lastName,
    phone: patch.phone,
    dateOfBirth: patch.dateOfBirth,
    nationality: patch.nationality,
    marketingConsent: patch.marketingConsent,
  };
  const record = await updateUser(db, userId, { patch: allowed });
  if (!record) throw AppError.unauthorized();
  return toUser(record);
}

/**
 * Sets the signed-in user's profile picture and answers the updated user (§5 Profile picture).
 * @throws AppError 401 when the account no longer exists; 413/415 from saveProfileImage.
 */
export function setProfileImage(db: Db, userId: string, bytes: Buffer): Promise<User> {
  return db.transaction(async (tx) => {
    await getProfile(tx, userId);
    await saveProfileImage(tx, userId, bytes);
    return getProfile(tx, userId);
  });
}

/** Removes the signed-in user's profile picture (none is fine) and answers the updated user. */
export async function clearProfileImage(db: Executor, userId: string): Promise<User> {
  await removeProfileImage(db, userId);
  return getProfile(db, userId);
}
