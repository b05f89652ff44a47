/**
 * Access tokens: HS256 JWTs valid 15 minutes, carrying the user id (`sub`) and `role`
 * (issue: accounts). Verification pins the algorithm, so `alg: none` and other algorithms
 * are refused, as are expired or forged tokens. A token may also carry the id of the sign-in it
 * belongs to (`sid`, the refresh-token family), so that sign-out can end that session.
 */
import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RoleSchema } from '@fasttrack/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type AccessTokenClaims, type AccessTokenSigner, EXPIRED_TOKEN_GRACE_SECONDS } from '../../lib/access-tokens';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'fasttrack-los';
const AUDIENCE = 'fasttrack-los-api';

export { type AccessTokenClaims, type AccessTokenSigner, EXPIRED_TOKEN_GRACE_SECONDS };

/**
 * Resolves the signing secret: the configured one, else one generated once and kept in
 * `DATA_DIR/jwt-secret` so restarts keep sessions. `memory://` keeps it in memory only.
 * Several processes sharing DATA_DIR may start together (issue 20 §3): the file appears whole
 * or not at all (written aside, then hard-linked into place, which fails if it exists), so
 * none reads a half-written secret and all end with the first one written.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (dataDir === 'memory://') return randomBytes(32);
  const file = path.join(dataDir, 'jwt-secret');
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  try {
    return read();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const aside = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(aside, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(aside, { force: true });
    }
    return read();
  }
}

export function createAccessTokenSigner(secretBytes: Uint8Array): AccessTokenSigner {
  // A KeyObject made once: jose would otherwise import the raw bytes on every sign and verify.
  const secret = createSecretKey(secretBytes);
  async function check(token: string, now: Date, clockTolerance: number): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        clockTolerance,
      });
      const role = RoleSchema.safeParse(payload.role);
      if (!payload.sub || !role.success) return null;
      const claims: AccessTokenClaims = { userId: payload.sub, role: role.data };
      if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
      return claims;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }

  return {
    async sign({ userId, role, sessionId }, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return (
        new SignJWT(sessionId ? { role, sid: sessionId } : { role })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(userId)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(iat)
          .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
          // A unique id, so two tokens issued in the same second are still different tokens.
          .setJti(randomUUID())
          .sign(secret)
      );
    },
    verify: (token, now = new Date()) => check(token, now, 0),
    verifyAllowingExpired: (token, now = new Date()) => check(token, now, EXPIRED_TOKEN_GRACE_SECONDS),
  };
}
