/**
 * The two short-lived cookies of a social sign-in (issue 19 §11, ADR 135). Both are sealed
 * (JWE, dir + A256GCM, with a key derived from the access-token secret), HttpOnly, SameSite=Lax
 * and scoped to `/api/auth/oauth`, so any API process can read them and nothing lives in memory:
 *
 * - `ft_oauth_flow` (10 min): state, nonce, PKCE verifier, redirect URI and the return intent,
 *   set by `start` and taken by `callback` (RFC 9700 §4.7, §2.1.1).
 * - `ft_oauth_session` (2 min): the refresh token of the session the callback started, taken once
 *   by `POST /auth/oauth/session`, which rotates it (the web app keeps its tokens in storage).
 */
import { hkdfSync } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { SocialProvider } from '@fasttrack/contracts';
import { EncryptJWT, errors, jwtDecrypt } from 'jose';
import { z } from 'zod';

export const FLOW_COOKIE = 'ft_oauth_flow';
export const SESSION_COOKIE = 'ft_oauth_session';
export const COOKIE_PATH = '/api/auth/oauth';
export const FLOW_TTL_SECONDS = 10 * 60;
export const SESSION_HANDOFF_TTL_SECONDS = 2 * 60;

const FlowSchema = z.object({
  provider: z.enum(['google', 'facebook']),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirectUri: z.string(),
  returnTo: z.string().optional(),
  step: z.string().optional(),
});
/** What `start` remembers for `callback`. */
export type OAuthFlow = z.infer<typeof FlowSchema> & { provider: SocialProvider };

const HandoffSchema = z.object({ refreshToken: z.string() });

export interface CookieSealer {
  sealFlow(flow: OAuthFlow): Promise<string>;
  /** The flow, or null when the cookie is missing, forged, expired or of another purpose. */
  openFlow(value: string | undefined): Promise<OAuthFlow | null>;
  sealHandoff(refreshToken: string): Promise<string>;
  openHandoff(value: string | undefined): Promise<string | null>;
}

/** `secret`: the access-token secret; a separate key is derived from it for these cookies. */
export function createCookieSealer(secret: Uint8Array): CookieSealer {
  const key = new Uint8Array(hkdfSync('sha256', secret, 'fasttrack-los', 'oauth-cookies', 32));
  const seal = (purpose: string, payload: Record<string, unknown>, ttlSeconds: number) =>
    new EncryptJWT(payload)
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .encrypt(key);
  const open = async <T>(purpose: string, schema: z.ZodType<T>, value: string | undefined): Promise<T | null> => {
    if (!value) return null;
    try {
      const { payload } = await jwtDecrypt(value, key, { audience: purpose });
      const parsed = schema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  };
  return {
    sealFlow: (flow) => seal(FLOW_COOKIE, { ...flow }, FLOW_TTL_SECONDS),
    openFlow: (value) => open(FLOW_COOKIE, FlowSchema, value) as Promise<OAuthFlow | null>,
    sealHandoff: (refreshToken) => seal(SESSION_COOKIE, { refreshToken }, SESSION_HANDOFF_TTL_SECONDS),
    openHandoff: async (value) => (await open(SESSION_COOKIE, HandoffSchema, value))?.refreshToken ?? null,
  };
}

/**
 * Cookie attributes. Lax, not Strict: the provider sends the browser back with a cross-site
 * top-level GET, which must carry the flow cookie. `secure` on https origins.
 */
export function cookieOptions(secure: boolean, maxAgeSeconds: number, path = COOKIE_PATH): CookieSerializeOptions {
  return { path, httpOnly: true, sameSite: 'lax', secure, maxAge: maxAgeSeconds };
}
