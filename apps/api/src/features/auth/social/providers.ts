/**
 * The providers' OAuth clients, built on openid-client (issue 19 §11, ADR 135). Each turns a
 * prepared flow into the provider's authorization URL, and the provider's answer into a
 * {@link SocialIdentity}:
 *
 * - Google, OpenID Connect: discovery from the issuer; authorization code with PKCE (S256),
 *   state and nonce; the ID token's signature is checked against the issuer's JWKS as well as
 *   its iss/aud/exp/nonce; the identity is its claims sub, email, email_verified, given_name,
 *   family_name (https://developers.google.com/identity/openid-connect/openid-connect).
 * - Facebook Login, OAuth 2.0: the dialog and token endpoints of the Graph API version, PKCE and
 *   state; the identity is `GET /me?fields=id,email,first_name,last_name` with the access token
 *   and its appsecret_proof (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow).
 *   Facebook does not say whether the e-mail was verified, so it never counts as verified.
 *
 * Plain http is allowed only for a stand-in, which only test mode may configure (config.ts).
 */
import { createHmac } from 'node:crypto';
import type { SocialProvider } from '@fasttrack/contracts';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { FacebookOAuthConfig, GoogleOAuthConfig } from '../../../config';

/** Who the provider says signed in. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable user id (`sub`, or Facebook's app-scoped `id`). */
  subject: string;
  email: string | null;
  /** True only when the provider itself says the address was verified. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** The secrets of one flow, made at start and checked at the callback. */
export interface FlowChecks {
  redirectUri: string;
  state: string;
  nonce: string;
  verifier: string;
}

export interface SocialProviderClient {
  provider: SocialProvider;
  authorizationUrl(checks: FlowChecks): Promise<URL>;
  /**
   * Exchanges the code in `callbackUrl` (the redirect URI with the provider's query) and reads
   * the identity. @throws openid-client errors when the answer, the state or a token is wrong.
   */
  identify(callbackUrl: URL, checks: FlowChecks): Promise<SocialIdentity>;
}

/** The PKCE verifier, state and nonce of a new flow (each 32 random bytes). */
export function newFlowChecks(redirectUri: string): FlowChecks {
  return {
    redirectUri,
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
}

const insecureIfHttp = (url: string) => (url.startsWith('http://') ? [oidc.allowInsecureRequests] : []);

export function googleClient(settings: GoogleOAuthConfig, timeoutMs: number): SocialProviderClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovery is cached in this process (a cache, not state): a failure is forgotten, so the
  // next sign-in tries again.
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: Math.ceil(timeoutMs / 1000),
        execute: [oidc.enableNonRepudiationChecks, ...insecureIfHttp(settings.issuer)],
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };
  return {
    provider: 'google',
    async authorizationUrl(checks) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: checks.redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
    },
    async identify(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('Google answered without an ID token');
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return {
        provider: 'google',
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
      };
    },
  };
}

const FacebookMeSchema = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

export function facebookClient(settings: FacebookOAuthConfig, timeoutMs: number): SocialProviderClient {
  const configuration = new oidc.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: `${settings.dialogUrl}/dialog/oauth`,
      token_endpoint: `${settings.graphUrl}/oauth/access_token`,
    },
    settings.clientId,
    settings.clientSecret,
    oidc.ClientSecretPost(settings.clientSecret),
  );
  configuration.timeout = Math.ceil(timeoutMs / 1000);
  for (const allow of insecureIfHttp(settings.graphUrl)) allow(configuration);
  return {
    provider: 'facebook',
    async authorizationUrl(checks) {
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: checks.redirectUri,
        scope: 'email public_profile',
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      });
    },
    async identify(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
      });
      const me = new URL(`${settings.graphUrl}/me`);
      me.searchParams.set('fields', 'id,email,first_name,last_name');
      // Graph API calls made with an app secret carry its proof (Securing Graph API Requests).
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', settings.clientSecret).update(tokens.access_token).digest('hex'),
      );
      const response = await oidc.fetchProtectedResource(configuration, tokens.access_token, me, 'GET');
      if (!response.ok) throw new Error(`Facebook /me answered ${response.status}`);
      const profile = FacebookMeSchema.parse(await response.json());
      const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
      return {
        provider: 'facebook',
        subject: profile.id,
        email: text(profile.email),
        emailVerified: false,
        firstName: text(profile.first_name),
        lastName: text(profile.last_name),
      };
    },
  };
}
