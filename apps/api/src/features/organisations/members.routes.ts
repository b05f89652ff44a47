/**
 * An organisation's members and invitations (issue 39 item 1), for its owners and admins:
 * - `GET .../members`, `PATCH .../members/:userId` {role}, `DELETE .../members/:userId`;
 * - `POST .../invitations` {email, role}, `GET .../invitations` (open ones),
 *   `DELETE .../invitations/:invitationId`, `POST .../invitations/import` {csv} (`email,role`).
 * Another organisation's records answer 404, as unknown ids do.
 */
import {
  CsvImportRequestSchema,
  InvitationImportResultSchema,
  InvitationRequestSchema,
  MemberRoleUpdateSchema,
  MessageEnvelopeSchema,
  OrganisationInvitationParamsSchema,
  OrganisationInvitationSchema,
  OrganisationMemberParamsSchema,
  OrganisationMemberSchema,
  OrganisationParamsSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { importInvitations, inviteMember, listInvitations, revokeInvitation } from './invitations.service';
import { changeRole, listMembers, removeMember } from './members.service';

const tags = ['organisations'];
const base = '/organisations/:organisationId';

export const memberRoutes: FastifyPluginAsyncZod = namedPlugin('memberRoutes', async (app) => {
  app.addHook('onRequest', app.authenticate);
  const deps = { db: app.db, jobs: app.jobs, signer: app.invitations };
  const denied = errorResponses(400, 401, 403, 404, 409);

  app.get(
    `${base}/members`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listOrganisationMembers',
        summary: 'Members: name, e-mail and role (owner, admin)',
        params: OrganisationParamsSchema,
        response: { 200: successEnvelope(z.array(OrganisationMemberSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        data: await listMembers(app.db, { organisationId: request.params.organisationId, userId: request.user.userId }),
      }),
  );
  app.patch(
    `${base}/members/:userId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateOrganisationMemberRole',
        summary: "Change a member's role (owner, admin; only an owner gives or takes the owner role)",
        params: OrganisationMemberParamsSchema,
        body: MemberRoleUpdateSchema,
        response: { 200: successEnvelope(OrganisationMemberSchema), ...denied },
      },
    },
    async (request) => {
      const { organisationId, userId } = request.params;
      const who = { organisationId, userId: request.user.userId };
      return ok({ message: 'Role changed', data: await changeRole(app.db, who, { userId, role: request.body.role }) });
    },
  );
  app.delete(
    `${base}/members/:userId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deleteOrganisationMember',
        summary: 'Remove a member, or leave (never the last owner)',
        params: OrganisationMemberParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...denied },
      },
    },
    async (request) => {
      const { organisationId, userId } = request.params;
      await removeMember(app.db, { organisationId, userId: request.user.userId }, userId);
      return ok({ message: 'Member removed' });
    },
  );
  app.post(
    `${base}/invitations`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createOrganisationInvitation',
        summary: 'Invite someone by e-mail with a role; the signed link works 7 days (owner, admin)',
        params: OrganisationParamsSchema,
        body: InvitationRequestSchema,
        response: { 201: successEnvelope(OrganisationInvitationSchema), ...denied },
      },
    },
    async (request, reply) => {
      const who = { organisationId: request.params.organisationId, userId: request.user.userId };
      const data = await inviteMember(deps, who, request.body);
      return reply.code(201).send(ok({ message: `Invitation sent to ${data.email}`, data }));
    },
  );
  app.get(
    `${base}/invitations`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listOrganisationInvitations',
        summary: 'Invitations not yet accepted, withdrawn or expired (owner, admin)',
        params: OrganisationParamsSchema,
        response: { 200: successEnvelope(z.array(OrganisationInvitationSchema)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        data: await listInvitations(app.db, {
          organisationId: request.params.organisationId,
          userId: request.user.userId,
        }),
      }),
  );
  app.delete(
    `${base}/invitations/:invitationId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deleteOrganisationInvitation',
        summary: 'Withdraw an open invitation: its link stops working (owner, admin)',
        params: OrganisationInvitationParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...denied },
      },
    },
    async (request) => {
      const { organisationId, invitationId } = request.params;
      await revokeInvitation(app.db, { organisationId, invitationId, userId: request.user.userId });
      return ok({ message: 'Invitation withdrawn' });
    },
  );
  app.post(
    `${base}/invitations/import`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createOrganisationInvitationsFromCsv',
        summary: 'Invite many from CSV text (header email,role; at most 200 rows): one answer per row',
        params: OrganisationParamsSchema,
        body: CsvImportRequestSchema,
        response: { 200: successEnvelope(InvitationImportResultSchema), ...denied },
      },
    },
    async (request) => {
      const who = { organisationId: request.params.organisationId, userId: request.user.userId };
      const data = await importInvitations(deps, who, request.body.csv);
      return ok({ message: `${data.invited} invitation(s) sent`, data });
    },
  );
});
