/**
 * An organisation's bookings under /api (issue 39 items 2, 3, 5): an arranger books for a
 * passenger (confirmed on account or left for a card), and members read the organisation's
 * bookings, one by one, as a page or as CSV, never with a meeting code. Every route needs a
 * bearer token and asks the membership first; another organisation's records answer 404.
 */
import {
  CreateOrganisationBookingRequestSchema,
  CreateOrganisationBookingResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  lagosToday,
  OrganisationBookingListSchema,
  OrganisationBookingParamsSchema,
  OrganisationBookingResultSchema,
  OrganisationBookingsParamsSchema,
  OrganisationBookingsQuerySchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import {
  createOrganisationBooking,
  getOrganisationBooking,
  listOrganisationBookings,
  organisationBookingsForExport,
  type SettleOnAccount,
} from './organisation-booking.service';
import { organisationBookingsCsv, organisationBookingsCsvName } from './organisation-bookings-csv';

const tags = ['organisations'];

/** What the app gives these routes: the payments feature's on-account settlement (ADR 363). */
export interface OrganisationBookingsRoutesOptions {
  settleOnAccount: SettleOnAccount;
}

export const organisationBookingsRoutes: FastifyPluginAsyncZod<OrganisationBookingsRoutesOptions> = namedPlugin(
  'organisationBookingsRoutes',
  async (app, opts) => {
    app.addHook('onRequest', app.authenticate);
    const deps = {
      db: app.db,
      jobs: app.jobs,
      holdMinutes: app.config.bookingHoldMinutes,
      settleOnAccount: opts.settleOnAccount,
    };

    app.post(
      '/organisations/:organisationId/bookings',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'createOrganisationBooking',
          summary:
            "Book for a passenger of the organisation (optional Idempotency-Key): confirmed on account when the organisation's invoice terms allow, else pending for a card",
          headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() }),
          params: OrganisationBookingsParamsSchema,
          body: CreateOrganisationBookingRequestSchema,
          response: {
            201: successEnvelope(CreateOrganisationBookingResultSchema).required({ message: true }),
            ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          },
        },
      },
      async (request, reply) => {
        const { result, replayed } = await createOrganisationBooking(
          deps,
          { caller: request.user, organisationId: request.params.organisationId, input: request.body },
          { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] },
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(ok({ message: result.payment.message, data: result }));
      },
    );

    app.get(
      '/organisations/:organisationId/bookings',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'listOrganisationBookings',
          summary:
            "The organisation's bookings, newest first, by passenger, status, Lagos dates and cost centre (a traveller member: theirs)",
          params: OrganisationBookingsParamsSchema,
          querystring: OrganisationBookingsQuerySchema,
          response: { 200: successEnvelope(OrganisationBookingListSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        ok({
          data: await listOrganisationBookings(app.db, request.user, {
            organisationId: request.params.organisationId,
            query: request.query,
          }),
        }),
    );

    app.get(
      '/organisations/:organisationId/bookings.csv',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'exportOrganisationBookings',
          summary: "The organisation's bookings of the list's filters as CSV (UTF-8 with BOM)",
          params: OrganisationBookingsParamsSchema,
          querystring: OrganisationBookingsQuerySchema,
          response: {
            200: mediaAnswer('The bookings as CSV (UTF-8 with BOM)', ['text/csv'], 'text'),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const bookings = await organisationBookingsForExport(app.db, request.user, {
          organisationId: request.params.organisationId,
          query: request.query,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${organisationBookingsCsvName(lagosToday())}"`)
          .header('cache-control', 'private, no-store')
          .send(organisationBookingsCsv(bookings));
      },
    );

    app.get(
      '/organisations/:organisationId/bookings/:bookingId',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'getOrganisationBooking',
          summary:
            "One of the organisation's bookings: live status, officer and meeting point (never the meeting code)",
          params: OrganisationBookingParamsSchema,
          response: { 200: successEnvelope(OrganisationBookingResultSchema), ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => ok({ data: { booking: await getOrganisationBooking(app.db, request.user, request.params) } }),
    );
  },
);
