/**
 * Staff accounts and the audit trail (issue 15 §2, §7; meeting points: meeting-points.routes.ts):
 * - `GET /api/ops/staff`, `POST /api/ops/staff`, `POST /api/ops/staff/:id/deactivate` (admin)
 * - `GET /api/ops/bookings/:id/audit` (admin)
 */
import {
  AuditEventSchema,
  CreatedStaffAccountSchema,
  CreateStaffAccountRequestSchema,
  IdParamsSchema,
  StaffAccountSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { bookingExists, listBookingAudit, type StaffActor } from './audit.repository';
import { staffOnly } from './staff-access';
import { createStaffAccount, deactivateStaffAccount, listStaffAccounts, StaffMessages } from './staff-accounts.service';

/** The signed-in staff member as the actor of what the request changes. */
export const actorOf = (request: FastifyRequest): StaffActor => ({
  userId: request.user.userId,
  role: request.user.role,
});

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);

/** Staff accounts and the audit trail: checked once for this scope (admin). */
const adminRoutes: FastifyPluginAsyncZod = namedPlugin('adminRoutes', async (app) => {
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
});

/** Every route of this file, each in the scope of the roles it allows. */
export const staffAccountRoutes: FastifyPluginAsyncZod = namedPlugin('staffAccountRoutes', async (app) => {
  await app.register(adminRoutes);
});
