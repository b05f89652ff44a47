/**
 * Where a social sign-in starts and ends (issue 19 §11, ADR 135).
 *
 * - The redirect URI is on the origin a payment also returns to (`returnBase`,
 *   lib/return-origin.ts: PUBLIC_URL when set, else the origin the browser used when it is on the
 *   allow-list, so http://127.0.0.1:3000 and http://localhost:3000 both work on a laptop). A
 *   provider only accepts redirect URIs registered with it, so a foreign Host header cannot send
 *   anyone elsewhere; the flow cookie lives on the same origin.
 * - The return intent is the login page's own (`returnTo`, `step`, spec §2 Login page): `returnTo`
 *   is `booking` or a same-site path, anything else is dropped.
 */
import type { SocialProvider } from '@fasttrack/contracts';

/** `<origin>/api/auth/oauth/<provider>/callback`. */
export function redirectUriFor(origin: string, provider: SocialProvider): string {
  return `${origin}/api/auth/oauth/${provider}/callback`;
}

/**
 * `returnTo` when it is `booking` or a path on this site (`/...`, not `//host` or `/\\host`,
 * which browsers read as another host); otherwise undefined.
 */
export function safeReturnTo(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value === 'booking') return value;
  if (!/^\/(?![/\\])/.test(value) || /[\s\\]/.test(value)) return undefined;
  const probe = new URL(value, 'http://same.invalid');
  return probe.origin === 'http://same.invalid' ? value : undefined;
}

/** `step` when it is a plain word (the login page knows `confirmation`). */
export function safeStep(value: string | undefined): string | undefined {
  return value && /^[a-z-]{1,32}$/.test(value) ? value : undefined;
}

/**
 * `/login` with the intent and the outcome: `social=<provider>` (a session to collect), or
 * `provider=<provider>&socialError=<code>` (the page explains the code).
 */
export function loginPath(
  intent: { returnTo?: string | undefined; step?: string | undefined },
  outcome: Record<string, string>,
): string {
  const query = new URLSearchParams();
  if (intent.returnTo) query.set('returnTo', intent.returnTo);
  if (intent.step) query.set('step', intent.step);
  for (const [name, value] of Object.entries(outcome)) query.set(name, value);
  return `/login?${query}`;
}
