/**
 * The day board and the officer's own view (issue 15 §7):
 * - `GET /api/ops/board?date&filter&q` (dispatcher, admin)
 * - `GET /api/officer/services` (officer): my confirmed and completed services today and tomorrow (Lagos)
 */
import { OfficerServicesSchema, OpsBoardQuerySchema, OpsBoardSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { getBoard, getOfficerServices } from './board.service';
import { staffOnly } from './staff-access';

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);

/** The day board: the role is checked once for this scope (dispatcher, admin). */
const dispatchRoutes: FastifyPluginAsyncZod = namedPlugin('dispatchRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));

  app.get(
    '/ops/board',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getOpsBoard',
        summary: 'The day board of a Lagos date: bookings in meeting-time order and officers per hour',
        querystring: OpsBoardQuerySchema,
        response: { 200: successEnvelope(OpsBoardSchema), ...denied },
      },
    },
    async (request) => ok({ data: await getBoard(app.db, request.query) }),
  );
});

/** The officer's own view: the role is checked once for this scope (officer). */
const officerViewRoutes: FastifyPluginAsyncZod = namedPlugin('officerViewRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'officer'));

  app.get(
    '/officer/services',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listOfficerServices',
        summary: "The signed-in officer's confirmed and completed services today and tomorrow (Lagos dates)",
        response: { 200: successEnvelope(OfficerServicesSchema), ...denied },
      },
    },
    async (request) => ok({ data: { services: await getOfficerServices(app.db, request.user.userId) } }),
  );
});

/** Both views, each in its own role scope. */
export const boardRoutes: FastifyPluginAsyncZod = namedPlugin('boardRoutes', async (app) => {
  await app.register(dispatchRoutes);
  await app.register(officerViewRoutes);
});
