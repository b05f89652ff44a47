/**
 * `GET /api/bookings/availability` (issue 15 §1, §4): the service plan of a flight and whether
 * it can be booked now. Open to visitors: the booking dialog shows it as soon as a flight is
 * found, before anyone signs in, and it tells nothing about any person. The create route checks
 * again in its own transaction.
 */
import { AvailabilityQuerySchema, ServiceAvailabilitySchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { errorResponses, ok, publicSecurity } from '../../lib/route-schemas';
import { getAvailability } from './booking-availability.service';

export const bookingAvailabilityRoutes: FastifyPluginAsyncZod = namedPlugin(
  'bookingAvailabilityRoutes',
  async (app) => {
    app.get(
      '/bookings/availability',
      {
        schema: {
          tags: ['bookings'],
          operationId: 'getBookingAvailability',
          security: publicSecurity,
          summary: 'The service plan for a flight, and whether it can be booked now',
          querystring: AvailabilityQuerySchema,
          response: { 200: successEnvelope(ServiceAvailabilitySchema), ...errorResponses(400, 404) },
        },
      },
      async (request) => ok({ data: await getAvailability(app.db, request.query) }),
    );
  },
);
