/**
 * A social sign-in (Google, Facebook) driven through the product's routes and the stand-ins, as a
 * browser would: start -> the stand-in's consent form -> callback -> collect the session. The app
 * listens on a loopback port so openid-client reaches the stand-ins over HTTP.
 */
import type { SocialProvider } from '@fasttrack/contracts';
import { FACEBOOK_GRAPH_VERSION } from '../../config';
import { FLOW_COOKIE, SESSION_COOKIE } from '../../features/auth/social/flow-cookies';
import { type ListeningTestApp, startListeningTestApp, type TestApp } from '../test-app';

/** A listening test app whose Google and Facebook settings point at the stand-ins; `env` overrides. */
export function startSocialApp(env: Record<string, string> = {}): Promise<ListeningTestApp> {
  return startListeningTestApp((baseUrl) => ({
    GOOGLE_CLIENT_ID: 'google-client.apps.test',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: `${baseUrl}/sandbox/google`,
    FACEBOOK_CLIENT_ID: '1234567890',
    FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    FACEBOOK_BASE_URL: `${baseUrl}/sandbox/facebook`,
    ...env,
  }));
}

export interface ConsentAnswer {
  decision?: 'allow' | 'deny';
  email?: string;
  givenName?: string;
  familyName?: string;
  emailVerified?: boolean;
}

export interface SignInRun {
  /** Where the callback sent the browser (a /login URL). */
  landing: string;
  /** The session handoff cookie, when the callback set one. */
  sessionCookie: string | undefined;
}

/** `GET /api/auth/oauth/<provider>/start`: its redirect and the flow cookie. */
export async function startFlow(t: TestApp, provider: SocialProvider, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/oauth/${provider}/start${query}` });
  const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
  return { res, location: new URL(String(res.headers.location)), cookie };
}

/** Posts the stand-in's consent form for the authorization request at `authorize`. */
export async function consent(t: TestApp, authorize: URL, answer: ConsentAnswer): Promise<URL> {
  const form = new URLSearchParams(authorize.searchParams);
  form.set('decision', answer.decision ?? 'allow');
  if (answer.email !== undefined) form.set('email', answer.email);
  if (answer.givenName) form.set('given_name', answer.givenName);
  if (answer.familyName) form.set('family_name', answer.familyName);
  if (answer.emailVerified ?? true) form.set('email_verified', 'true');
  const res = await t.app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (res.statusCode !== 303) throw new Error(`consent answered ${res.statusCode}: ${res.body}`);
  return new URL(String(res.headers.location));
}

/** The whole round trip; `tamper` may change the callback URL before it is followed. */
export async function signInWith(
  t: TestApp,
  provider: SocialProvider,
  answer: ConsentAnswer,
  opts: { query?: string; tamper?: (callback: URL) => void; withoutFlowCookie?: boolean } = {},
): Promise<SignInRun> {
  const { location, cookie } = await startFlow(t, provider, opts.query);
  const callback = await consent(t, location, answer);
  opts.tamper?.(callback);
  const res = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: cookie && !opts.withoutFlowCookie ? { [FLOW_COOKIE]: cookie.value } : {},
  });
  if (res.statusCode !== 303) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return {
    landing: String(res.headers.location),
    sessionCookie: res.cookies.find((c) => c.name === SESSION_COOKIE)?.value,
  };
}

/** `POST /api/auth/oauth/session` with the handoff cookie. */
export function collectSession(t: TestApp, sessionCookie: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/session',
    cookies: sessionCookie ? { [SESSION_COOKIE]: sessionCookie } : {},
  });
}

export const facebookDialogPath = `/sandbox/facebook/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`;
