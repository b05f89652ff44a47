/**
 * Accounts and sessions under `/api/auth` (issue: accounts; spec §7): register, login, refresh,
 * logout, me (read and update) and check-user. Handlers are thin; rules are in auth.service.ts.
 */
import {
  AuthMessages,
  AuthResultSchema,
  CheckUserRequestSchema,
  CheckUserResultSchema,
  LoginRequestSchema,
  type LogoutRequest,
  LogoutRequestSchema,
  MessageEnvelopeSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  successEnvelope,
  UpdateProfileRequestSchema,
  UserSchema,
} from '@fasttrack/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok, publicSecurity } from '../../lib/route-schemas';
import { bearerToken } from '../../plugins/authenticate';
import { getProfile, updateProfile } from '../users/index';
import { type AuthDeps, checkUser, login, logout, refresh, register } from './auth.service';
import { createAuthLimiters } from './auth-limits';
import { registerPasswordResetRoutes } from './password-reset.routes';
import { prepareDummyHash } from './passwords';
import { registerSocialSignIn } from './social/index';

/** Error answers a route documents, all in the §8 envelope. */

const ctx = (request: FastifyRequest) => ({ ip: request.ip });
const AuthEnvelope = successEnvelope(AuthResultSchema);
const UserEnvelope = successEnvelope(UserSchema);

export const authRoutes: FastifyPluginAsyncZod = namedPlugin('authRoutes', async (app) => {
  const deps: AuthDeps = {
    db: app.db,
    tokens: app.accessTokens,
    limits: createAuthLimiters(app.rateLimits),
    jobs: app.jobs,
  };
  prepareDummyHash();
  registerPasswordResetRoutes(app, deps);
  await registerSocialSignIn(app, deps);

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        operationId: 'registerCustomer',
        security: publicSecurity,
        summary: 'Create a customer account and sign in (5 a minute per IP)',
        body: RegisterRequestSchema,
        response: { 201: AuthEnvelope, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const data = await register(deps, request.body, ctx(request));
      return reply.status(201).send(ok({ message: AuthMessages.registered, data }));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'logIn',
        security: publicSecurity,
        summary: 'Sign in with e-mail and password (10 a minute per IP, 100 failures an hour per account)',
        body: LoginRequestSchema,
        response: { 200: AuthEnvelope, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ok({ message: AuthMessages.loggedIn, data: await login(deps, request.body, ctx(request)) }),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        operationId: 'refreshSession',
        security: publicSecurity,
        summary: 'Exchange a refresh token for a new pair (rotation; a reused token revokes its session)',
        body: RefreshRequestSchema,
        response: { 200: AuthEnvelope, ...errorResponses(400, 401) },
      },
    },
    async (request) => ok({ message: AuthMessages.refreshed, data: await refresh(deps, request.body.refreshToken) }),
  );

  await app.register(
    namedPlugin('logoutRoutes', async (scope) => {
      // Clients commonly send `Content-Type: application/json` with no body here (spec §7: no
      // payload); only this route reads an empty JSON body as "no body".
      const parseJson = scope.getDefaultJsonParser('error', 'error');
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        if (body === '') return done(null, undefined);
        parseJson(request, body as string, done);
      });
      scope.post(
        '/auth/logout',
        {
          schema: {
            tags: ['auth'],
            operationId: 'logOut',
            summary: 'Sign out: revoke the session (works with an expired access token, or the refresh token alone)',
            security: bearerSecurity,
            body: LogoutRequestSchema.nullish(),
            response: { 200: MessageEnvelopeSchema, ...errorResponses(400, 401) },
          },
        },
        async (request) => {
          const body = request.body as LogoutRequest | null | undefined;
          await logout(deps, { bearer: bearerToken(request), refreshToken: body?.refreshToken });
          return ok({ message: AuthMessages.loggedOut });
        },
      );
    }),
  );

  // The profile routes need a signed-in caller: authenticated once for this scope.
  const profileRoutes: FastifyPluginAsyncZod = namedPlugin('profileRoutes', async (scope) => {
    scope.addHook('onRequest', scope.authenticate);

    scope.get(
      '/auth/me',
      {
        schema: {
          tags: ['auth'],
          operationId: 'getCurrentUser',
          summary: 'The signed-in user',
          security: bearerSecurity,
          response: { 200: UserEnvelope, ...errorResponses(401) },
        },
      },
      async (request) => ok({ data: await getProfile(app.db, request.user.userId) }),
    );

    scope.patch(
      '/auth/me',
      {
        schema: {
          tags: ['auth'],
          operationId: 'updateCurrentUser',
          summary: 'Update the profile: firstName, lastName, phone, dateOfBirth, nationality, marketingConsent',
          security: bearerSecurity,
          body: UpdateProfileRequestSchema,
          response: { 200: UserEnvelope, ...errorResponses(400, 401) },
        },
      },
      async (request) =>
        ok({
          message: AuthMessages.profileUpdated,
          data: await updateProfile(app.db, request.user.userId, request.body),
        }),
    );
  });
  await app.register(profileRoutes);

  app.post(
    '/auth/check-user',
    {
      schema: {
        tags: ['auth'],
        operationId: 'checkUserExists',
        security: publicSecurity,
        summary: 'Whether an account uses this e-mail (10 a minute per IP)',
        body: CheckUserRequestSchema,
        response: { 200: successEnvelope(CheckUserResultSchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => ok({ data: await checkUser(deps, request.body, ctx(request)) }),
  );
});
