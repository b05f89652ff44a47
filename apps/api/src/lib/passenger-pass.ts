/**
 * The signed link of a lead passenger's pass (issue 36 item 1): `PUBLIC_URL/pass/<token>`, where
 * the token is a compact JWS (HS256, jose) of the booking reference (`sub`) and the end of the
 * service day (`exp`, contracts `passExpiresAt`). The key is derived with HKDF from the
 * access-token secret, so every API process shares it and a pass is never an access token (nor
 * the reverse).
 *
 * The token is the JWS without its header, which is always `{"alg":"HS256"}`, and with `~` for
 * the dots: it rides in a text of at most two segments, and a path whose last segment has a dot
 * reads as a file (the web server answers 404, not the page). No `iat`, and the reference rather
 * than the booking id. The same booking and day always make the same token, so a text sent again
 * after a crash says the same words (ADR 281).
 */
import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface PassSigner {
  /** A token for `bookingReference` that stops working at `expiresAt`. */
  issue(bookingReference: string, expiresAt: Date): Promise<string>;
  /**
   * @returns the booking reference, `expired` for a genuine token past its `exp` at `now`, or
   *   null for a forged, foreign or malformed one.
   */
  verify(token: string, now?: Date): Promise<{ bookingReference: string } | 'expired' | null>;
}

/** @param secret the access-token secret (auth `resolveJwtSecret`). */
/** The one protected header every pass has; the token leaves it out. */
const HEADER = 'eyJhbGciOiJIUzI1NiJ9';

export function createPassSigner(secret: Uint8Array): PassSigner {
  const key = new Uint8Array(hkdfSync('sha256', secret, 'fasttrack-los', 'passenger-pass', 32));
  return {
    async issue(bookingReference, expiresAt) {
      const jws = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(bookingReference)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      const [header, payload, signature] = jws.split('.');
      if (header !== HEADER) throw new Error('unexpected JWS header');
      return `${payload}~${signature}`;
    },
    async verify(token, now = new Date()) {
      const [payload, signature, extra] = token.split('~');
      if (!payload || !signature || extra !== undefined) return null;
      try {
        const jws = `${HEADER}.${payload}.${signature}`;
        const { payload: claims } = await jwtVerify(jws, key, { algorithms: ['HS256'], currentDate: now });
        return typeof claims.sub === 'string' ? { bookingReference: claims.sub } : null;
      } catch (err) {
        if (err instanceof errors.JWTExpired) return 'expired';
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
