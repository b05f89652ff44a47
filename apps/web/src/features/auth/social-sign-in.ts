/**
 * Social sign-in on the web side (issue 19 §11, ADR 135): where a button sends the browser, and
 * what `/login` shows when a provider sends it back. The API does the OAuth work; the browser
 * only ever navigates to `/api/auth/oauth/<provider>/start` and back to `/login`.
 */
import {
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_SIGN_IN_ERRORS,
  type SocialProvider,
  SocialQueryParams,
  type SocialSignInError,
  socialSignInMessage,
} from '@fasttrack/contracts';
import type { ReturnIntent } from './redirects';

const PROVIDERS = new Set<string>(Object.keys(SOCIAL_PROVIDER_NAMES));
const ERRORS = new Set<string>(SOCIAL_SIGN_IN_ERRORS);

const isProvider = (value: string | null): value is SocialProvider => value !== null && PROVIDERS.has(value);

/** `/api/auth/oauth/<provider>/start`, carrying the login intent (returnTo, step) when given. */
export function socialStartPath(provider: SocialProvider, { returnTo, step }: ReturnIntent = {}): string {
  const query = new URLSearchParams();
  if (returnTo) query.set('returnTo', returnTo);
  if (step) query.set('step', step);
  const qs = query.toString();
  return `/api/auth/oauth/${provider}/start${qs ? `?${qs}` : ''}`;
}

/** The provider whose session `/login` should collect (`?social=<provider>`), or null. */
export function socialReturn(search: URLSearchParams): SocialProvider | null {
  const provider = search.get(SocialQueryParams.done);
  return isProvider(provider) ? provider : null;
}

/**
 * The message for `?socialError=<code>` (unknown codes read as a failure; the text never comes
 * from the URL), or null when there is none.
 */
export function socialErrorMessage(search: URLSearchParams): string | null {
  const code = search.get(SocialQueryParams.error);
  if (code === null) return null;
  const known = (ERRORS.has(code) ? code : 'failed') as SocialSignInError;
  return socialSignInMessage(known, providerName(search));
}

/** The provider's name for messages (`?provider=`, set by the API), else a neutral word. */
function providerName(search: URLSearchParams): string {
  const provider = search.get('provider');
  return isProvider(provider) ? SOCIAL_PROVIDER_NAMES[provider] : 'the provider';
}
