/**
 * Staff accounts, meeting points and the audit trail (issue 15 §1, §2, §7):
 * - `GET /api/ops/staff`, `POST /api/ops/staff`, `POST /api/ops/staff/:id/deactivate` (admin)
 * - `GET /api/ops/meeting-points` (dispatcher, admin); `PUT /api/ops/meeting-points/:terminal/:serviceType` (admin)
 * - `GET /api/ops/bookings/:id/audit` (admin)
 */
import {
  AuditEventSchema,
  CreatedStaffAccountSchema,
  CreateStaffAccountRequestSchema,
  IdParamsSchema,
  MeetingPointParamsSchema,
  MeetingPointSchema,
  StaffAccountSchema,
  successEnvelope,
  UpdateMeetingPointRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { bookingExists, listBookingAudit, type StaffActor } from './audit.repository';
import { listMeetingPoints, saveMeetingPoint } from './meeting-points.service';
import { staffOnly } from './staff-access';
import { createStaffAccount, deactivateStaffAccount, listStaffAccounts, StaffMessages } from './staff-accounts.service';

/** The signed-in staff member as the actor of what the request changes. */
export const actorOf = (request: FastifyRequest): StaffActor => ({
  userId: request.user.userId,
  role: request.user.role,
});

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);

/** Staff accounts, meeting point texts and the audit trail: checked once for this scope (admin). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', staffOnly(app, 'admin'));

  app.get(
    '/ops/staff',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listStaffAccounts',
        summary: 'Staff accounts by role (admin, dispatcher, officer), then by name (admin)',
        response: { 200: successEnvelope(z.array(StaffAccountSchema)), ...denied },
      },
    },
    async () => ok({ data: await listStaffAccounts(app.db) }),
  );

  app.post(
    '/ops/staff',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createStaffAccount',
        summary: 'Create an officer, dispatcher or admin account; answers a one-time password, shown once (admin)',
        body: CreateStaffAccountRequestSchema,
        response: { 201: successEnvelope(CreatedStaffAccountSchema), ...denied, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const data = await createStaffAccount(app.db, actorOf(request), request.body);
      return reply.code(201).send(ok({ message: 'Account created.', data }));
    },
  );

  app.post(
    '/ops/staff/:id/deactivate',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deactivateStaffAccount',
        summary: 'Deactivate a staff account and end its sessions (admin; not your own)',
        params: IdParamsSchema,
        response: { 200: successEnvelope(StaffAccountSchema), ...denied, ...errorResponses(409) },
      },
    },
    async (request) =>
      ok({
        message: StaffMessages.deactivated,
        data: await deactivateStaffAccount(app, actorOf(request), request.params.id),
      }),
  );

  app.put(
    '/ops/meeting-points/:terminal/:serviceType',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'setMeetingPoint',
        summary: 'Set the meeting point text of a terminal and service type (admin)',
        params: MeetingPointParamsSchema,
        body: UpdateMeetingPointRequestSchema,
        response: { 200: successEnvelope(MeetingPointSchema), ...denied },
      },
    },
    async (request) => {
      const point = { ...request.params, ...request.body };
      return ok({ message: 'Meeting point saved.', data: await saveMeetingPoint(app.db, actorOf(request), point) });
    },
  );

  app.get(
    '/ops/bookings/:id/audit',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getBookingAudit',
        summary: "A booking's staff audit trail, oldest first (admin)",
        params: IdParamsSchema,
        response: { 200: successEnvelope(z.array(AuditEventSchema)), ...denied },
      },
    },
    async (request) => {
      if (!(await bookingExists(app.db, request.params.id))) throw AppError.notFound();
      return ok({ data: await listBookingAudit(app.db, request.params.id) });
    },
  );
};

/** The meeting points as the dispatcher reads them: checked once for this scope (dispatcher, admin). */
const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));

  app.get(
    '/ops/meeting-points',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listMeetingPoints',
        summary: 'Meeting points per terminal and service type (dispatcher, admin)',
        response: { 200: successEnvelope(z.array(MeetingPointSchema)), ...denied },
      },
    },
    async () => ok({ data: await listMeetingPoints(app.db) }),
  );
};

/** Every route of this file, each in the scope of the roles it allows. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminRoutes);
  await app.register(dispatchRoutes);
};
