/**
 * Assignment routes for dispatchers and admins (issue 15 §6, §7): candidates for a booking,
 * assign or reassign an officer, unassign one. A customer gets 404, an officer 403 (staffOnly).
 * The officers a change concerns are told by push in its transaction (issue 28 §4).
 */
import {
  AssignOfficerRequestSchema,
  BookingOfficersSchema,
  IdParamsSchema,
  MoveBookingRequestSchema,
  MoveBookingResultSchema,
  OfficerCandidatesSchema,
  type Role,
  successEnvelope,
  UnassignParamsSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { moveBookingToFlight } from '../bookings/index';
import { enqueueOfficerPushes } from '../messages/index';
import { type AssignmentNotifier, assignOfficer, listCandidates, unassignOfficer } from '../operations/index';
import { staffOnly } from './staff-access';

export const assignmentsRoutes: FastifyPluginAsyncZod = namedPlugin('assignmentsRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));
  const actorOf = (user: { userId: string; role: Role }) => ({ userId: user.userId, role: user.role });
  // The officers given or relieved of the service hear of it by push (issue 28 §4).
  const tellOfficers: AssignmentNotifier = (tx, bookingId, change) =>
    enqueueOfficerPushes(tx, app.jobs, { bookingId, ...change });

  app.get(
    '/ops/bookings/:id/candidates',
    {
      schema: {
        tags: ['operations'],
        security: bearerSecurity,
        operationId: 'listAssignmentCandidates',
        summary: 'Officers who could take this booking now, best first',
        params: IdParamsSchema,
        response: { 200: successEnvelope(OfficerCandidatesSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ data: { officers: await listCandidates(app.db, request.params.id) } }),
  );

  app.post(
    '/ops/bookings/:id/assignments',
    {
      schema: {
        tags: ['operations'],
        security: bearerSecurity,
        operationId: 'assignOfficer',
        summary: 'Assign an officer to a confirmed booking, or replace one (refused once its officer has checked in)',
        params: IdParamsSchema,
        body: AssignOfficerRequestSchema,
        response: { 200: successEnvelope(BookingOfficersSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const officers = await assignOfficer(app, {
        actor: actorOf(request.user),
        bookingId: request.params.id,
        req: request.body,
        notify: tellOfficers,
      });
      return ok({
        message: request.body.replaceOfficerId ? 'Officer reassigned.' : 'Officer assigned.',
        data: { officers },
      });
    },
  );

  app.delete(
    '/ops/bookings/:id/assignments/:officerId',
    {
      schema: {
        tags: ['operations'],
        security: bearerSecurity,
        operationId: 'unassignOfficer',
        summary: 'Remove an officer from a booking (refused once its officer has checked in)',
        params: UnassignParamsSchema,
        response: { 200: successEnvelope(BookingOfficersSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, officerId } = request.params;
      const officers = await unassignOfficer(app, {
        actor: actorOf(request.user),
        bookingId: id,
        officerId,
        notify: tellOfficers,
      });
      return ok({ message: 'Officer unassigned.', data: { officers } });
    },
  );

  // Issue 26 §3: the traveller kept a booking whose flight was cancelled or diverted.
  app.post(
    '/ops/bookings/:id/move',
    {
      schema: {
        tags: ['operations'],
        security: bearerSecurity,
        operationId: 'moveBookingToFlight',
        summary: 'Move a confirmed booking to another dated flight (the traveller was re-booked)',
        params: IdParamsSchema,
        body: MoveBookingRequestSchema,
        response: { 200: successEnvelope(MoveBookingResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await moveBookingToFlight(app, {
        actor: actorOf(request.user),
        bookingId: request.params.id,
        input: request.body,
      });
      return ok({ message: `Booking moved to ${data.flightNumber}.`, data });
    },
  );
});
