/**
 * Loyalty credits routes (issue 27 §4):
 * - `GET /api/credits/me`: the signed-in traveller's balance and statement;
 * - `GET /api/ops/credits`: settings and the outstanding total (admin);
 * - `PUT /api/ops/credits/settings`: earn %, rating bonus, expiry months (admin, audited);
 * - `POST /api/ops/credits/adjustments`: add or take credits on one account with a reason (admin, audited).
 * Also declares the daily expiry job.
 */
import {
  CreditAccountSchema,
  CreditAdjustmentRequestSchema,
  CreditAdjustmentResultSchema,
  CreditsOverviewSchema,
  LoyaltySettingsSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { staffOnly } from '../staff/index';
import { adjustCredits, creditAccount, creditsOverview, updateLoyaltySettings } from './credits.service';
import { registerCreditsSubscriber } from './event-subscriber';
import { registerCreditExpiryJob } from './expiry.job';

const tags = ['credits'];

export const creditsRoutes: FastifyPluginAsyncZod = namedPlugin('creditsRoutes', async (app) => {
  registerCreditExpiryJob({ db: app.db, jobs: app.jobs, log: app.log });
  registerCreditsSubscriber(app);

  const travellerRoutes: FastifyPluginAsyncZod = namedPlugin('travellerRoutes', async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    scope.get(
      '/credits/me',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'getMyCredits',
          summary: 'Loyalty credits: balance, reserved, next expiry and every entry, newest first',
          response: { 200: successEnvelope(CreditAccountSchema), ...errorResponses(401) },
        },
      },
      async (request) => ok({ data: await creditAccount(app.db, request.user.userId) }),
    );
  });

  const adminRoutes: FastifyPluginAsyncZod = namedPlugin('adminRoutes', async (scope) => {
    scope.addHook('onRequest', staffOnly(scope, 'admin'));
    const denied = errorResponses(400, 401, 403, 404, 409);
    scope.get(
      '/ops/credits',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'getCreditsOverview',
          summary: 'Loyalty settings and the outstanding credits total (admin)',
          response: { 200: successEnvelope(CreditsOverviewSchema), ...denied },
        },
      },
      async () => ok({ data: await creditsOverview(app.db) }),
    );
    scope.put(
      '/ops/credits/settings',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'updateLoyaltySettings',
          summary: 'Change the loyalty settings (admin, audited)',
          body: LoyaltySettingsSchema,
          response: { 200: successEnvelope(LoyaltySettingsSchema), ...denied },
        },
      },
      async (request) =>
        ok({
          message: 'Loyalty settings saved',
          data: await updateLoyaltySettings(app.db, request.user.userId, request.body),
        }),
    );
    scope.post(
      '/ops/credits/adjustments',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'adjustCredits',
          summary: "Add or take credits on one traveller's account, with a reason (admin, audited)",
          body: CreditAdjustmentRequestSchema,
          response: { 200: successEnvelope(CreditAdjustmentResultSchema), ...denied },
        },
      },
      async (request) =>
        ok({
          message: 'Credits adjusted',
          data: await adjustCredits(app.db, { adminId: request.user.userId, input: request.body }),
        }),
    );
  });

  await app.register(travellerRoutes);
  await app.register(adminRoutes);
});
