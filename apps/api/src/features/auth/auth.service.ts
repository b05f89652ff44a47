/**
 * Authentication (issue: accounts; spec §3, §4): registration, sign-in, refresh, sign-out and the
 * user-exists check. Accounts and profiles belong to the users feature (users/index.ts); this
 * module owns passwords, sessions and tokens and returns contract DTOs (`AuthResult`).
 */
import {
  type AuthResult,
  type CheckUserRequest,
  type LoginRequest,
  Messages,
  type RegisterRequestSchema,
} from '@fasttrack/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createAccount, emailInUse, findActiveRole, findLoginAccount, getProfile } from '../users/index';
import type { AccessTokenSigner } from './access-token';
import { recordAccountRegistered } from './account-events';
import { type AuthLimiters, accountKey } from './auth-limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { endSession, rotateSession, sessionExpired, startSession } from './sessions.service';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokenSigner;
  limits: AuthLimiters;
  /** For the e-mails that follow a change (welcome after registration, issue 16 §3). */
  jobs?: JobRunner;
}

/** The caller's address, for per-IP limits. */
export interface RequestContext {
  ip: string;
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
    const user = await createAccount(tx, { ...profile, passwordHash });
    if (!user) throw AppError.conflict(Messages.emailTaken);
    if (deps.jobs) await recordAccountRegistered(tx, deps.jobs, user);
    const tokens = await startSession(tx, { signer: deps.tokens, user: { userId: user.id, role: user.role } });
    return { ...tokens, user };
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

  const found = await findLoginAccount(deps.db, input.email);
  const ok = found
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  // A deactivated account (issue 15 §2) gets the answer of a wrong password: nothing to learn.
  if (!found || !ok || found.deactivated) throw AppError.unauthorized(Messages.invalidCredentials);
  await deps.limits.loginFailuresPerAccount.reward(account, 1);
  const { user } = found;
  const tokens = await startSession(deps.db, { signer: deps.tokens, user: { userId: user.id, role: user.role } });
  return { ...tokens, user };
}

/**
 * Rotates a refresh token into a new pair (same family, same absolute expiry).
 * @throws AppError 401 for an unknown, expired, revoked or already used token, or a deactivated
 *   account; a used token also revokes its whole family (RFC 9700 §4.14.2).
 */
export async function refresh(deps: AuthDeps, refreshToken: string): Promise<AuthResult> {
  const outcome = await deps.db.transaction((tx) =>
    rotateSession(tx, { signer: deps.tokens, refreshToken, roleOf: (id) => findActiveRole(tx, id) }),
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

/** Whether an account uses this e-mail (§2 email-first card). At most 10 a minute per IP. */
export async function checkUser(
  deps: AuthDeps,
  input: CheckUserRequest,
  ctx: RequestContext,
): Promise<{ exists: boolean }> {
  await enforceRateLimit(deps.limits.checkUserPerIp, ctx.ip);
  return { exists: await emailInUse(deps.db, input.email) };
}
