/**
 * `GET /api/health` (issue: foundation, item 5): 200 when the database answers,
 * 503 with `database: "down"` when it does not, and 503 with `status: "draining"` from the moment
 * the process is told to stop (issue 29 §3), so a load balancer sends it nothing new while it
 * still serves. Public settings are the config feature's.
 */
import { HealthDataSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { ok, publicSecurity } from '../../lib/route-schemas';

const HealthDownSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  data: HealthDataSchema,
});

export const healthRoutes: FastifyPluginAsyncZod = namedPlugin('healthRoutes', async (app) => {
  app.get(
    '/health',
    {
      // About 100 bytes, under compress's 1 KB threshold: its two hooks would only look and pass.
      compress: false,
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        security: publicSecurity,
        summary: 'Liveness and database check',
        response: { 200: successEnvelope(HealthDataSchema), 503: HealthDownSchema },
      },
    },
    async (_request, reply) => {
      if (app.shutdownState.draining || app.shutdownState.closing) {
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({
            success: false as const,
            message: 'The server is shutting down',
            error: 'SERVICE_UNAVAILABLE',
            data: { status: 'draining', database: 'ok', version: app.config.version },
          });
      }
      const up = await app.database.ping();
      const data = {
        status: up ? 'ok' : 'degraded',
        database: up ? 'ok' : 'down',
        version: app.config.version,
      } as const;
      if (up) return ok({ data });
      return reply.status(503).send({
        success: false as const,
        message: 'The database is not answering',
        error: 'SERVICE_UNAVAILABLE',
        data,
      });
    },
  );
});
