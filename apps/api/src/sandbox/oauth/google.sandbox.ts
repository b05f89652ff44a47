/**
 * Google's OpenID Connect endpoints, played by the stand-in under /sandbox/google (test mode only,
 * issue 19 §11), as https://accounts.google.com/.well-known/openid-configuration describes them:
 * discovery, the authorization endpoint (a consent page with Allow and Deny), the token endpoint
 * (authorization code + PKCE, client_secret_post or _basic) and the JWKS. ID tokens carry iss,
 * aud, azp, sub, email, email_verified, given_name, family_name, name, nonce, iat and exp.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { namedPlugin } from '../../lib/named-plugin';
import { answerUnknownRoutes, hideFromApiDescription } from '../openapi';
import { consentPage, errorPage, sendPage } from './consent-page';
import {
  clientCredentials,
  isOwnCallback,
  openGrant,
  pkceMatches,
  signGrant,
  standInKeys,
  subjectFor,
} from './stand-in-crypto';

type Params = Record<string, string | undefined>;
const CARRIED = ['client_id', 'redirect_uri', 'state', 'nonce', 'scope', 'code_challenge', 'code_challenge_method'];
const CODE = 'google-code';

export const googleSandbox: FastifyPluginAsync = namedPlugin('googleSandbox', async (app) => {
  const settings = app.config.oauth.google;
  if (!settings) return;
  const { issuer, clientId, clientSecret } = settings;
  const keys = standInKeys(clientSecret, 'google');
  const authorizePath = `${app.prefix}/o/oauth2/v2/auth`;
  // Google describes these endpoints itself (OpenID discovery below), so the API's own
  // description leaves them out, as it does the other providers' stand-ins.
  hideFromApiDescription(app);
  answerUnknownRoutes(app, (message) => ({ error: 'invalid_request', error_description: message }));

  app.get('/.well-known/openid-configuration', async () => ({
    issuer,
    authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/oauth2/v3/certs`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'family_name',
      'given_name',
      'iat',
      'iss',
      'name',
      'sub',
    ],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code'],
  }));

  app.get('/oauth2/v3/certs', async () => ({ keys: [keys.publicJwk] }));

  /** The request's problem, shown on an error page (never redirected), or null. */
  const badRequest = (p: Params) => {
    if (p.client_id !== clientId) return 'The OAuth client was not found (invalid_client).';
    if (!isOwnCallback(p.redirect_uri, 'google', app.config.publicUrl)) return 'redirect_uri_mismatch';
    return null;
  };
  const back = (reply: FastifyReply, p: Params, answer: Record<string, string>) => {
    const url = new URL(p.redirect_uri ?? '');
    for (const [name, value] of Object.entries({ ...answer, ...(p.state ? { state: p.state } : {}) })) {
      url.searchParams.set(name, value);
    }
    return reply.redirect(url.toString(), 303);
  };

  app.get('/o/oauth2/v2/auth', async (request: FastifyRequest<{ Querystring: Params }>, reply) => {
    const p = request.query;
    const problem = badRequest(p);
    if (problem) return errorPage(reply, 'Google', problem);
    if (p.response_type !== 'code') return back(reply, p, { error: 'unsupported_response_type' });
    if (p.code_challenge && p.code_challenge_method !== 'S256') return back(reply, p, { error: 'invalid_request' });
    const carried = Object.fromEntries(CARRIED.flatMap((k) => (p[k] ? [[k, p[k]]] : [])));
    const view = { providerName: 'Google', action: authorizePath, carried, askVerified: true };
    return sendPage(reply, consentPage(p.login_hint ? { ...view, email: p.login_hint } : view), {
      formTarget: new URL(p.redirect_uri ?? '').origin,
    });
  });

  app.post('/o/oauth2/v2/auth', async (request: FastifyRequest<{ Body: Params }>, reply) => {
    const p = request.body ?? {};
    const problem = badRequest(p);
    if (problem) return errorPage(reply, 'Google', problem);
    if (p.decision !== 'allow') return back(reply, p, { error: 'access_denied' });
    const email = p.email?.trim() ?? '';
    if (!email.includes('@')) return back(reply, p, { error: 'access_denied' });
    const code = await signGrant(keys, CODE, {
      claims: {
        sub: subjectFor(email, 21),
        email,
        email_verified: p.email_verified === 'true',
        given_name: p.given_name?.trim() || undefined,
        family_name: p.family_name?.trim() || undefined,
        nonce: p.nonce,
        cc: p.code_challenge,
        ru: p.redirect_uri,
      },
      ttlSeconds: 60,
    });
    return back(reply, p, { code, scope: p.scope ?? 'openid' });
  });

  app.post('/token', async (request: FastifyRequest<{ Body: Params }>, reply) => {
    const body = request.body ?? {};
    const client = clientCredentials(body, request.headers.authorization);
    if (client.id !== clientId || client.secret !== clientSecret) {
      return reply.status(401).send({ error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const invalid = (description: string) =>
      reply.status(400).send({ error: 'invalid_grant', error_description: description });
    if (body.grant_type !== 'authorization_code') {
      return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
    }
    const grant = await openGrant(keys, CODE, body.code);
    if (!grant) return invalid('Malformed auth code.');
    if (grant.ru !== body.redirect_uri) return invalid('Bad Request');
    if (!pkceMatches(grant.cc, body.code_verifier)) return invalid('Invalid code verifier.');
    const { sub, email, email_verified, given_name, family_name, nonce } = grant;
    const name = [given_name, family_name].filter(Boolean).join(' ') || undefined;
    const idToken = await new SignJWT({ azp: clientId, email, email_verified, given_name, family_name, name, nonce })
      .setProtectedHeader({ alg: 'ES256', kid: keys.publicJwk.kid ?? '', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(clientId)
      .setSubject(String(sub))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(keys.idTokenKey);
    return reply.header('cache-control', 'no-store').send({
      access_token: await signGrant(keys, 'google-access', { claims: { sub }, ttlSeconds: 3599 }),
      expires_in: 3599,
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      token_type: 'Bearer',
      id_token: idToken,
    });
  });
});
