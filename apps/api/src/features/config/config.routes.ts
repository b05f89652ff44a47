/**
 * `GET /api/config` (issue 13 item 9): the public settings the web app needs at start, such as
 * whether payments are simulated (the "Test mode" marker) and the running version.
 */
import { AppConfigSchema, ErrorEnvelopeSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/route-schemas';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings for the web app',
        response: { 200: successEnvelope(AppConfigSchema), 500: ErrorEnvelopeSchema },
      },
    },
    async () => ok({ data: { testMode: app.config.testMode, version: app.config.version } }),
  );
};
