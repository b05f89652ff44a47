/**
 * Meeting points per served airport (issue 15 §1; issue 41 item 1):
 * - `GET /api/ops/meeting-points?airport=ENU` (dispatcher, admin): one airport's, or every airport's
 *   when `airport` is left out; each names its `airportIata`
 * - `PUT /api/ops/airports/:iata/meeting-points/:terminal/:serviceType` (admin): 404 when the
 *   airport is not served or has no such terminal
 */
import {
  MeetingPointParamsSchema,
  MeetingPointSchema,
  MeetingPointsQuerySchema,
  successEnvelope,
  UpdateMeetingPointRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { listMeetingPoints, saveMeetingPoint } from './meeting-points.service';
import { staffOnly } from './staff-access';
import { actorOf } from './staff-accounts.routes';

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);

const readRoutes: FastifyPluginAsyncZod = namedPlugin('readRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));

  app.get(
    '/ops/meeting-points',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listMeetingPoints',
        summary:
          'Meeting points per airport, terminal and service type; `airport` keeps one airport (dispatcher, admin)',
        querystring: MeetingPointsQuerySchema,
        response: { 200: successEnvelope(z.array(MeetingPointSchema)), ...denied },
      },
    },
    async (request) => ok({ data: await listMeetingPoints(app.db, request.query.airport) }),
  );
});

const adminRoutes: FastifyPluginAsyncZod = namedPlugin('adminRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'admin'));

  app.put(
    '/ops/airports/:iata/meeting-points/:terminal/:serviceType',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'setMeetingPoint',
        summary: "Set the meeting point text of a served airport's terminal and service type (admin)",
        params: MeetingPointParamsSchema,
        body: UpdateMeetingPointRequestSchema,
        response: { 200: successEnvelope(MeetingPointSchema), ...denied },
      },
    },
    async (request) => {
      const { iata, terminal, serviceType } = request.params;
      const point = { airportIata: iata, terminal, serviceType, ...request.body };
      return ok({ message: 'Meeting point saved.', data: await saveMeetingPoint(app.db, actorOf(request), point) });
    },
  );
});

/** Every route of this file, each in the scope of the roles it allows. */
export const meetingPointsRoutes: FastifyPluginAsyncZod = namedPlugin('meetingPointsRoutes', async (app) => {
  await app.register(readRoutes);
  await app.register(adminRoutes);
});
