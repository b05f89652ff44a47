/**
 * The lead passenger's pass (issue 36 item 1), public: the signed link in their texts is the only
 * credential, read-only and valid until the end of the service day.
 * - `GET /api/pass/:token`: what the passenger needs at the airport (pass.service.ts)
 * - `GET /api/pass/:token/officer-photo`: the officer's photo, once the card shows
 * A forged or unknown token answers 404, an expired one 410 LINK_EXPIRED; neither says whose
 * booking it was. Answers are never cached by shared caches.
 */
import { PassengerPassSchema, PassTokenParamsSchema, PROFILE_IMAGE_TYPES, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { errorResponses, mediaAnswer, ok, publicSecurity } from '../../lib/route-schemas';
import { passOfficerPhoto, readPass } from './pass.service';

export const passRoutes: FastifyPluginAsyncZod = namedPlugin('passRoutes', async (app) => {
  const signer = app.passes;
  const common = { tags: ['live'], security: publicSecurity, params: PassTokenParamsSchema };

  app.get(
    '/pass/:token',
    {
      schema: {
        ...common,
        operationId: 'getPassengerPass',
        summary: "The lead passenger's pass: meeting code, time and point, officer card (signed link)",
        response: { 200: successEnvelope(PassengerPassSchema), ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok({ data: await readPass({ db: app.db, signer }, request.params.token) });
    },
  );

  app.get(
    '/pass/:token/officer-photo',
    {
      schema: {
        ...common,
        operationId: 'getPassengerPassOfficerPhoto',
        summary: "The officer's photo on the lead passenger's pass, once the card shows",
        response: { 200: mediaAnswer("The officer's photo", PROFILE_IMAGE_TYPES), ...errorResponses(400, 404, 410) },
      },
    },
    async (request, reply) => {
      const photo = await passOfficerPhoto({ db: app.db, signer }, request.params.token);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'private, no-store')
        .send(photo.bytes);
    },
  );
});
