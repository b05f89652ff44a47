/**
 * Organisations (issue 39 item 1), for signed-in people:
 * - `POST /api/organisations`: apply (status applied; the applicant is its owner);
 * - `GET /api/organisations`: my organisations and my role in each (the header's switcher);
 * - `GET /api/organisations/:organisationId`: the organisation as a member sees it;
 * - `PATCH /api/organisations/:organisationId`: billing contact and booking fields (owner, admin).
 * Registers the feature's other route modules: members and invitations, passengers, the
 * invitation links, and the admin's routes.
 */
import {
  OrganisationApplicationSchema,
  OrganisationMessages,
  OrganisationParamsSchema,
  OrganisationSchema,
  OrganisationSettingsUpdateSchema,
  OrganisationSummarySchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { invitationLinkRoutes } from './invitations.routes';
import { memberRoutes } from './members.routes';
import { type AdminOnly, opsOrganisationRoutes } from './ops-organisations.routes';
import { applyForOrganisation, myOrganisations, organisationForMember, updateSettings } from './organisations.service';
import { passengerRoutes } from './passengers.routes';

const tags = ['organisations'];

const ownRoutes: FastifyPluginAsyncZod = namedPlugin('ownRoutes', async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/organisations',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createOrganisationApplication',
        summary: 'Apply for a business account: a travel agency or a company (you become its owner)',
        body: OrganisationApplicationSchema,
        response: { 201: successEnvelope(OrganisationSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const data = await applyForOrganisation(app.db, request.user.userId, request.body);
      return reply.code(201).send(ok({ message: OrganisationMessages.applied, data }));
    },
  );
  app.get(
    '/organisations',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listMyOrganisations',
        summary: 'The organisations I belong to, with my role in each',
        response: { 200: successEnvelope(z.array(OrganisationSummarySchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok({ data: await myOrganisations(app.db, request.user.userId) }),
  );
  app.get(
    '/organisations/:organisationId',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getOrganisation',
        summary: 'An organisation as its member sees it: facts, terms (read-only) and settings',
        params: OrganisationParamsSchema,
        response: { 200: successEnvelope(OrganisationSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      ok({
        data: await organisationForMember(app.db, {
          organisationId: request.params.organisationId,
          userId: request.user.userId,
        }),
      }),
  );
  app.patch(
    '/organisations/:organisationId',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateOrganisationSettings',
        summary: 'Change the billing e-mail and address and the required booking fields (owner, admin)',
        params: OrganisationParamsSchema,
        body: OrganisationSettingsUpdateSchema,
        response: { 200: successEnvelope(OrganisationSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        message: 'Settings saved',
        data: await updateSettings(
          app.db,
          { organisationId: request.params.organisationId, userId: request.user.userId },
          request.body,
        ),
      }),
  );
});

/** @param opts.adminOnly the admins' check of `/ops/organisations…` (staff's `staffOnly(scope, 'admin')`). */
export const organisationsRoutes: FastifyPluginAsyncZod<{ adminOnly: AdminOnly }> = namedPlugin(
  'organisationsRoutes',
  async (app, opts) => {
    await app.register(ownRoutes);
    await app.register(memberRoutes);
    await app.register(passengerRoutes);
    await app.register(invitationLinkRoutes);
    await app.register(opsOrganisationRoutes, { adminOnly: opts.adminOnly });
  },
);
