/**
 * Pricing routes (spec §7 GET /pricing; issue: flights, Pricing).
 * - `GET /pricing[?serviceType=arrival|departure]`: public list of entries.
 * - `PUT /pricing/:serviceType`: admins only (401 without a token, 403 for other roles).
 */
import {
  ErrorEnvelopeSchema,
  PricingEntrySchema,
  PricingParamsSchema,
  PricingQuerySchema,
  successEnvelope,
  UpdatePricingRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, ok, publicSecurity } from '../../lib/route-schemas';
import { listPricingEntries, updatePricingEntry } from './pricing.service';

export const pricingRoutes: FastifyPluginAsyncZod = namedPlugin('pricingRoutes', async (app) => {
  app.get(
    '/pricing',
    {
      schema: {
        tags: ['pricing'],
        operationId: 'getPricing',
        security: publicSecurity,
        summary: 'Unit price per passenger (USD) and exchange rate (NGN per USD) per service type',
        querystring: PricingQuerySchema,
        response: { 200: successEnvelope(z.array(PricingEntrySchema)), 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok({ data: await listPricingEntries(app.db, request.query.serviceType) }),
  );

  // Changing prices is for admins only: checked once for this scope (401 without a token, 403
  // for other roles).
  const adminRoutes: FastifyPluginAsyncZod = namedPlugin('adminRoutes', async (scope) => {
    scope.addHook('onRequest', scope.requireRole('admin'));

    scope.put(
      '/pricing/:serviceType',
      {
        schema: {
          tags: ['pricing'],
          operationId: 'updatePricing',
          summary: 'Change the price and exchange rate of a service type (admins)',
          security: bearerSecurity,
          params: PricingParamsSchema,
          body: UpdatePricingRequestSchema,
          response: {
            200: successEnvelope(PricingEntrySchema),
            400: ErrorEnvelopeSchema,
            401: ErrorEnvelopeSchema,
            403: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) =>
        ok({
          message: 'Pricing updated',
          data: await updatePricingEntry(app.db, request.params.serviceType, {
            change: request.body,
            adminUserId: request.user.userId,
          }),
        }),
    );
  });
  await app.register(adminRoutes);
});
