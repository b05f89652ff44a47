/**
 * `GET /api/config` (issue 13 item 9): the public settings the web app needs at start, such as
 * whether payments are simulated (the "Test mode" marker), the running version, and which social
 * sign-in providers are configured (issue 19 §11), and whether texts can be sent (issue 36 item 6).
 */
import { AppConfigSchema, ErrorEnvelopeSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { ok, publicSecurity } from '../../lib/route-schemas';
import { configuredSocialProviders } from '../auth/index';

export const configRoutes: FastifyPluginAsyncZod = namedPlugin('configRoutes', async (app) => {
  app.get(
    '/config',
    {
      // About 100 bytes, under compress's 1 KB threshold: its two hooks would only look and pass.
      compress: false,
      schema: {
        tags: ['config'],
        operationId: 'getConfig',
        security: publicSecurity,
        summary: 'Public settings for the web app',
        response: { 200: successEnvelope(AppConfigSchema), 500: ErrorEnvelopeSchema },
      },
    },
    async () =>
      ok({
        data: {
          testMode: app.config.testMode,
          version: app.config.version,
          socialProviders: configuredSocialProviders(app.config),
          // The rule of the phone routes: Twilio, or its stand-in in test mode.
          texts: !app.config.texts.sandbox || app.config.testMode,
        },
      }),
  );
});
