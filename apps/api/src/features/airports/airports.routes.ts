/**
 * The served airports, for staff (issue 41 item 1):
 * - `GET /api/ops/airports` (dispatcher, admin): every served airport, open or closed, with its terminals
 * - `POST /api/ops/airports`, `PATCH /api/ops/airports/:iata` (admin)
 * - `POST /api/ops/airports/:iata/terminals`, `PATCH|DELETE /api/ops/airports/:iata/terminals/:name` (admin)
 * - `PATCH /api/ops/airports/:iata/rules` (admin): its pricing rules (issue 41 item 1)
 * A customer gets 404, an officer 403, a dispatcher 403 on the changes (staff's role check, handed in).
 */
import {
  AirportMessages,
  AirportParamsSchema,
  AirportRulesResultSchema,
  CreateServedAirportRequestSchema,
  CreateTerminalRequestSchema,
  PriceMessages,
  ServedAirportSchema,
  type StaffRole,
  successEnvelope,
  TerminalParamsSchema,
  UpdateAirportRulesRequestSchema,
  UpdateServedAirportRequestSchema,
  UpdateTerminalRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { updateAirportRules } from './airport-rules.service';
import { listServedAirports } from './airports.repository';
import {
  type AirportAdmin,
  type AuditWriter,
  addTerminal,
  createServedAirport,
  removeTerminal,
  updateServedAirport,
  updateTerminal,
} from './airports-admin.service';

/** Staff's one role check (`staffOnly` of the staff feature) for a plugin scope. */
export type StaffRoleCheck = (
  scope: FastifyInstance,
  ...roles: StaffRole[]
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface AirportsRoutesOptions {
  staffOnly: StaffRoleCheck;
  /** Operations' `recordStaffAudit`. */
  recordAudit: AuditWriter;
}

const tags = ['operations'];
const denied = errorResponses(400, 401, 403, 404);
const AirportEnvelope = successEnvelope(ServedAirportSchema);

const readRoutes: FastifyPluginAsyncZod<AirportsRoutesOptions> = namedPlugin('readRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'dispatcher', 'admin'));

  app.get(
    '/ops/airports',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listServedAirports',
        summary: 'Every served airport, open for sale or not, with its terminals, by IATA code (dispatcher, admin)',
        response: { 200: successEnvelope(z.array(ServedAirportSchema)), ...denied },
      },
    },
    async () => ok({ data: await listServedAirports(app.db) }),
  );
});

const adminRoutes: FastifyPluginAsyncZod<AirportsRoutesOptions> = namedPlugin('adminRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'admin'));
  const adminOf = (request: FastifyRequest): AirportAdmin => ({
    db: app.db,
    actor: { userId: request.user.userId, role: request.user.role },
    recordAudit: opts.recordAudit,
  });

  app.post(
    '/ops/airports',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createServedAirport',
        summary:
          'Serve an airport: its ICAO code, currency and whether it is open for sale; the curated airport is added when missing, kept when it exists (admin)',
        body: CreateServedAirportRequestSchema,
        response: { 201: AirportEnvelope, ...denied, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const data = await createServedAirport(adminOf(request), request.body);
      return reply.code(201).send(ok({ message: AirportMessages.created, data }));
    },
  );

  app.patch(
    '/ops/airports/:iata',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateServedAirport',
        summary: "Change a served airport's codes, place or time zone, or open or close it for sale (admin)",
        params: AirportParamsSchema,
        body: UpdateServedAirportRequestSchema,
        response: { 200: AirportEnvelope, ...denied },
      },
    },
    async (request) =>
      ok({
        message: AirportMessages.saved,
        data: await updateServedAirport(adminOf(request), request.params.iata, request.body),
      }),
  );

  app.patch(
    '/ops/airports/:iata/rules',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateAirportRules',
        summary:
          "Change a served airport's pricing rules: minimum notice, urgent and night surcharges and their windows; bookings made from now on take them (admin)",
        params: AirportParamsSchema,
        body: UpdateAirportRulesRequestSchema,
        response: { 200: successEnvelope(AirportRulesResultSchema), ...denied },
      },
    },
    async (request) =>
      ok({
        message: PriceMessages.rulesSaved,
        data: { rules: await updateAirportRules(adminOf(request), request.params.iata, request.body) },
      }),
  );

  app.post(
    '/ops/airports/:iata/terminals',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createAirportTerminal',
        summary: 'Add a terminal to a served airport; answers the airport (admin)',
        params: AirportParamsSchema,
        body: CreateTerminalRequestSchema,
        response: { 201: AirportEnvelope, ...denied, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const data = await addTerminal(adminOf(request), request.params.iata, request.body);
      return reply.code(201).send(ok({ message: AirportMessages.terminalCreated, data }));
    },
  );

  app.patch(
    '/ops/airports/:iata/terminals/:name',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateAirportTerminal',
        summary: 'Change what a terminal handles (international, domestic) or its order; answers the airport (admin)',
        params: TerminalParamsSchema,
        body: UpdateTerminalRequestSchema,
        response: { 200: AirportEnvelope, ...denied },
      },
    },
    async (request) =>
      ok({
        message: AirportMessages.terminalSaved,
        data: await updateTerminal(adminOf(request), request.params, request.body),
      }),
  );

  app.delete(
    '/ops/airports/:iata/terminals/:name',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deleteAirportTerminal',
        summary:
          'Delete a terminal and its meeting points; refused (409) while an officer of the airport works in it (admin)',
        params: TerminalParamsSchema,
        response: { 200: AirportEnvelope, ...denied, ...errorResponses(409) },
      },
    },
    async (request) =>
      ok({ message: AirportMessages.terminalRemoved, data: await removeTerminal(adminOf(request), request.params) }),
  );
});

/** Every route of this file, each scope with its roles; `opts` come from the app (features/index.ts). */
export const airportsRoutes: FastifyPluginAsyncZod<AirportsRoutesOptions> = namedPlugin(
  'airportsRoutes',
  async (app, opts) => {
    await app.register(readRoutes, opts);
    await app.register(adminRoutes, opts);
  },
);
