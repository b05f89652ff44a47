/**
 * An endpoint's delivery log for the organisation's owners and admins (issue 40 item 4), under
 * `/api/organisations/:organisationId/webhook-endpoints/:endpointId`:
 * - `GET …/deliveries?cursor=&limit=`: newest first, each with its attempts;
 * - `POST …/test`: "Send test event" (202, the delivery queued);
 * - `POST …/deliveries/:deliveryId/resend`: "Resend" (202), same body and `webhook-id`.
 * Registered by endpoints.routes.ts inside its authenticated scope.
 */
import {
  OrganisationParamsSchema,
  PartnerMessages,
  successEnvelope,
  WebhookDeliverySchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { deliveryLog, resendDelivery, testDelivery } from './deliveries-log.service';
import type { Acting, EndpointDeps } from './endpoints.service';

const tags = ['partners'];
const base = '/organisations/:organisationId/webhook-endpoints/:endpointId';

/** `…/webhook-endpoints/:endpointId` (also endpoints.routes.ts's). */
export const EndpointParamsSchema = OrganisationParamsSchema.extend({ endpointId: z.string().min(1).max(64) });
const DeliveryParamsSchema = EndpointParamsSchema.extend({ deliveryId: z.string().min(1).max(64) });
const DeliveryLogQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
const DeliveryPageSchema = z.object({ items: z.array(WebhookDeliverySchema), nextCursor: z.string().nullable() });

export interface DeliveriesLogOptions {
  deps: EndpointDeps;
  /** The caller acting for the organisation of the path (owner or admin). @throws AppError 404/403. */
  acting(request: { params: { organisationId: string }; user: { userId: string } }): Promise<Acting>;
}

export const deliveriesLogRoutes: FastifyPluginAsyncZod<DeliveriesLogOptions> = namedPlugin(
  'deliveriesLogRoutes',
  async (app, { deps, acting }) => {
    app.get(
      `${base}/deliveries`,
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'listWebhookDeliveries',
          summary: "An endpoint's deliveries, newest first, each with its attempts (owner, admin)",
          params: EndpointParamsSchema,
          querystring: DeliveryLogQuerySchema,
          response: { 200: successEnvelope(DeliveryPageSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { cursor, limit } = request.query;
        const page = { endpointId: request.params.endpointId, cursor, limit };
        return ok({ data: await deliveryLog(deps, await acting(request), page) });
      },
    );
    app.post(
      `${base}/test`,
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'sendWebhookTestEvent',
          summary: 'Send a webhook.test event to the endpoint, signed as every delivery (owner, admin)',
          params: EndpointParamsSchema,
          response: { 202: successEnvelope(WebhookDeliverySchema), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const data = await testDelivery(deps, await acting(request), request.params.endpointId);
        return reply.code(202).send(ok({ message: PartnerMessages.testSent, data }));
      },
    );
    app.post(
      `${base}/deliveries/:deliveryId/resend`,
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'sendWebhookDeliveryAgain',
          summary: 'Resend a delivery now, with the same body and webhook-id (owner, admin)',
          params: DeliveryParamsSchema,
          response: { 202: successEnvelope(WebhookDeliverySchema), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { endpointId, deliveryId } = request.params;
        const data = await resendDelivery(deps, await acting(request), { endpointId, deliveryId });
        return reply.code(202).send(ok({ message: PartnerMessages.resent, data }));
      },
    );
  },
);
