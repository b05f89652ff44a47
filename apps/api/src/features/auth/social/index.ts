/**
 * Social sign-in (issue 19 §11, ADR 135): the routes of each configured provider, and which
 * providers the web app may offer. Nothing is registered without settings.
 */
import type { SocialProvider } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import { resolveJwtSecret } from '../access-token';
import type { AuthDeps } from '../auth.service';
import { createCookieSealer } from './flow-cookies';
import { facebookClient, googleClient, type SocialProviderClient } from './providers';
import { socialSignInRoutes } from './social.routes';

/** The providers with settings, in button order. */
export function configuredSocialProviders(config: Pick<Config, 'oauth'>): SocialProvider[] {
  const { google, facebook } = config.oauth;
  return [...(google ? (['google'] as const) : []), ...(facebook ? (['facebook'] as const) : [])];
}

function clientsFor(config: Config): SocialProviderClient[] {
  const { google, facebook } = config.oauth;
  return [
    ...(google ? [googleClient(google, config.providerTimeoutMs)] : []),
    ...(facebook ? [facebookClient(facebook, config.providerTimeoutMs)] : []),
  ];
}

/** Registers the social sign-in routes when at least one provider is configured. */
export async function registerSocialSignIn(app: FastifyInstance, deps: AuthDeps): Promise<void> {
  const clients = clientsFor(app.config);
  if (clients.length === 0) return;
  // The same secret the access tokens use (generated into DATA_DIR when unset), so every
  // process opens every other's cookies; a separate key is derived from it.
  const sealer = createCookieSealer(resolveJwtSecret(app.config.jwtSecret, app.config.dataDir));
  await app.register(socialSignInRoutes, { deps, sealer, clients });
}
