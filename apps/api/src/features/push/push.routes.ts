/**
 * Push routes (issue 28 §4), for any signed-in person (travellers and officers alike):
 * - `GET /api/push/key`: the VAPID public key to subscribe with;
 * - `POST /api/push/subscriptions`: this device allowed notifications (a PushSubscription);
 * - `DELETE /api/push/subscriptions`: this device turned them off (by endpoint, own only).
 */
import {
  MessageEnvelopeSchema,
  PUSH_CONTROL_TEXT,
  PushKeySchema,
  PushSubscriptionRequestSchema,
  PushUnsubscribeRequestSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { pushPublicKey, removePushSubscription, savePushSubscription } from './push.service';

const tags = ['push'];

export const pushRoutes: FastifyPluginAsyncZod = namedPlugin('pushRoutes', async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/push/key',
    {
      schema: {
        tags,
        operationId: 'getPushKey',
        summary: 'The VAPID public key to subscribe this device with',
        security: bearerSecurity,
        response: { 200: successEnvelope(PushKeySchema), ...errorResponses(401) },
      },
    },
    async () => ok({ data: { publicKey: await pushPublicKey(app.db, app.config) } }),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags,
        operationId: 'createPushSubscription',
        summary: "Allow notifications on this device (the browser's PushSubscription)",
        security: bearerSecurity,
        body: PushSubscriptionRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await savePushSubscription(app, {
        userId: request.user.userId,
        sub: request.body,
        userAgent: request.headers['user-agent'],
      });
      return ok({ message: PUSH_CONTROL_TEXT.on });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        tags,
        operationId: 'deletePushSubscription',
        summary: 'Turn off notifications on this device (own subscriptions only)',
        security: bearerSecurity,
        body: PushUnsubscribeRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await removePushSubscription(app.db, request.user.userId, request.body.endpoint);
      return ok({ message: PUSH_CONTROL_TEXT.off });
    },
  );
});
