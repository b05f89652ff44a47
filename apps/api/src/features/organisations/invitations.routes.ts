/**
 * The invitation link (issue 39 item 1): `GET /api/invitations/:token` (public: the
 * organisation, role, e-mail and whether it still works) and `POST /api/invitations/:token/accept`
 * (signed in as the invited e-mail). A forged or unknown token answers 404, an expired or
 * withdrawn one 410 LINK_EXPIRED, a used one 409.
 */
import {
  InvitationPreviewSchema,
  InvitationTokenParamsSchema,
  OrganisationSummarySchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok, publicSecurity } from '../../lib/route-schemas';
import { acceptInvitation, previewInvitation } from './invitations.service';

const tags = ['organisations'];

export const invitationLinkRoutes: FastifyPluginAsyncZod = namedPlugin('invitationLinkRoutes', async (app) => {
  const deps = { db: app.db, signer: app.invitations };
  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        security: publicSecurity,
        operationId: 'getOrganisationInvitation',
        summary: 'What an invitation link offers: organisation, role, e-mail, and whether it still works',
        params: InvitationTokenParamsSchema,
        response: { 200: successEnvelope(InvitationPreviewSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok({ data: await previewInvitation(deps, request.params.token) });
    },
  );
  app.post(
    '/invitations/:token/accept',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'confirmOrganisationInvitation',
        summary: 'Join the organisation with the invited role (signed in with the invited e-mail)',
        params: InvitationTokenParamsSchema,
        response: { 200: successEnvelope(OrganisationSummarySchema), ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const data = await acceptInvitation(deps, { token: request.params.token, userId: request.user.userId });
      return ok({ message: `You have joined ${data.legalName}`, data });
    },
  );
});
