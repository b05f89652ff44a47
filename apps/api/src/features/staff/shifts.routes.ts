/**
 * Shifts (issue 15 §3), dispatcher and admin: `GET /api/ops/shifts?from&to[&officerId][&airport]`
 * (Lagos dates, at most 31 days; `airport`: the shifts of that airport's officers, issue 41 item 1), `POST /api/ops/shifts`, `PATCH /api/ops/shifts/:id`,
 * `DELETE /api/ops/shifts/:id`. Overlapping shifts of one officer answer 409.
 */
import {
  CreateShiftRequestSchema,
  IdParamsSchema,
  ListShiftsQuerySchema,
  MessageEnvelopeSchema,
  ShiftSchema,
  successEnvelope,
  UpdateShiftRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { createShift, deleteShift, listShifts, updateShift } from './shifts.service';
import { staffOnly } from './staff-access';
import { actorOf } from './staff-accounts.routes';

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);
const ShiftEnvelope = successEnvelope(ShiftSchema);

export const shiftRoutes: FastifyPluginAsyncZod = namedPlugin('shiftRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));

  app.get(
    '/ops/shifts',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listShifts',
        summary: 'Shifts overlapping Lagos dates from..to (at most 31 days), of one officer or one airport when given',
        querystring: ListShiftsQuerySchema,
        response: { 200: successEnvelope(z.array(ShiftSchema)), ...denied },
      },
    },
    async (request) => ok({ data: await listShifts(app.db, request.query) }),
  );

  app.post(
    '/ops/shifts',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createShift',
        summary: 'Add a shift (409 when it overlaps another of the officer)',
        body: CreateShiftRequestSchema,
        response: { 201: ShiftEnvelope, ...denied, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const data = await createShift(app.db, actorOf(request), request.body);
      return reply.code(201).send(ok({ message: 'Shift added.', data }));
    },
  );

  app.patch(
    '/ops/shifts/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'moveShift',
        summary: "Move a shift's start and end; assignments it no longer covers are released",
        params: IdParamsSchema,
        body: UpdateShiftRequestSchema,
        response: { 200: ShiftEnvelope, ...denied, ...errorResponses(409) },
      },
    },
    async (request) =>
      ok({
        message: 'Shift saved.',
        data: await updateShift(app, actorOf(request), { id: request.params.id, input: request.body }),
      }),
  );

  app.delete(
    '/ops/shifts/:id',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deleteShift',
        summary: 'Remove a shift; the assignments it covered are released',
        params: IdParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...denied },
      },
    },
    async (request) => {
      await deleteShift(app, actorOf(request), request.params.id);
      return ok({ message: 'Shift removed.' });
    },
  );
});
