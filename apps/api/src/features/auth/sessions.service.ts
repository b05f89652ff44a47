/**
 * Sessions: an access token (JWT, 15 min) plus an opaque refresh token (issue: accounts).
 *
 * - A refresh token is 256 random bits, sent base64url-encoded and stored only as its SHA-256.
 * - Every sign-in starts a family with a 30-day absolute lifetime; each refresh marks the
 *   presented token used and issues the next one in the same family with the same expiry.
 * - Presenting a token that was already used revokes the whole family and answers 401, since
 *   either the legitimate client or an attacker holds a stolen copy (RFC 9700 §4.14.2).
 * - Sign-out revokes the family; access tokens carry the family id (`sid`) so that a bare
 *   bearer is enough to name the session.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AuthMessages, ErrorCode, type SessionEndReason, sessionEndedMessage } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AccessTokenClaims, AccessTokenSigner } from './access-token';
import {
  claimRefreshToken,
  findRefreshToken,
  findSessionEnd,
  insertRefreshToken,
  type RefreshTokenRow,
  revokeFamily,
  revokeUserTokens,
} from './refresh-tokens.repository';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const REFRESH_TOKEN_BYTES = 32;

export interface SessionTokens {
  /** Access token (JWT). */
  token: string;
  refreshToken: string;
}

/** SHA-256 (hex) of a refresh token: what the database keeps. */
export function hashRefreshToken(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('hex');
}

/**
 * Stores a new refresh token of `family` for `user` and signs the access token to go with it.
 * @param session.family the family's id and absolute expiry
 * @param session.signer signs the access token for `user` as of `now`
 */
async function issue(
  db: Executor,
  session: {
    signer: AccessTokenSigner;
    user: Omit<AccessTokenClaims, 'sessionId'>;
    family: Pick<RefreshTokenRow, 'familyId' | 'expiresAt'>;
    now: Date;
  },
): Promise<SessionTokens> {
  const { signer, user, family, now } = session;
  const refreshToken = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
  await insertRefreshToken(db, {
    userId: user.userId,
    familyId: family.familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: family.expiresAt,
  });
  const token = await signer.sign({ ...user, sessionId: family.familyId }, now);
  return { token, refreshToken };
}

/**
 * Starts a new session (family) for `user`, e.g. after sign-in or registration.
 * @param session.signer signs the access token for `user` as of `now` (default: the current time)
 */
export function startSession(
  db: Executor,
  session: { signer: AccessTokenSigner; user: Omit<AccessTokenClaims, 'sessionId'>; now?: Date },
): Promise<SessionTokens> {
  const { signer, user, now = new Date() } = session;
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  return issue(db, { signer, user, family: { familyId: randomUUID(), expiresAt }, now });
}

export type RotationOutcome =
  | { ok: true; userId: string; tokens: SessionTokens }
  | { ok: false; reuseDetected: boolean };

/**
 * Exchanges `refreshToken` for the next pair of its family. Run it inside a transaction and
 * commit even when it refuses: a detected reuse has just revoked the family.
 * `roleOf` reads the user's current role, so a refreshed access token reflects role changes;
 * `signer` signs the new access token; `now` defaults to the current time.
 */
export async function rotateSession(
  tx: Executor,
  rotation: {
    signer: AccessTokenSigner;
    refreshToken: string;
    roleOf: (userId: string) => Promise<AccessTokenClaims['role'] | null>;
    now?: Date;
  },
): Promise<RotationOutcome> {
  const { signer, refreshToken, roleOf, now = new Date() } = rotation;
  const tokenHash = hashRefreshToken(refreshToken);
  const claimed = await claimRefreshToken(tx, tokenHash, now);
  if (!claimed) {
    const known = await findRefreshToken(tx, tokenHash);
    const reused = known?.usedAt != null && known.revokedAt == null;
    if (known && reused) await revokeFamily(tx, { familyId: known.familyId, now, reason: 'reused' });
    return { ok: false, reuseDetected: reused };
  }
  const role = await roleOf(claimed.userId);
  if (!role) return { ok: false, reuseDetected: false };
  const tokens = await issue(tx, { signer, user: { userId: claimed.userId, role }, family: claimed, now });
  return { ok: true, userId: claimed.userId, tokens };
}

/**
 * Ends sessions on sign-out. `claims` come from a bearer token checked for its signature (it may
 * have expired); `refreshToken` from the body. The body's token only counts when it belongs to
 * the bearer's user, or when there is no bearer (holding it already proves the session).
 * @throws AppError 401 when neither a bearer nor a refresh token was presented.
 */
export async function endSession(
  db: Executor,
  input: { claims: AccessTokenClaims | null; refreshToken?: string | undefined },
  now = new Date(),
): Promise<void> {
  const { claims, refreshToken } = input;
  if (!claims && !refreshToken) throw AppError.unauthorized();
  if (refreshToken) {
    const row = await findRefreshToken(db, hashRefreshToken(refreshToken));
    if (row && (!claims || row.userId === claims.userId)) {
      await revokeFamily(db, { familyId: row.familyId, now, reason: 'signed-out' });
    }
  }
  if (claims?.sessionId) {
    await revokeFamily(db, { familyId: claims.sessionId, now, reason: 'signed-out', userId: claims.userId });
  }
}

/**
 * Ends every session of an account at once (issue 15 §2 deactivation, issue 26 §6 password
 * reset): each refresh-token family is revoked with `reason`, so no refresh succeeds, and the
 * access tokens already issued are refused from their next request (see {@link sessionEnd}).
 */
export function endAllSessions(
  db: Executor,
  ending: { userId: string; reason: SessionEndReason; now?: Date },
): Promise<void> {
  const { userId, reason, now = new Date() } = ending;
  return revokeUserTokens(db, { userId, now, reason });
}

/**
 * The check every authenticated request makes (the `authenticate` plugin): whether the session an
 * access token belongs to has ended. An access token outlives its session by up to 15 minutes
 * otherwise, and a password reset must end the other sessions at once (issue 26 §6).
 * @returns the 401 SESSION_ENDED to answer, saying why; null while the session is live.
 */
export async function sessionEnd(db: Executor, sessionId: string): Promise<AppError | null> {
  const ended = await findSessionEnd(db, sessionId);
  return ended ? new AppError(ErrorCode.SESSION_ENDED, sessionEndedMessage(ended.reason), { statusCode: 401 }) : null;
}

/** The 401 every refused refresh gets, whatever the reason, so the reason does not leak. */
export const sessionExpired = () => AppError.unauthorized(AuthMessages.sessionExpired);
