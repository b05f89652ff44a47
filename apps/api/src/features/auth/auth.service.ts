/**
 * Accounts (issue: accounts; spec §3, §4, §5): registration, sign-in, refresh, sign-out,
 * profile and the user-exists check. Handlers pass validated contract bodies; this module
 * applies the rules and returns contract DTOs (`User`, `AuthResult`).
 */
import {
  type AuthResult,
  type CheckUserRequest,
  type LoginRequest,
  Messages,
  type RegisterRequestSchema,
  type UpdateProfileRequestSchema,
  type User,
} from '@fasttrack/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { profileImageUrl, removeProfileImage, saveProfileImage } from '../users/profile-images.service';
import type { AccessTokenSigner } from './access-token';
import { type AuthLimiters, accountKey } from './auth-limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { endSession, rotateSession, sessionExpired, startSession } from './sessions.service';
import {
  emailExists,
  findUserByEmail,
  findUserById,
  insertUser,
  type UserPatch,
  type UserRecord,
  updateUser,
} from './users.repository';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokenSigner;
  limits: AuthLimiters;
}

/** The caller's address, for per-IP limits. */
export interface RequestContext {
  ip: string;
}

/** The §3 user as every endpoint returns it: no password hash, no token material. */
export function toUser(record: UserRecord): User {
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

/**
 * Creates a customer account and signs it in. At most 5 a minute per IP.
 * @throws AppError 409 when the e-mail (trimmed, any case) already has an account; nothing is
 *   created. 429 over the limit.
 */
export async function register(
  deps: AuthDeps,
  input: z.output<typeof RegisterRequestSchema>,
  ctx: RequestContext,
): Promise<AuthResult> {
  await enforceRateLimit(deps.limits.registerPerIp, ctx.ip);
  const { password, ...profile } = input;
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const row = await insertUser(tx, { ...profile, passwordHash });
    if (!row) throw AppError.conflict(Messages.emailTaken);
    const tokens = await startSession(tx, deps.tokens, { userId: row.id, role: row.role });
    return { ...tokens, user: toUser({ ...row, imageUpdatedAt: null }) };
  });
}

/**
 * Signs in with e-mail and password. An unknown e-mail and a wrong password get the same 401
 * and take the same time (a dummy hash is verified). Limits: 10 attempts a minute per IP, and
 * 100 failures an hour per account (counted for unknown e-mails too, so the answers stay alike).
 *
 * The account limit is atomic (issue 14 item 2): a failure slot is taken BEFORE the password is
 * verified and given back when it matches, so however many attempts run at once, at most 100
 * passwords are verified per account per hour.
 * @throws AppError 401 'Invalid email or password'; 429 over either limit.
 */
export async function login(deps: AuthDeps, input: LoginRequest, ctx: RequestContext): Promise<AuthResult> {
  await enforceRateLimit(deps.limits.loginPerIp, ctx.ip);
  const account = accountKey(input.email);
  await enforceRateLimit(deps.limits.loginFailuresPerAccount, account);

  const user = await findUserByEmail(deps.db, input.email);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw AppError.unauthorized(Messages.invalidCredentials);
  await deps.limits.loginFailuresPerAccount.reward(account, 1);
  const tokens = await startSession(deps.db, deps.tokens, { userId: user.id, role: user.role });
  return { ...tokens, user: toUser(user) };
}

/**
 * Rotates a refresh token into a new pair (same family, same absolute expiry).
 * @throws AppError 401 for an unknown, expired, revoked or already used token; a used one also
 *   revokes its whole family (RFC 9700 §4.14.2).
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<AuthResult> {
  const outcome = await deps.db.transaction((tx) =>
    rotateSession(tx, deps.tokens, refreshToken, async (id) => (await findUserById(tx, id))?.role ?? null),
  );
  if (!outcome.ok) throw sessionExpired();
  return { ...outcome.tokens, user: await getProfile(deps.db, outcome.userId) };
}

/**
 * Signs out: revokes the session's refresh-token family. `bearer` may be expired (not forged);
 * without a bearer the body's refresh token alone names the session.
 * @throws AppError 401 for a forged bearer, or when neither credential is present.
 */
export async function logout(
  deps: AuthDeps,
  input: { bearer: string | null; refreshToken?: string | undefined },
): Promise<void> {
  const claims = input.bearer ? await deps.tokens.verifyAllowingExpired(input.bearer) : null;
  if (input.bearer && !claims) throw sessionExpired();
  await deps.db.transaction((tx) => endSession(tx, { claims, refreshToken: input.refreshToken }));
}

/** The signed-in user. @throws AppError 401 when the account no longer exists. */
export async function getProfile(db: Executor, userId: string): Promise<User> {
  const record = await findUserById(db, userId);
  if (!record) throw AppError.unauthorized();
  return toUser(record);
}

/** Updates the editable profile fields only (names, phone, nationality, marketing consent). */
export async function updateProfile(
  db: Executor,
  userId: string,
  patch: z.output<typeof UpdateProfileRequestSchema>,
): Promise<User> {
  const allowed: UserPatch = {
    firstName: patch.firstName,
    lastName: patch.lastName,
    phone: patch.phone,
    nationality: patch.nationality,
    marketingConsent: patch.marketingConsent,
  };
  const record = await updateUser(db, userId, allowed);
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

/** Whether an account uses this e-mail (§2 email-first card). At most 10 a minute per IP. */
export async function checkUser(
  deps: AuthDeps,
  input: CheckUserRequest,
  ctx: RequestContext,
): Promise<{ exists: boolean }> {
  await enforceRateLimit(deps.limits.checkUserPerIp, ctx.ip);
  return { exists: await emailExists(deps.db, input.email) };
}
