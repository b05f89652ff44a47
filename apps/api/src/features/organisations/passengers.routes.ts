/**
 * The organisation's passenger list (issue 39 item 2), for those who book for it (owner, admin,
 * arranger): `GET .../passengers?q=`, `POST .../passengers`, `PATCH`/`DELETE
 * .../passengers/:passengerId`, and `POST .../passengers/import` {csv} (`full_name,phone,email`).
 * Another organisation's passenger answers 404, as an unknown id does.
 */
import {
  CsvImportRequestSchema,
  MessageEnvelopeSchema,
  OrganisationParamsSchema,
  OrganisationPassengerParamsSchema,
  OrganisationPassengerSchema,
  PassengerImportResultSchema,
  PassengerListQuerySchema,
  PassengerRequestSchema,
  PassengerUpdateSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import {
  addPassenger,
  changePassenger,
  importPassengers,
  removePassenger,
  searchPassengers,
} from './passengers.service';

const tags = ['organisations'];
const base = '/organisations/:organisationId/passengers';

export const passengerRoutes: FastifyPluginAsyncZod = namedPlugin('passengerRoutes', async (app) => {
  app.addHook('onRequest', app.authenticate);
  const denied = errorResponses(400, 401, 403, 404, 409);

  app.get(
    base,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listOrganisationPassengers',
        summary: "The organisation's passengers by name; q searches name, phone and e-mail",
        params: OrganisationParamsSchema,
        querystring: PassengerListQuerySchema,
        response: { 200: successEnvelope(z.array(OrganisationPassengerSchema)), ...denied },
      },
    },
    async (request) => {
      const who = { organisationId: request.params.organisationId, userId: request.user.userId };
      return ok({ data: await searchPassengers(app.db, who, request.query.q) });
    },
  );
  app.post(
    base,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createOrganisationPassenger',
        summary: 'Add a guest (name as on the passport, phone, e-mail) or a member to the list',
        params: OrganisationParamsSchema,
        body: PassengerRequestSchema,
        response: { 200: successEnvelope(OrganisationPassengerSchema), ...denied },
      },
    },
    async (request) => {
      const who = { organisationId: request.params.organisationId, userId: request.user.userId };
      return ok({ message: 'Passenger saved', data: await addPassenger(app.db, who, request.body) });
    },
  );
  app.post(
    `${base}/import`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'createOrganisationPassengersFromCsv',
        summary: 'Add or update passengers from CSV text (header full_name,phone,email; at most 200 rows)',
        params: OrganisationParamsSchema,
        body: CsvImportRequestSchema,
        response: { 200: successEnvelope(PassengerImportResultSchema), ...denied },
      },
    },
    async (request) => {
      const who = { organisationId: request.params.organisationId, userId: request.user.userId };
      const data = await importPassengers(app.db, who, request.body.csv);
      return ok({ message: `${data.saved} passenger(s) saved`, data });
    },
  );
  app.patch(
    `${base}/:passengerId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'updateOrganisationPassenger',
        summary: "Change a passenger's name, phone or e-mail",
        params: OrganisationPassengerParamsSchema,
        body: PassengerUpdateSchema,
        response: { 200: successEnvelope(OrganisationPassengerSchema), ...denied },
      },
    },
    async (request) => {
      const { organisationId, passengerId } = request.params;
      const who = { organisationId, passengerId, userId: request.user.userId };
      return ok({ message: 'Passenger saved', data: await changePassenger(app.db, who, request.body) });
    },
  );
  app.delete(
    `${base}/:passengerId`,
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'deleteOrganisationPassenger',
        summary: 'Remove a passenger from the list (their bookings keep their name)',
        params: OrganisationPassengerParamsSchema,
        response: { 200: MessageEnvelopeSchema, ...denied },
      },
    },
    async (request) => {
      const { organisationId, passengerId } = request.params;
      await removePassenger(app.db, { organisationId, passengerId, userId: request.user.userId });
      return ok({ message: 'Passenger removed' });
    },
  );
});
