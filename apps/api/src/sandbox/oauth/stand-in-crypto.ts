/**
 * What the sign-in stand-ins keep instead of a database (test mode only, ADR 135): their
 * authorization codes and access tokens are short JWTs they sign themselves, and Google's ID-token
 * key is derived from the client secret, so every API process serves the same JWKS and accepts
 * the codes any other issued. Codes are not single-use, unlike the real providers'.
 */
import { createECDH, createHash, createHmac, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { errors, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';

export interface StandInKeys {
  /** ES256 key of ID tokens, with its public JWK for the JWKS. */
  idTokenKey: KeyObject;
  publicJwk: JWK;
  /** HS256 key of codes and access tokens. */
  secret: Uint8Array;
}

const b64u = (bytes: Buffer) => bytes.toString('base64url');

/** Keys derived from `clientSecret` and a label: the same in every process. */
export function standInKeys(clientSecret: string, label: string): StandInKeys {
  const d = createHmac('sha256', clientSecret).update(`${label}:id-token-key`).digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey();
  const jwk = { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) };
  const idTokenKey = createPrivateKey({ key: { ...jwk, d: b64u(d) }, format: 'jwk' });
  const kid = createHash('sha256').update(JSON.stringify(jwk)).digest('base64url').slice(0, 16);
  const exported = createPublicKey(idTokenKey).export({ format: 'jwk' }) as JWK;
  return {
    idTokenKey,
    publicJwk: { ...exported, kid, alg: 'ES256', use: 'sig' },
    secret: new Uint8Array(createHmac('sha256', clientSecret).update(`${label}:codes`).digest()),
  };
}

/**
 * A stand-in code or token carrying `grant.claims`, valid for `grant.ttlSeconds`: `purpose` keeps
 * one from being used as the other.
 */
export function signGrant(keys: StandInKeys, purpose: string, grant: { claims: JWTPayload; ttlSeconds: number }) {
  const { claims, ttlSeconds } = grant;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(purpose)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keys.secret);
}

/** The claims of a valid grant, or null. */
export async function openGrant(keys: StandInKeys, purpose: string, value: unknown): Promise<JWTPayload | null> {
  if (typeof value !== 'string' || !value) return null;
  try {
    return (await jwtVerify(value, keys.secret, { audience: purpose, algorithms: ['HS256'] })).payload;
  } catch (err) {
    if (err instanceof errors.JOSEError) return null;
    throw err;
  }
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) equals the challenge. A missing challenge needs no verifier. */
export function pkceMatches(challenge: unknown, verifier: unknown): boolean {
  if (challenge === undefined || challenge === null || challenge === '') return true;
  if (typeof verifier !== 'string') return false;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

/** A stable numeric user id for an e-mail address, `digits` long, as the providers' ids look. */
export function subjectFor(email: string, digits: number): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest();
  return ((hash.readBigUInt64BE(0) * 1_000_003n + hash.readBigUInt64BE(8)) % 10n ** BigInt(digits))
    .toString()
    .padStart(digits, '1');
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when `redirectUri` is the product's own callback for `provider` on its public origin or a
 * loopback one: the stand-in never sends a browser anywhere else (no open redirect).
 */
export function isOwnCallback(redirectUri: unknown, provider: string, publicUrl: string): redirectUri is string {
  if (typeof redirectUri !== 'string') return false;
  try {
    const url = new URL(redirectUri);
    if (url.pathname !== `/api/auth/oauth/${provider}/callback` || url.search || url.hash) return false;
    return url.origin === new URL(publicUrl).origin || LOOPBACK.has(url.hostname);
  } catch {
    return false;
  }
}

/** Client credentials of a token request: client_secret_post, else client_secret_basic. */
export function clientCredentials(
  body: Record<string, unknown>,
  authorization: string | undefined,
): { id: unknown; secret: unknown } {
  if (authorization?.startsWith('Basic ')) {
    const [id = '', secret = ''] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { id: body.client_id, secret: body.client_secret };
}
