/**
 * Password reset (issue 16 §3). A request answers the same whether or not the account exists;
 * it is limited per IP (429) and per account (over the limit no further e-mail goes, and the
 * answer stays the same). The e-mail's link holds a single-use token valid 30 minutes; only its
 * SHA-256 is stored. Resetting sets the new password (§5 rules), ends every session of the
 * account, and signs the user in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type AuthResult, PASSWORD_RESET_TTL_MINUTES, PasswordResetMessages } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { recordDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { enforceRateLimit, type RateLimiter } from '../../lib/rate-limit';
import { findActiveRole, findLoginAccount, getProfile, setPasswordHash } from '../users/index';
import type { AuthDeps, RequestContext } from './auth.service';
import { accountKey } from './auth-limits';
import { closeResetTokens, insertResetToken, useResetToken } from './password-reset.repository';
import { hashPassword } from './passwords';
import { endAllSessions, startSession } from './sessions.service';

export interface PasswordResetDeps extends AuthDeps {
  jobs: JobRunner;
  resetLimits: { perIp: RateLimiter; perAccount: RateLimiter };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a reset token for the account and stores its hash (called by the e-mail job as it
 * sends, so the raw token exists only in the e-mail).
 * @returns the raw token (32 random bytes, base64url).
 */
export async function issuePasswordResetToken(db: Executor, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  await insertResetToken(db, { userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

/**
 * POST /auth/forgot-password. Enqueues the reset e-mail when the account exists and its
 * per-account limit allows.
 * @throws AppError 429 over the per-IP limit.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string, ctx: RequestContext): Promise<void> {
  await enforceRateLimit(deps.resetLimits.perIp, ctx.ip);
  const allowed = await deps.resetLimits.perAccount.consume(accountKey(email)).then(
    () => true,
    () => false,
  );
  if (!allowed) return;
  const account = await findLoginAccount(deps.db, email);
  // A deactivated staff account gets no link (it must not sign in again).
  if (!account || !(await findActiveRole(deps.db, account.user.id))) return;
  // The e-mail is the messages subscriber's (messages/event-subscriber.ts).
  await deps.db.transaction((tx) =>
    recordDomainEvent(tx, deps.jobs, {
      type: 'account.password_reset_requested',
      aggregateId: account.user.id,
      payload: {},
      actor: { userId: null, role: 'system' },
    }),
  );
}

/**
 * POST /auth/reset-password.
 * @throws AppError 400 when the link is unknown, used or expired (nothing changes); 429 over the per-IP limit.
 */
export async function resetPassword(
  deps: PasswordResetDeps,
  input: { token: string; password: string },
  ctx: RequestContext,
): Promise<AuthResult> {
  await enforceRateLimit(deps.resetLimits.perIp, ctx.ip);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const userId = await useResetToken(tx, hashToken(input.token), now);
    if (!userId || !(await findActiveRole(tx, userId))) throw AppError.badRequest(PasswordResetMessages.invalidLink);
    await setPasswordHash(tx, userId, passwordHash);
    await closeResetTokens(tx, userId, now);
    await endAllSessions(tx, { userId, reason: 'password-changed', now });
    const user = await getProfile(tx, userId);
    const tokens = await startSession(tx, { signer: deps.tokens, user: { userId, role: user.role }, now });
    return { ...tokens, user };
  });
}
