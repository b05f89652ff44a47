/**
 * The traveller's data rights (issue 19, Data rights), signed in:
 * - `GET /api/users/me/export`: the caller's data as a JSON file
 *   (`attachment; filename="fasttrack-data-YYYY-MM-DD.json"`, Lagos date), never cached.
 * - `POST /api/users/me/delete {password}`: deletes the account (account-deletion.service.ts).
 *   At most 5 tries in 15 minutes per account, so the route cannot be used to guess passwords.
 */
import {
  DataExportSchema,
  DeleteAccountRequestSchema,
  dataExportFilename,
  MessageEnvelopeSchema,
  PrivacyMessages,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { enforceRateLimit } from '../../lib/rate-limit';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { deleteAccount } from './account-deletion.service';
import { buildDataExport } from './data-export.service';

export const privacyRoutes: FastifyPluginAsyncZod = namedPlugin('privacyRoutes', async (app) => {
  const deleteTries = app.rateLimits.limiter('privacy:delete:user', { points: 5, durationSeconds: 900 });

  // Every privacy route needs a signed-in caller: authenticated once for this plugin's scope.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/users/me/export',
    {
      schema: {
        tags: ['users'],
        operationId: 'exportMyData',
        summary: 'Download my data: profile, bookings, payments, e-mails, chat and ratings as a JSON file',
        security: bearerSecurity,
        response: { 200: DataExportSchema.describe('application/json attachment'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await buildDataExport(app.db, request.user.userId, now);
      return reply
        .header('content-disposition', `attachment; filename="${dataExportFilename(now)}"`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.post(
    '/users/me/delete',
    {
      schema: {
        tags: ['users'],
        operationId: 'deleteMyAccount',
        summary: 'Delete my account (password again): personal data erased, bookings kept anonymised',
        security: bearerSecurity,
        body: DeleteAccountRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await enforceRateLimit(deleteTries, request.user.userId);
      await deleteAccount(app, { userId: request.user.userId, password: request.body.password });
      return ok({ message: PrivacyMessages.accountDeleted });
    },
  );
});
