/**
 * An airport's add-ons and packages in the airports console (issue 41 item 6, for item 4's extras; ADR 374):
 * - `GET /api/ops/airports/:iata/extras` (dispatcher, admin): every add-on and package, inactive ones included
 * - `POST /api/ops/airports/:iata/add-ons`, `PATCH .../add-ons/:code` (admin)
 * - `POST /api/ops/airports/:iata/packages`, `PATCH .../packages/:code` (admin; items replaced as a whole)
 * No DELETE: `active: false` stops the sale, and bookings keep their lines. A customer gets 404, an
 * officer 403, a dispatcher 403 on a change: staff's role check and the audit writer are handed in
 * by the app (features/index.ts), as they are to the price lists' routes.
 */
import {
  AddOnResultSchema,
  AirportParamsSchema,
  CatalogueItemParamsSchema,
  CreateAddOnRequestSchema,
  CreatePackageRequestSchema,
  ExtrasAdminMessages,
  ExtrasCatalogueSchema,
  PackageResultSchema,
  successEnvelope,
  UpdateAddOnRequestSchema,
  UpdatePackageRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import {
  createAddOn,
  createPackage,
  type ExtrasAdmin,
  getExtras,
  updateAddOn,
  updatePackage,
} from './extras-admin.service';
import type { PriceListsRoutesOptions } from './price-lists.routes';

/** The same options as the price lists' routes: staff's role check and operations' audit writer. */
export type ExtrasAdminRoutesOptions = PriceListsRoutesOptions;

const tags = ['operations'];
const readErrors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

const readRoutes: FastifyPluginAsyncZod<ExtrasAdminRoutesOptions> = namedPlugin('readRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'dispatcher', 'admin'));
  app.get(
    '/ops/airports/:iata/extras',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getAirportExtras',
        summary:
          "A served airport's add-ons (prices in USD cents per unit) and packages, inactive ones included, in the order the booking form shows them (dispatcher, admin)",
        params: AirportParamsSchema,
        response: { 200: successEnvelope(ExtrasCatalogueSchema), ...readErrors },
      },
    },
    async (request) => ok({ data: await getExtras(app.db, request.params.iata) }),
  );
});

const adminRoutes: FastifyPluginAsyncZod<ExtrasAdminRoutesOptions> = namedPlugin('adminRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'admin'));
  const adminOf = (request: FastifyRequest): ExtrasAdmin => ({
    db: app.db,
    actor: { userId: request.user.userId, role: request.user.role },
    recordAudit: opts.recordAudit,
  });

  app.post(
    '/ops/airports/:iata/add-ons',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createAirportAddOn',
        summary:
          'Add an add-on to a served airport (price in USD cents per unit; a unit size only per block of bags or per vehicle); bookings made from now on can buy it (admin)',
        params: AirportParamsSchema,
        body: CreateAddOnRequestSchema,
        response: { 201: successEnvelope(AddOnResultSchema), ...writeErrors },
      },
    },
    async (request, reply) => {
      const addOn = await createAddOn(adminOf(request), request.params.iata, request.body);
      return reply.code(201).send(ok({ message: ExtrasAdminMessages.addOnCreated, data: { addOn } }));
    },
  );

  app.patch(
    '/ops/airports/:iata/add-ons/:code',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateAirportAddOn',
        summary:
          "Change an airport's add-on (any field but its code; active false stops its sale); bookings already made keep their lines (admin)",
        params: CatalogueItemParamsSchema,
        body: UpdateAddOnRequestSchema,
        response: { 200: successEnvelope(AddOnResultSchema), ...writeErrors },
      },
    },
    async (request) => {
      const addOn = await updateAddOn(adminOf(request), request.params, request.body);
      return ok({ message: ExtrasAdminMessages.addOnSaved, data: { addOn } });
    },
  );

  app.post(
    '/ops/airports/:iata/packages',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createAirportPackage',
        summary:
          "Add a package to a served airport: the service with some of the airport's add-ons, shown as a card on the booking form (admin)",
        params: AirportParamsSchema,
        body: CreatePackageRequestSchema,
        response: { 201: successEnvelope(PackageResultSchema), ...writeErrors },
      },
    },
    async (request, reply) => {
      const pack = await createPackage(adminOf(request), request.params.iata, request.body);
      return reply.code(201).send(ok({ message: ExtrasAdminMessages.packageCreated, data: { package: pack } }));
    },
  );

  app.patch(
    '/ops/airports/:iata/packages/:code',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateAirportPackage',
        summary:
          "Change an airport's package (items, when given, replace its items as a whole; active false stops its sale); bookings already made keep their lines (admin)",
        params: CatalogueItemParamsSchema,
        body: UpdatePackageRequestSchema,
        response: { 200: successEnvelope(PackageResultSchema), ...writeErrors },
      },
    },
    async (request) => {
      const pack = await updatePackage(adminOf(request), request.params, request.body);
      return ok({ message: ExtrasAdminMessages.packageSaved, data: { package: pack } });
    },
  );
});

/** Every route of this file, each scope with its roles; `opts` come from the app (features/index.ts). */
export const extrasAdminRoutes: FastifyPluginAsyncZod<ExtrasAdminRoutesOptions> = namedPlugin(
  'extrasAdminRoutes',
  async (app, opts) => {
    await app.register(readRoutes, opts);
    await app.register(adminRoutes, opts);
  },
);
