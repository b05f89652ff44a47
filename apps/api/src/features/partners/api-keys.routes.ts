/**
 * An organisation's API keys under /api (issue 40 item 1): an owner or admin lists, makes (the
 * whole key answered once) and revokes them. Bearer token; a non-member gets 404 as for an
 * unknown organisation, another role 403.
 */
import {
  ApiKeySchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
  OrganisationApiKeyParamsSchema,
  OrganisationParamsSchema,
  PartnerMessages,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

const tags = ['organisations'];

export const apiKeysRoutes: FastifyPluginAsyncZod = namedPlugin('apiKeysRoutes', async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/organisations/:organisationId/api-keys',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listApiKeys',
        summary: "The organisation's API keys, newest first, by prefix only (owner, admin)",
        params: OrganisationParamsSchema,
        response: { 200: successEnvelope(z.array(ApiKeySchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        data: await listApiKeys(app.db, { organisationId: request.params.organisationId, userId: request.user.userId }),
      }),
  );

  app.post(
    '/organisations/:organisationId/api-keys',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createApiKey',
        summary: 'Make an API key with its scopes; the whole key is answered this once (owner, admin)',
        params: OrganisationParamsSchema,
        body: CreateApiKeyRequestSchema,
        response: {
          201: successEnvelope(CreatedApiKeySchema).required({ message: true }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(app.db, {
        organisationId: request.params.organisationId,
        userId: request.user.userId,
        mode: app.config.testMode ? 'test' : 'live',
        input: request.body,
      });
      request.log.info({ apiKeyId: created.apiKey.id }, 'api key created');
      return reply.code(201).send(ok({ message: PartnerMessages.keyCreated, data: created }));
    },
  );

  app.delete(
    '/organisations/:organisationId/api-keys/:apiKeyId',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deleteApiKey',
        summary: 'Revoke an API key: it stops working at once (owner, admin)',
        params: OrganisationApiKeyParamsSchema,
        response: {
          200: successEnvelope(ApiKeySchema).required({ message: true }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const apiKey = await revokeApiKey(app.db, { ...request.params, userId: request.user.userId });
      request.log.info({ apiKeyId: apiKey.id }, 'api key revoked');
      return ok({ message: PartnerMessages.keyRevoked, data: apiKey });
    },
  );
});
