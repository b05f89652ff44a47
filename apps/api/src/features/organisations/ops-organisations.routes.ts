/**
 * The admin's organisations (issue 39 items 1 and 5), each change audited:
 * - `GET /api/ops/organisations?status=` (applications first), `GET /api/ops/organisations/:id`;
 * - `POST .../:id/approve` with the terms, `PUT .../:id/terms`;
 * - `POST .../:id/suspend` {reason}, `POST .../:id/reinstate`.
 */
import {
  OpsOrganisationListQuerySchema,
  OpsOrganisationSchema,
  OrganisationTermsSchema,
  SuspendOrganisationSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { changeStatus, listForAdmin, organisationForAdmin, setTerms } from './organisation-admin.service';

const tags = ['organisations'];
const IdParams = z.object({ id: z.string().min(1).max(64) });
const Answer = successEnvelope(OpsOrganisationSchema);

/**
 * The admins' check of these routes, staff's `staffOnly(scope, 'admin')`: handed in by the app
 * (features/index.ts) so that organisations, low in the feature order, never imports staff,
 * which imports bookings and messages (ADR 363's order).
 */
export type AdminOnly = (scope: FastifyInstance) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export const opsOrganisationRoutes: FastifyPluginAsyncZod<{ adminOnly: AdminOnly }> = namedPlugin(
  'opsOrganisationRoutes',
  async (app, opts) => {
    app.addHook('onRequest', opts.adminOnly(app));
    const deps = { db: app.db, jobs: app.jobs };
    const denied = errorResponses(400, 401, 403, 404, 409);

    app.get(
      '/ops/organisations',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'listOrganisationsForAdmin',
          summary: 'Organisations, applications first; optionally one status (admin)',
          querystring: OpsOrganisationListQuerySchema,
          response: { 200: successEnvelope(z.array(OpsOrganisationSchema)), ...denied },
        },
      },
      async (request) => ok({ data: await listForAdmin(app.db, request.query.status) }),
    );
    app.get(
      '/ops/organisations/:id',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'getOrganisationForAdmin',
          summary: 'One organisation with its owners and member count (admin)',
          params: IdParams,
          response: { 200: Answer, ...denied },
        },
      },
      async (request) => ok({ data: await organisationForAdmin(app.db, request.params.id) }),
    );
    app.post(
      '/ops/organisations/:id/approve',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'setOrganisationApproved',
          summary: 'Approve an application with its payment terms (admin, audited; the owners are e-mailed)',
          params: IdParams,
          body: OrganisationTermsSchema,
          response: { 200: Answer, ...denied },
        },
      },
      async (request) =>
        ok({
          message: 'Organisation approved',
          data: await changeStatus(deps, {
            adminId: request.user.userId,
            id: request.params.id,
            action: 'approve',
            terms: request.body,
          }),
        }),
    );
    app.put(
      '/ops/organisations/:id/terms',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'setOrganisationTerms',
          summary: 'Set the payment terms, credit limit, days to pay and commission (admin, audited)',
          params: IdParams,
          body: OrganisationTermsSchema,
          response: { 200: Answer, ...denied },
        },
      },
      async (request) =>
        ok({
          message: 'Terms saved',
          data: await setTerms(deps, { adminId: request.user.userId, id: request.params.id, terms: request.body }),
        }),
    );
    app.post(
      '/ops/organisations/:id/suspend',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'setOrganisationSuspended',
          summary: 'Suspend an organisation: nobody books for it until reinstated (admin, audited)',
          params: IdParams,
          body: SuspendOrganisationSchema,
          response: { 200: Answer, ...denied },
        },
      },
      async (request) =>
        ok({
          message: 'Organisation suspended',
          data: await changeStatus(deps, {
            adminId: request.user.userId,
            id: request.params.id,
            action: 'suspend',
            reason: request.body.reason,
          }),
        }),
    );
    app.post(
      '/ops/organisations/:id/reinstate',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'setOrganisationReinstated',
          summary: 'Reinstate a suspended organisation (admin, audited)',
          params: IdParams,
          response: { 200: Answer, ...denied },
        },
      },
      async (request) =>
        ok({
          message: 'Organisation reinstated',
          data: await changeStatus(deps, { adminId: request.user.userId, id: request.params.id, action: 'reinstate' }),
        }),
    );
  },
);
