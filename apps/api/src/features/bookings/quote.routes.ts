/**
 * `POST /api/quotes` (issue 41 item 5): the lines and totals a booking made now would carry. Open
 * to visitors, as availability is: the booking form shows the price before anyone signs in, and
 * it tells nothing about any person. With `useCredits` it reads the caller's credits, so it asks
 * for a session first (401 without one).
 */
import { QuoteRequestSchema, QuoteResultSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { quoteBooking } from './booking-quote.service';

export const quoteRoutes: FastifyPluginAsyncZod = namedPlugin('quoteRoutes', async (app) => {
  app.post(
    '/quotes',
    {
      schema: {
        tags: ['bookings'],
        operationId: 'createQuote',
        // Either: a visitor's quote needs nothing, one with `useCredits` a session.
        security: [{}, ...bearerSecurity],
        summary: 'What a booking of this flight, service and party would cost if made now, line by line',
        body: QuoteRequestSchema,
        response: { 200: successEnvelope(QuoteResultSchema), ...errorResponses(400, 401, 404, 422, 503) },
      },
    },
    async (request, reply) => {
      if (request.body.useCredits) await app.authenticate(request, reply);
      const userId = request.body.useCredits ? request.user.userId : null;
      return ok({ data: { quote: await quoteBooking(app.db, request.body, { userId }) } });
    },
  );
});
