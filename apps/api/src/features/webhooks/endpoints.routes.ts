/**
 * An organisation's webhook endpoints for its owners and admins (issue 40 item 4; bearer token):
 * - `GET .../webhook-endpoints`, `POST .../webhook-endpoints` (the `whsec_…` secret, once);
 * - `GET`, `PATCH`, `DELETE .../webhook-endpoints/:endpointId`;
 * - `POST .../webhook-endpoints/:endpointId/rotate-secret` (the new secret, once).
 * A non-member gets 404 as for an unknown id; another role 403. Registers the delivery log's routes,
 * and the feature's domain-event subscriber and `webhook-delivery` job.
 */
import {
  CreateWebhookEndpointRequestSchema,
  MessageEnvelopeSchema,
  OrganisationParamsSchema,
  PartnerMessages,
  successEnvelope,
  UpdateWebhookEndpointRequestSchema,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { deliveriesLogRoutes, EndpointParamsSchema } from './deliveries-log.routes';
import { registerWebhookDeliveryJob } from './delivery.job';
import {
  actingMember,
  changeEndpoint,
  createEndpoint,
  type EndpointDeps,
  getEndpoint,
  listEndpoints,
  removeEndpoint,
  rotateSecret,
} from './endpoints.service';
import { registerWebhooksSubscriber } from './event-subscriber';

const tags = ['partners'];
const base = '/organisations/:organisationId/webhook-endpoints';

export const webhookEndpointsRoutes: FastifyPluginAsyncZod = namedPlugin('webhookEndpointsRoutes', async (app) => {
  const deps: EndpointDeps = { db: app.db, jobs: app.jobs, testMode: app.config.testMode };
  // The feature's queues, declared once with its routes (as messages.routes.ts declares its own).
  registerWebhooksSubscriber(deps);
  registerWebhookDeliveryJob(deps);
  app.addHook('onRequest', app.authenticate);
  const acting = (request: { params: { organisationId: string }; user: { userId: string } }) =>
    actingMember(app.db, { organisationId: request.params.organisationId, userId: request.user.userId });

  app.get(
    base,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listWebhookEndpoints',
        summary: "The organisation's webhook endpoints (owner, admin)",
        params: OrganisationParamsSchema,
        response: { 200: successEnvelope(z.array(WebhookEndpointSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok({ data: await listEndpoints(deps, await acting(request)) }),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createWebhookEndpoint',
        summary: 'Add a webhook endpoint; its signing secret is answered this once (owner, admin)',
        params: OrganisationParamsSchema,
        body: CreateWebhookEndpointRequestSchema,
        response: { 201: successEnvelope(WebhookEndpointWithSecretSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await createEndpoint(deps, await acting(request), request.body);
      return reply.code(201).send(ok({ message: PartnerMessages.endpointCreated, data }));
    },
  );
  app.get(
    `${base}/:endpointId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getWebhookEndpoint',
        summary: 'One webhook endpoint, without its secret (owner, admin)',
        params: EndpointParamsSchema,
        response: { 200: successEnvelope(WebhookEndpointSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ok({ data: await getEndpoint(deps, await acting(request), request.params.endpointId) }),
  );
  app.patch(
    `${base}/:endpointId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateWebhookEndpoint',
        summary: "Change an endpoint's URL, description or event types, or enable or disable it (owner, admin)",
        params: EndpointParamsSchema,
        body: UpdateWebhookEndpointRequestSchema,
        response: { 200: successEnvelope(WebhookEndpointSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await changeEndpoint(deps, await acting(request), {
        endpointId: request.params.endpointId,
        body: request.body,
      });
      return ok({ message: 'Webhook endpoint saved', data });
    },
  );
  app.delete(
    `${base}/:endpointId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deleteWebhookEndpoint',
        summary: 'Remove a webhook endpoint and its delivery log (owner, admin)',
        params: EndpointParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeEndpoint(deps, await acting(request), request.params.endpointId);
      return ok({ message: 'Webhook endpoint removed' });
    },
  );
  app.post(
    `${base}/:endpointId/rotate-secret`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createWebhookEndpointSecret',
        summary: `Rotate the signing secret: the new one is answered once, the old one signs beside it for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours (owner, admin)`,
        params: EndpointParamsSchema,
        response: { 200: successEnvelope(WebhookEndpointWithSecretSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const data = await rotateSecret(deps, await acting(request), request.params.endpointId);
      return ok({ message: PartnerMessages.secretRotated, data });
    },
  );
  await app.register(deliveriesLogRoutes, { deps, acting });
});
