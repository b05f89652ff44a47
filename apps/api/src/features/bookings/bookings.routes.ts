/**
 * Bookings endpoints under /api (issue: bookings; spec §3, §7). Every route needs a bearer
 * token; handlers only pass validated input to the services.
 */
import {
  BookingIdParamsSchema,
  BookingResultSchema,
  BookingSchema,
  CancellationOutcomeSchema,
  CompletePaymentRequestSchema,
  CreateBookingRequestSchema,
  CreateBookingResultSchema,
  cancellationRuleMessage,
  DisruptionChoiceRequestSchema,
  DisruptionChoiceResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  successEnvelope,
  UpdateBookingStatusRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { completePayment } from './booking-complete-payment';
import { createBooking } from './booking-create.service';
import { chooseAfterDisruption, registerDisruptionRefundJob } from './booking-disruption.service';
import { registerExpiryJob } from './booking-expiry';
import { cancelBooking, updateBookingStatus } from './booking-updates.service';
import { getBooking, listBookings } from './bookings.service';
import { registerFlightCheck } from './flight-check.job';
import { registerFlightPolling } from './flight-polling.job';
import { registerBookingHistorySubscriber } from './history-subscriber';

const params = BookingIdParamsSchema;

export const bookingsRoutes: FastifyPluginAsyncZod = namedPlugin('bookingsRoutes', async (app) => {
  registerExpiryJob(app);
  registerDisruptionRefundJob(app);
  registerFlightPolling(app);
  registerFlightCheck(app);
  registerBookingHistorySubscriber(app);
  const createDeps = { db: app.db, jobs: app.jobs, holdMinutes: app.config.bookingHoldMinutes };

  // Every bookings route needs a signed-in caller: authenticated once for this plugin's scope.
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/bookings/create',
    {
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        operationId: 'createBooking',
        summary: 'Create a booking, priced by the server (optional Idempotency-Key header)',
        // Loose: the validated object replaces request.headers, so the other headers must stay.
        headers: z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() }),
        body: CreateBookingRequestSchema,
        response: { 201: successEnvelope(CreateBookingResultSchema), ...errorResponses(400, 401, 404, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const { booking, replayed } = await createBooking(
        createDeps,
        { caller: request.user, input: request.body },
        { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(ok({ message: 'Booking created.', data: { booking } }));
    },
  );

  app.get(
    '/bookings/user',
    {
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        operationId: 'listMyBookings',
        summary: "The caller's bookings, newest first",
        response: { 200: successEnvelope(z.array(BookingSchema)).required({ message: true }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const data = await listBookings(app.db, request.user);
      return ok({ data, message: `Found ${data.length} booking${data.length === 1 ? '' : 's'}.` });
    },
  );

  app.get(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        operationId: 'getBooking',
        summary: 'One booking (with its meeting code for the owner)',
        params,
        response: { 200: successEnvelope(BookingResultSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ok({ data: { booking: await getBooking(app.db, request.user, request.params.id) } }),
  );

  app.post(
    '/bookings/:id/complete-payment',
    {
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        operationId: 'completeBookingPayment',
        summary: 'Settle the booking from a verified payment (idempotent)',
        params,
        body: CompletePaymentRequestSchema,
        response: { 200: successEnvelope(BookingResultSchema), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { booking, message } = await completePayment(app, {
        caller: request.user,
        bookingId: request.params.id,
        reference: request.body.reference,
      });
      return ok({ message, data: { booking } });
    },
  );

  app.put(
    '/bookings/:id/status',
    {
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        operationId: 'updateBookingStatus',
        summary: 'Change the booking status (customers may only cancel)',
        params,
        body: UpdateBookingStatusRequestSchema,
        response: { 200: successEnvelope(BookingResultSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { booking, message } = await updateBookingStatus(app, {
        caller: request.user,
        bookingId: request.params.id,
        to: request.body.status,
      });
      return ok({ message, data: { booking } });
    },
  );

  app.delete(
    '/bookings/:id',
    {
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        operationId: 'cancelBooking',
        summary: 'Cancel the booking; the answer says which refund rule applied',
        params,
        response: {
          200: successEnvelope(CancellationOutcomeSchema).required({ message: true }),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const outcome = await cancelBooking(app, { caller: request.user, bookingId: request.params.id });
      return ok({
        message: cancellationRuleMessage(outcome.rule, outcome.booking.freeCancellationHours),
        data: outcome,
      });
    },
  );

  app.post(
    '/bookings/:id/disruption-choice',
    {
      schema: {
        tags: ['bookings'],
        security: bearerSecurity,
        operationId: 'recordFlightDisruptionChoice',
        summary:
          'Answer a cancelled or diverted flight: a full refund now, or keep the booking for the new flight (named: moved at once when it can be served)',
        params,
        body: DisruptionChoiceRequestSchema,
        response: {
          200: successEnvelope(DisruptionChoiceResultSchema).required({ message: true }),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const { message, ...data } = await chooseAfterDisruption(app, {
        caller: request.user,
        id: request.params.id,
        request: request.body,
      });
      return ok({ message, data });
    },
  );
});
