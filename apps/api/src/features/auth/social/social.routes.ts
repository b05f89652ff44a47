/**
 * Social sign-in routes under `/api/auth/oauth` (issue 19 §11, ADR 135), registered only for the
 * providers whose settings are configured: without settings there is no button and no route.
 *
 * - `GET /auth/oauth/:provider/start?returnTo&step`: keeps state, nonce and the PKCE verifier in
 *   a sealed cookie and sends the browser to the provider.
 * - `GET /auth/oauth/:provider/callback`: checks the state, exchanges the code, finds, links or
 *   creates the account, starts a session and sends the browser to `/login?social=<provider>`
 *   (with the intent it started with); any failure goes to `/login?provider=…&socialError=<code>`.
 * - `POST /auth/oauth/session`: hands that session to the web app once, as login answers.
 */

import cookie from '@fastify/cookie';
import { AuthMessages, AuthResultSchema, type SocialSignInError, successEnvelope } from '@fasttrack/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { namedPlugin } from '../../../lib/named-plugin';
import { enforceRateLimit } from '../../../lib/rate-limit';
import { returnBase } from '../../../lib/return-origin';
import { errorResponses, ok, publicSecurity } from '../../../lib/route-schemas';
import { type AuthDeps, refresh } from '../auth.service';
import { sessionExpired } from '../sessions.service';
import {
  COOKIE_PATH,
  type CookieSealer,
  cookieOptions,
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  SESSION_COOKIE,
  SESSION_HANDOFF_TTL_SECONDS,
} from './flow-cookies';
import { newFlowChecks, type SocialProviderClient } from './providers';
import { loginPath, redirectUriFor, safeReturnTo, safeStep } from './return-path';
import { SocialSignInRefused, signInWithIdentity } from './social.service';

export interface SocialSignInOptions {
  deps: AuthDeps;
  sealer: CookieSealer;
  clients: SocialProviderClient[];
}

const StartQuerySchema = z.object({
  returnTo: z.string().max(512).optional(),
  step: z.string().max(64).optional(),
});
const CallbackQuerySchema = z.looseObject({ state: z.string().optional(), error: z.string().optional() });
const Redirect = z.null().describe('A redirect (Location header)');

/** The credential of collecting a social sign-in's session: the sealed hand-off cookie. */
export const socialSignInSecuritySchemes = {
  socialSignInHandoff: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The sealed cookie a finished social sign-in leaves for 2 minutes.',
  },
} as const;

export const socialSignInRoutes: FastifyPluginAsyncZod<SocialSignInOptions> = namedPlugin(
  'socialSignInRoutes',
  async (app, { deps, sealer, clients }) => {
    await app.register(cookie);
    const callbackOrigin = (request: FastifyRequest) => returnBase(app.config, request);
    const secure = (request: FastifyRequest) => callbackOrigin(request).startsWith('https:');

    for (const client of clients) {
      const { provider } = client;
      // Stable operation ids per provider: startGoogleSignIn, finishFacebookSignIn (issue 31 §1).
      const providerName = provider.charAt(0).toUpperCase() + provider.slice(1);
      app.get(
        `/auth/oauth/${provider}/start`,
        {
          schema: {
            tags: ['auth'],
            operationId: `start${providerName}SignIn`,
            security: publicSecurity,
            summary: `Sign in with ${provider}: sends the browser to the provider (state, nonce, PKCE in a sealed cookie)`,
            querystring: StartQuerySchema,
            response: { 302: Redirect, 303: Redirect, ...errorResponses(400) },
          },
        },
        async (request, reply) => {
          const checks = newFlowChecks(redirectUriFor(callbackOrigin(request), provider));
          const intent = { returnTo: safeReturnTo(request.query.returnTo), step: safeStep(request.query.step) };
          let target: URL;
          try {
            target = await client.authorizationUrl(checks);
          } catch (err) {
            request.log.warn({ err, provider }, 'social sign-in: provider unreachable');
            return reply.redirect(loginPath(intent, { provider, socialError: 'failed' }), 303);
          }
          const sealed = await sealer.sealFlow({ provider, ...checks, ...intent });
          reply.setCookie(FLOW_COOKIE, sealed, cookieOptions(secure(request), FLOW_TTL_SECONDS));
          return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
        },
      );

      app.get(
        `/auth/oauth/${provider}/callback`,
        {
          schema: {
            tags: ['auth'],
            operationId: `finish${providerName}SignIn`,
            security: publicSecurity,
            summary: `Where ${provider} sends the browser back; ends on /login, signed in or with a reason`,
            querystring: CallbackQuerySchema,
            response: { 303: Redirect, ...errorResponses(400) },
          },
        },
        async (request, reply) => {
          const flow = await sealer.openFlow(request.cookies[FLOW_COOKIE]);
          reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH }).header('cache-control', 'no-store');
          const intent = { returnTo: flow?.returnTo, step: flow?.step };
          const fail = (code: SocialSignInError) =>
            reply.redirect(loginPath(intent, { provider, socialError: code }), 303);

          if (request.query.error) return fail(request.query.error === 'access_denied' ? 'denied' : 'failed');
          if (!flow || flow.provider !== provider || request.query.state !== flow.state) return fail('expired');
          const outcome = await completeSignIn(deps, request, { client, flow });
          if (typeof outcome === 'string') return fail(outcome);
          const handoff = await sealer.sealHandoff(outcome.refreshToken);
          reply.setCookie(SESSION_COOKIE, handoff, cookieOptions(secure(request), SESSION_HANDOFF_TTL_SECONDS));
          // `welcome=1` only changes the greeting (welcomed, not welcomed back: issue 19 §10).
          const outcomeQuery: Record<string, string> = { social: provider };
          if (outcome.created) outcomeQuery.welcome = '1';
          return reply.redirect(loginPath(intent, outcomeQuery), 303);
        },
      );
    }

    app.post(
      '/auth/oauth/session',
      {
        schema: {
          tags: ['auth'],
          operationId: 'collectSocialSignInSession',
          summary: 'Collect the session a social sign-in just started (once, within 2 minutes)',
          security: [{ socialSignInHandoff: [] }],
          body: z.strictObject({}).nullish(),
          response: { 200: successEnvelope(AuthResultSchema), ...errorResponses(400, 401) },
        },
      },
      async (request, reply) => {
        const refreshToken = await sealer.openHandoff(request.cookies[SESSION_COOKIE]);
        reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
        if (!refreshToken) throw sessionExpired();
        // Rotation makes the handed-over token single-use: a second collection finds it used.
        return ok({ message: AuthMessages.loggedIn, data: await refresh(deps, refreshToken) });
      },
    );
  },
);

/**
 * The session of a verified callback, or why there is none.
 * @param callback.client the provider that answered; `callback.flow` the sign-in it answers
 */
async function completeSignIn(
  deps: AuthDeps,
  request: FastifyRequest,
  callback: { client: SocialProviderClient; flow: Parameters<SocialProviderClient['identify']>[1] },
): Promise<{ refreshToken: string; created: boolean } | SocialSignInError> {
  const { client, flow } = callback;
  try {
    await enforceRateLimit(deps.limits.loginPerIp, request.ip);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 429) return 'rate_limited';
    throw err;
  }
  const answer = new URL(flow.redirectUri);
  answer.search = new URL(request.url, 'http://callback.invalid').search;
  let identity: Awaited<ReturnType<SocialProviderClient['identify']>>;
  try {
    identity = await client.identify(answer, flow);
  } catch (err) {
    request.log.warn({ err, provider: client.provider }, 'social sign-in: the provider answer was refused');
    return 'failed';
  }
  try {
    return await signInWithIdentity(deps, identity);
  } catch (err) {
    if (err instanceof SocialSignInRefused) return err.code;
    throw err;
  }
}
