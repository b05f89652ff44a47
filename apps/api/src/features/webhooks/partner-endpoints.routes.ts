/**
 * A partner's system registers its own webhook endpoints with an API key holding `webhooks:write`
 * (issue 40 item 4; ADR 365, as a Stripe secret key may), acting as the key's organisation:
 * - `GET /api/partner/webhook-endpoints`, `POST /api/partner/webhook-endpoints` (the secret, once);
 * - `DELETE /api/partner/webhook-endpoints/:endpointId`.
 * The rest (rotation, the delivery log, enabling again) stays with the organisation's admins.
 */
import {
  CreateWebhookEndpointRequestSchema,
  MessageEnvelopeSchema,
  PartnerMessages,
  successEnvelope,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { errorResponses, ok, partnerKeySecurity } from '../../lib/route-schemas';
import { type Acting, createEndpoint, type EndpointDeps, listEndpoints, removeEndpoint } from './endpoints.service';

const tags = ['partners'];
const base = '/partner/webhook-endpoints';

/** The key acts as its organisation, never as a person: the endpoint names the key that made it. */
const actingKey = (partner: { organisationId: string; apiKeyId: string }): Acting => ({
  organisationId: partner.organisationId,
  userId: null,
  apiKeyId: partner.apiKeyId,
});

export const partnerWebhookEndpointsRoutes: FastifyPluginAsyncZod = namedPlugin(
  'partnerWebhookEndpointsRoutes',
  async (app) => {
    app.addHook('onRequest', app.requirePartnerScope('webhooks:write'));
    const deps: EndpointDeps = { db: app.db, jobs: app.jobs, testMode: app.config.testMode };

    app.get(
      base,
      {
        schema: {
          tags,
          security: partnerKeySecurity,
          operationId: 'listPartnerWebhookEndpoints',
          summary: "The key's organisation's webhook endpoints (scope webhooks:write)",
          response: { 200: successEnvelope(z.array(WebhookEndpointSchema)), ...errorResponses(401, 403) },
        },
      },
      async (request) => ok({ data: await listEndpoints(deps, actingKey(request.partner)) }),
    );
    app.post(
      base,
      {
        schema: {
          tags,
          security: partnerKeySecurity,
          operationId: 'createPartnerWebhookEndpoint',
          summary: 'Register a webhook endpoint; its signing secret is answered this once (scope webhooks:write)',
          body: CreateWebhookEndpointRequestSchema,
          response: { 201: successEnvelope(WebhookEndpointWithSecretSchema), ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const data = await createEndpoint(deps, actingKey(request.partner), request.body);
        return reply.code(201).send(ok({ message: PartnerMessages.endpointCreated, data }));
      },
    );
    app.delete(
      `${base}/:endpointId`,
      {
        schema: {
          tags,
          security: partnerKeySecurity,
          operationId: 'deletePartnerWebhookEndpoint',
          summary: "Remove a webhook endpoint of the key's organisation (scope webhooks:write)",
          params: z.object({ endpointId: z.string().min(1).max(64) }),
          response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        await removeEndpoint(deps, actingKey(request.partner), request.params.endpointId);
        return ok({ message: 'Webhook endpoint removed' });
      },
    );
  },
);
