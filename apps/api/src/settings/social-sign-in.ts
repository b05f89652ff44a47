/**
 * Social sign-in settings (issue 19 §11, ADR 135): Google (OpenID Connect) and Facebook Login.
 * A provider is on when both its client id and secret are set; its issuer/base URL may point
 * away from the real provider only in test mode.
 */
import type { ParsedEnv } from './env-schema';

/** Google sign-in: OpenID Connect discovery from `issuer`. `sandbox`: the issuer is the stand-in. */
export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  sandbox: boolean;
}

/** Facebook Login: the OAuth dialog on `dialogUrl`, the token and `/me` on `graphUrl` (versioned). */
export interface FacebookOAuthConfig {
  clientId: string;
  clientSecret: string;
  dialogUrl: string;
  graphUrl: string;
  sandbox: boolean;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Graph API version the product was built against (https://developers.facebook.com/docs/graph-api/changelog). */
export const FACEBOOK_GRAPH_VERSION = 'v23.0';

/** Social sign-in providers; null = not configured (no button, no route). */
export interface OAuthSettings {
  google: GoogleOAuthConfig | null;
  facebook: FacebookOAuthConfig | null;
}

/**
 * Social sign-in settings from the parsed environment. The issuer/base URL may point away from
 * the real provider only in `testMode`: the stand-in under /sandbox lets anyone claim any e-mail
 * address. Returns the settings, or `problems` (one indented line per bad setting, for
 * ConfigError) for half a client id/secret pair or a pointed URL outside test mode.
 */
export function socialSignInSettings(
  e: ParsedEnv,
  testMode: boolean,
): { oauth: OAuthSettings; problems: [] } | { oauth?: never; problems: string[] } {
  const problems: string[] = [];
  const pair = (name: string, id: string | undefined, secret: string | undefined) => {
    if (Boolean(id) !== Boolean(secret)) {
      problems.push(`  ${name}_CLIENT_ID, ${name}_CLIENT_SECRET: set both or neither`);
    }
    return id && secret ? { clientId: id, clientSecret: secret } : null;
  };
  const pointed = (name: string, value: string | undefined) => {
    if (value && !testMode) problems.push(`  ${name}: may only be changed in test mode (no live payment keys)`);
    return value?.replace(/\/$/, '');
  };
  const isSandbox = (url: string | undefined) => Boolean(url && new URL(url).pathname.startsWith('/sandbox/'));
  const google = pair('GOOGLE', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET);
  const googleIssuer = pointed('GOOGLE_ISSUER', e.GOOGLE_ISSUER === GOOGLE_ISSUER ? undefined : e.GOOGLE_ISSUER);
  const facebook = pair('FACEBOOK', e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET);
  const facebookBase = pointed('FACEBOOK_BASE_URL', e.FACEBOOK_BASE_URL);
  if (problems.length > 0) return { problems };
  const oauth: OAuthSettings = {
    google: google && {
      ...google,
      issuer: googleIssuer ?? GOOGLE_ISSUER,
      sandbox: isSandbox(googleIssuer),
    },
    facebook: facebook && {
      ...facebook,
      dialogUrl: `${facebookBase ?? 'https://www.facebook.com'}/${FACEBOOK_GRAPH_VERSION}`,
      graphUrl: `${facebookBase ?? 'https://graph.facebook.com'}/${FACEBOOK_GRAPH_VERSION}`,
      sandbox: isSandbox(facebookBase),
    },
  };
  return { oauth, problems: [] };
}
