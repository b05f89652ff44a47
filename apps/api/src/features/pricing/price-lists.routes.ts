/**
 * An airport's prices in the airports console (issue 41 items 1 and 3; ADR 373):
 * - `GET /api/ops/airports/:iata/pricing` (dispatcher, admin): its rules, every price list version
 *   and the default prices
 * - `POST /api/ops/airports/:iata/price-lists` (admin): a new version, in force from its start
 * A customer gets 404, an officer 403, a dispatcher 403 on the addition: staff's role check,
 * handed in by the app (features/index.ts) as it is to the airports routes, with the audit writer.
 */
import {
  AirportParamsSchema,
  AirportPricingSchema,
  CreatePriceListRequestSchema,
  PriceListResultSchema,
  PriceMessages,
  type StaffRole,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import type { AuditWriter } from '../airports/index';
import { createPriceList, getAirportPricing } from './price-lists.service';

export interface PriceListsRoutesOptions {
  /** Staff's one role check (`staffOnly` of the staff feature) for a plugin scope. */
  staffOnly: (
    scope: FastifyInstance,
    ...roles: StaffRole[]
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Operations' `recordStaffAudit`. */
  recordAudit: AuditWriter;
}

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);

const readRoutes: FastifyPluginAsyncZod<PriceListsRoutesOptions> = namedPlugin('readRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'dispatcher', 'admin'));
  app.get(
    '/ops/airports/:iata/pricing',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getAirportPricing',
        summary:
          "A served airport's pricing rules, every version of its prices (newest first) and the default prices in USD cents (dispatcher, admin)",
        params: AirportParamsSchema,
        response: { 200: successEnvelope(AirportPricingSchema), ...denied },
      },
    },
    async (request) => ok({ data: await getAirportPricing(app.db, request.params.iata) }),
  );
});

const adminRoutes: FastifyPluginAsyncZod<PriceListsRoutesOptions> = namedPlugin('adminRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'admin'));
  app.post(
    '/ops/airports/:iata/price-lists',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createAirportPriceList',
        summary:
          "Add a version of a served airport's price for a service type, in force from its start (default now, never in the past); bookings already made keep theirs (admin)",
        params: AirportParamsSchema,
        body: CreatePriceListRequestSchema,
        response: { 201: successEnvelope(PriceListResultSchema), ...denied },
      },
    },
    async (request, reply) => {
      const admin = {
        db: app.db,
        actor: { userId: request.user.userId, role: request.user.role },
        recordAudit: opts.recordAudit,
      };
      const priceList = await createPriceList(admin, request.params.iata, request.body);
      return reply.code(201).send(ok({ message: PriceMessages.priceListCreated, data: { priceList } }));
    },
  );
});

/** Every route of this file, each scope with its roles; `opts` come from the app (features/index.ts). */
export const priceListsRoutes: FastifyPluginAsyncZod<PriceListsRoutesOptions> = namedPlugin(
  'priceListsRoutes',
  async (app, opts) => {
    await app.register(readRoutes, opts);
    await app.register(adminRoutes, opts);
  },
);
