/**
 * A key's bookings under /api/partner (issue 40 items 1, 2; ADR 365): book for a passenger as an
 * arranger does (Idempotency-Key required), read one, list with cursor pagination and a poller's
 * `updatedSince`, and cancel (Idempotency-Key required). The key acts as its organisation: the
 * booking and its history name the key, and another organisation's booking is 404 as an unknown
 * id. Answers never hold the meeting code, which is the passenger's.
 */
import {
  CreateOrganisationBookingRequestSchema,
  CreateOrganisationBookingResultSchema,
  cancellationRuleMessage,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  PartnerBookingListSchema,
  PartnerBookingParamsSchema,
  PartnerBookingResultSchema,
  PartnerBookingsQuerySchema,
  PartnerCancellationSchema,
  PartnerMessages,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { errorResponses, ok, partnerKeySecurity } from '../../lib/route-schemas';
import {
  cancelBookingForKey,
  createOrganisationBooking,
  getBookingForKey,
  listBookingsForKey,
  type PartnerActor,
  type SettleOnAccount,
} from '../bookings/index';

const tags = ['partners'];
const idempotencyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() });

/** Every partner write takes an Idempotency-Key (issue 40 item 1). @throws AppError 400 VALIDATION_FAILED without one. */
function requiredKey(headers: { [IDEMPOTENCY_KEY_HEADER]?: string | undefined }): string {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  if (!key) {
    throw AppError.badRequest(PartnerMessages.idempotencyKeyRequired, {
      [IDEMPOTENCY_KEY_HEADER]: PartnerMessages.idempotencyKeyRequired,
    });
  }
  return key;
}

export const partnerBookingsRoutes: FastifyPluginAsyncZod<{ settleOnAccount: SettleOnAccount }> = namedPlugin(
  'partnerBookingsRoutes',
  async (app, opts) => {
    const deps = {
      db: app.db,
      jobs: app.jobs,
      holdMinutes: app.config.bookingHoldMinutes,
      settleOnAccount: opts.settleOnAccount,
    };

    app.post(
      '/partner/bookings',
      {
        onRequest: app.requirePartnerScope('bookings:write'),
        schema: {
          tags,
          security: partnerKeySecurity,
          operationId: 'createPartnerBooking',
          summary:
            "Book for a passenger as the organisation (Idempotency-Key required): confirmed on account when the organisation's invoice terms allow, else pending for a card",
          headers: idempotencyHeaders,
          body: CreateOrganisationBookingRequestSchema,
          response: {
            201: successEnvelope(CreateOrganisationBookingResultSchema).required({ message: true }),
            ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503),
          },
        },
      },
      async (request, reply) => {
        const idempotencyKey = requiredKey(request.headers);
        const { partner } = request;
        const { result, replayed } = await createOrganisationBooking(
          deps,
          {
            // The booker of record is the key's maker (ADR 365); the key is the actor.
            caller: { userId: partner.createdByUserId, role: 'customer' },
            organisationId: partner.organisationId,
            input: request.body,
            apiKeyId: partner.apiKeyId,
            notApproved: PartnerMessages.organisationNotApproved,
          },
          { idempotencyKey },
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(ok({ message: result.payment.message, data: result }));
      },
    );

    app.get(
      '/partner/bookings',
      {
        onRequest: app.requirePartnerScope('bookings:read'),
        schema: {
          tags,
          security: partnerKeySecurity,
          operationId: 'listPartnerBookings',
          summary:
            "The organisation's bookings: newest first, or with updatedSince those changed since, oldest change first (cursor pagination)",
          querystring: PartnerBookingsQuerySchema,
          response: { 200: successEnvelope(PartnerBookingListSchema), ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) =>
        ok({
          data: await listBookingsForKey(app.db, {
            organisationId: request.partner.organisationId,
            query: request.query,
          }),
        }),
    );

    app.get(
      '/partner/bookings/:bookingId',
      {
        onRequest: app.requirePartnerScope('bookings:read'),
        schema: {
          tags,
          security: partnerKeySecurity,
          operationId: 'getPartnerBooking',
          summary:
            "One of the organisation's bookings: live status, officer and meeting point (never the meeting code)",
          params: PartnerBookingParamsSchema,
          response: { 200: successEnvelope(PartnerBookingResultSchema), ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => {
        const ids = { organisationId: request.partner.organisationId, bookingId: request.params.bookingId };
        return ok({ data: { booking: await getBookingForKey(app.db, ids) } });
      },
    );

    app.delete(
      '/partner/bookings/:bookingId',
      {
        onRequest: app.requirePartnerScope('bookings:write'),
        schema: {
          tags,
          security: partnerKeySecurity,
          operationId: 'cancelPartnerBooking',
          summary:
            "Cancel one of the organisation's bookings (Idempotency-Key required); the answer says which refund rule applied",
          headers: idempotencyHeaders,
          params: PartnerBookingParamsSchema,
          response: {
            200: successEnvelope(PartnerCancellationSchema).required({ message: true }),
            ...errorResponses(400, 401, 403, 404, 409, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const idempotencyKey = requiredKey(request.headers);
        const { partner } = request;
        const actor: PartnerActor = { userId: partner.createdByUserId, role: 'partner', apiKeyId: partner.apiKeyId };
        const { outcome, replayed } = await cancelBookingForKey(deps, {
          actor,
          organisationId: partner.organisationId,
          bookingId: request.params.bookingId,
          idempotencyKey,
        });
        if (replayed) reply.header('idempotent-replayed', 'true');
        return ok({
          message: cancellationRuleMessage(outcome.rule, outcome.booking.freeCancellationHours),
          data: outcome,
        });
      },
    );
  },
);
