/**
 * Facebook Login, played by the stand-in under /sandbox/facebook (test mode only, issue 19 §11),
 * after "Manually Build a Login Flow" (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow):
 * the login dialog `/<version>/dialog/oauth` (a consent page with Allow and Deny), the code
 * exchange `/<version>/oauth/access_token` (GET or POST, PKCE when a challenge was sent) and
 * `/<version>/me?fields=…` with the access token (query or bearer) and, when given, a checked
 * `appsecret_proof`. A cancelled dialog returns error=access_denied&error_reason=user_denied.
 */
import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FACEBOOK_GRAPH_VERSION } from '../../config';
import { namedPlugin } from '../../lib/named-plugin';
import { answerUnknownRoutes, hideFromApiDescription } from '../openapi';
import { consentPage, errorPage, sendPage } from './consent-page';
import { isOwnCallback, openGrant, pkceMatches, signGrant, standInKeys, subjectFor } from './stand-in-crypto';

type Params = Record<string, string | undefined>;
const CARRIED = [
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'code_challenge',
  'code_challenge_method',
  'response_type',
];
const CODE = 'facebook-code';
const TOKEN = 'facebook-token';

/** Graph API's error body (https://developers.facebook.com/docs/graph-api/guides/error-handling). */
const graphError = (
  reply: FastifyReply,
  { status, message, code = 100 }: { status: number; message: string; code?: number },
) => reply.status(status).send({ error: { message, type: 'OAuthException', code, fbtrace_id: 'StandIn' } });

export const facebookSandbox: FastifyPluginAsync = namedPlugin('facebookSandbox', async (app) => {
  const settings = app.config.oauth.facebook;
  if (!settings) return;
  const { clientId, clientSecret } = settings;
  const keys = standInKeys(clientSecret, 'facebook');
  const v = `/${FACEBOOK_GRAPH_VERSION}`;
  const dialogPath = `${app.prefix}${v}/dialog/oauth`;
  hideFromApiDescription(app);
  answerUnknownRoutes(app, (message) => ({
    error: { message, type: 'OAuthException', code: 803, fbtrace_id: 'StandIn' },
  }));

  const badRequest = (p: Params) => {
    if (p.client_id !== clientId) return 'Invalid App ID: the app ID is not valid.';
    if (!isOwnCallback(p.redirect_uri, 'facebook', app.config.publicUrl)) {
      return "URL Blocked: This redirect failed because the redirect URI is not whitelisted in the app's Client OAuth Settings.";
    }
    return null;
  };
  const back = (reply: FastifyReply, p: Params, answer: Record<string, string>) => {
    const url = new URL(p.redirect_uri ?? '');
    for (const [name, value] of Object.entries({ ...answer, ...(p.state ? { state: p.state } : {}) })) {
      url.searchParams.set(name, value);
    }
    return reply.redirect(url.toString(), 303);
  };

  app.get(`${v}/dialog/oauth`, async (request: FastifyRequest<{ Querystring: Params }>, reply) => {
    const p = request.query;
    const problem = badRequest(p);
    if (problem) return errorPage(reply, 'Facebook', problem);
    const carried = Object.fromEntries(CARRIED.flatMap((k) => (p[k] ? [[k, p[k]]] : [])));
    const view = { providerName: 'Facebook', action: dialogPath, carried, askVerified: false };
    return sendPage(reply, consentPage(view), { formTarget: new URL(p.redirect_uri ?? '').origin });
  });

  app.post(`${v}/dialog/oauth`, async (request: FastifyRequest<{ Body: Params }>, reply) => {
    const p = request.body ?? {};
    const problem = badRequest(p);
    if (problem) return errorPage(reply, 'Facebook', problem);
    if (p.decision !== 'allow') {
      return back(reply, p, {
        error: 'access_denied',
        error_code: '200',
        error_description: 'Permissions error',
        error_reason: 'user_denied',
      });
    }
    // An empty e-mail field plays a person who declined the email permission.
    const email = p.email?.trim() || undefined;
    const profile = {
      id: subjectFor(email ?? `${p.given_name}.${p.family_name}@facebook.invalid`, 16),
      email,
      first_name: p.given_name?.trim() || undefined,
      last_name: p.family_name?.trim() || undefined,
    };
    const code = await signGrant(keys, CODE, {
      claims: { ...profile, cc: p.code_challenge, ru: p.redirect_uri },
      ttlSeconds: 60,
    });
    return back(reply, p, { code });
  });

  const exchange = async (p: Params, reply: FastifyReply) => {
    if (p.client_id !== clientId || p.client_secret !== clientSecret) {
      return graphError(reply, { status: 400, message: 'Error validating client secret.', code: 1 });
    }
    const grant = await openGrant(keys, CODE, p.code);
    if (!grant) return graphError(reply, { status: 400, message: 'This authorization code has expired.' });
    if (grant.ru !== p.redirect_uri) {
      return graphError(reply, {
        status: 400,
        message: 'Error validating verification code. Please make sure your redirect_uri is identical.',
      });
    }
    if (!pkceMatches(grant.cc, p.code_verifier))
      return graphError(reply, { status: 400, message: 'Invalid code verifier.' });
    const { id, email, first_name, last_name } = grant;
    const accessToken = await signGrant(keys, TOKEN, {
      claims: { id, email, first_name, last_name },
      ttlSeconds: 3600,
    });
    return reply.send({ access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 });
  };
  app.get(`${v}/oauth/access_token`, (request: FastifyRequest<{ Querystring: Params }>, reply) =>
    exchange(request.query, reply),
  );
  app.post(`${v}/oauth/access_token`, (request: FastifyRequest<{ Body: Params }>, reply) =>
    exchange(request.body ?? {}, reply),
  );

  app.get(`${v}/me`, async (request: FastifyRequest<{ Querystring: Params }>, reply) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ?? request.query.access_token;
    const profile = await openGrant(keys, TOKEN, token);
    if (!profile || !token)
      return graphError(reply, { status: 400, message: 'Invalid OAuth access token.', code: 190 });
    const proof = request.query.appsecret_proof;
    if (proof !== undefined && proof !== createHmac('sha256', clientSecret).update(token).digest('hex')) {
      return graphError(reply, {
        status: 400,
        message: 'Invalid appsecret_proof provided in the API argument',
        code: 100,
      });
    }
    const fields = (request.query.fields ?? 'id,name').split(',').map((f) => f.trim());
    const all: Record<string, unknown> = {
      ...profile,
      name: [profile.first_name, profile.last_name].filter(Boolean).join(' '),
    };
    return Object.fromEntries(fields.flatMap((f) => (all[f] !== undefined ? [[f, all[f]]] : [])));
  });
});
