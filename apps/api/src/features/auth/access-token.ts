/**
 * Access tokens: HS256 JWTs valid 15 minutes, carrying the user id (`sub`) and `role`
 * (issue: accounts). Verification pins the algorithm, so `alg: none` and other algorithms
 * are refused, as are expired or forged tokens. A token may also carry the id of the sign-in it
 * belongs to (`sid`, the refresh-token family), so that sign-out can end that session.
 */
import { randomBytes, randomUUID, webcrypto } from 'node:crypto';
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

/** Most verified tokens a signer remembers; past it, it forgets them all and starts again. */
const VERIFIED_TOKENS_MAX = 10_000;

/** A token's claims and its expiry (s since the epoch; every token this signer makes has one). */
interface Verified {
  claims: AccessTokenClaims;
  exp: number | undefined;
}

/**
 * The signer of the access tokens of `secretBytes` (HS256).
 *
 * Checking a token is most of what an authenticated request costs that reads little (issue 20,
 * goal 2), so the signer:
 * - imports the key into Web Crypto once, here: jose signs and verifies with Web Crypto, and a
 *   KeyObject or raw bytes would be imported again on every call;
 * - remembers each token it verified, with its expiry, and answers the same token again from that
 *   (at most {@link VERIFIED_TOKENS_MAX}). The signature of a given token string is either valid
 *   or not, once and for all, so only the expiry is checked again, against `now` exactly as jose
 *   checks it. A client sends the same token with every request for its 15 minutes. Tokens that
 *   fail are never remembered, and sign-out's check (`verifyAllowingExpired`) always runs in full.
 */
export function createAccessTokenSigner(secretBytes: Uint8Array): AccessTokenSigner {
  const secret = webcrypto.subtle.importKey('raw', secretBytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, Verified>();

  async function check(token: string, now: Date, clockTolerance: number): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, await secret, {
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
      return { claims, exp: payload.exp };
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
          .sign(await secret)
      );
    },
    async verify(token, now = new Date()) {
      // jose's rule: expired when `exp` <= now, in whole seconds.
      const seconds = Math.floor(now.getTime() / 1000);
      const known = verified.get(token);
      if (known?.exp !== undefined) return known.exp > seconds ? { ...known.claims } : null;
      const result = await check(token, now, 0);
      if (!result) return null;
      if (result.exp !== undefined) {
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear();
        verified.set(token, result);
      }
      return { ...result.claims };
    },
    async verifyAllowingExpired(token, now = new Date()) {
      return (await check(token, now, EXPIRED_TOKEN_GRACE_SECONDS))?.claims ?? null;
    },
  };
}
