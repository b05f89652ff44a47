/**
 * The traveller's and everyone's chat routes (issue 17 §1, §5, §6):
 * - `GET /api/bookings/:id/live` (owner): milestones, officer card, "Verified", chat state, rating
 * - `GET /api/bookings/:id/officer-photo` (owner, once the card may be shown)
 * - `POST /api/bookings/:id/rating {score, comment?}` (owner, once, within 14 days of completion)
 * - `GET|POST /api/bookings/:id/chat` (owner, assigned officer, dispatcher, admin; rate-limited)
 * - `GET /api/live/unread` (traveller): unread chat messages per booking
 * - `GET /api/ops/ratings` (dispatcher, admin): averages per officer, ratings of 3 or less and the latest comments
 */
import {
  ChatMessagesSchema,
  IdParamsSchema,
  OfficerRatingsSchema,
  PROFILE_IMAGE_TYPES,
  RateServiceRequestSchema,
  SendChatMessageRequestSchema,
  SendChatMessageResultSchema,
  successEnvelope,
  TravellerLiveSchema,
  UnreadChatCountsSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { enforceRateLimit } from '../../lib/rate-limit';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { staffOnly } from '../staff/index';
import { lowRatings, officerAverages, ratingComments } from './chat.repository';
import { readChat, sendChat, travellerUnread } from './chat.service';
import { getTravellerLive, rateService, travellerOfficerPhoto } from './traveller.service';

const tags = ['live'];
const denied = errorResponses(400, 401, 404);
/** How many of the latest rating comments the console shows (issue 26 §6). */
const COMMENTS_SHOWN = 20;

/** Ratings of this score or less are flagged for the dispatcher (issue 17 §6). */
const FLAG_AT_OR_BELOW = 3;

export const travellerRoutes: FastifyPluginAsyncZod = namedPlugin('travellerRoutes', async (app) => {
  const chatLimit = app.rateLimits.limiter('live:chat:user', { points: 20, durationSeconds: 60 });
  const common = { tags, security: bearerSecurity, params: IdParamsSchema };

  // The traveller's and the chat routes need a signed-in caller: authenticated once for this
  // scope (who may see which booking is checked by each service). The ratings below are in a
  // staff scope of their own.
  const signedInRoutes: FastifyPluginAsyncZod = namedPlugin('signedInRoutes', async (scope) => {
    scope.addHook('onRequest', scope.authenticate);

    scope.get(
      '/bookings/:id/live',
      {
        schema: {
          ...common,
          operationId: 'getBookingLive',
          summary: 'The service as the traveller sees it',
          response: { 200: successEnvelope(TravellerLiveSchema), ...denied },
        },
      },
      async (request) =>
        ok({ data: await getTravellerLive(app.db, { userId: request.user.userId, bookingId: request.params.id }) }),
    );

    scope.get(
      '/bookings/:id/officer-photo',
      {
        schema: {
          ...common,
          operationId: 'getBookingOfficerPhoto',
          summary: "The officer's photo, once the officer card is shown",
          response: { 200: mediaAnswer("The officer's photo", PROFILE_IMAGE_TYPES), ...denied },
        },
      },
      async (request, reply) => {
        const photo = await travellerOfficerPhoto(app.db, {
          userId: request.user.userId,
          bookingId: request.params.id,
        });
        return reply
          .header('content-type', photo.contentType)
          .header('cache-control', 'private, no-store')
          .send(photo.bytes);
      },
    );

    scope.post(
      '/bookings/:id/rating',
      {
        schema: {
          ...common,
          operationId: 'rateService',
          summary: 'Rate a completed service 1 to 5, once, within 14 days',
          body: RateServiceRequestSchema,
          response: {
            200: successEnvelope(z.object({ score: z.number().int(), comment: z.string().nullable() })),
            ...errorResponses(400, 401, 404, 409),
          },
        },
      },
      async (request) => {
        const rating = await rateService(app.db, {
          userId: request.user.userId,
          bookingId: request.params.id,
          input: request.body,
        });
        return ok({ message: 'Thank you for rating your service.', data: rating });
      },
    );

    scope.get(
      '/bookings/:id/chat',
      {
        schema: {
          ...common,
          operationId: 'listBookingChat',
          summary: 'The masked chat of a booking',
          response: { 200: successEnvelope(ChatMessagesSchema), ...denied },
        },
      },
      async (request) =>
        ok({ data: await readChat(app.db, { userId: request.user.userId, bookingId: request.params.id }) }),
    );

    scope.post(
      '/bookings/:id/chat',
      {
        schema: {
          ...common,
          operationId: 'sendChatMessage',
          summary: 'Send a chat message (phone numbers and e-mail addresses are masked)',
          body: SendChatMessageRequestSchema,
          response: {
            200: successEnvelope(SendChatMessageResultSchema),
            ...errorResponses(400, 401, 404, 409, 429),
          },
        },
      },
      async (request) => {
        await enforceRateLimit(chatLimit, request.user.userId);
        const message = await sendChat(app.db, {
          userId: request.user.userId,
          bookingId: request.params.id,
          body: request.body.body,
        });
        return ok({ data: { message } });
      },
    );

    scope.get(
      '/live/unread',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'getUnreadChatCounts',
          summary: 'Unread chat messages per booking of the signed-in traveller',
          response: {
            200: successEnvelope(UnreadChatCountsSchema),
            ...errorResponses(401),
          },
        },
      },
      async (request) => ok({ data: { bookings: await travellerUnread(app.db, request.user.userId) } }),
    );
  });
  await app.register(signedInRoutes);

  // The ratings: the role is checked once for this scope (dispatcher, admin).
  const ratingRoutes: FastifyPluginAsyncZod = namedPlugin('ratingRoutes', async (scope) => {
    scope.addHook('onRequest', staffOnly(scope, 'dispatcher', 'admin'));

    scope.get(
      '/ops/ratings',
      {
        schema: {
          tags,
          security: bearerSecurity,
          operationId: 'listOfficerRatings',
          summary: "Each officer's average rating, every rating of 3 or less, and the latest comments",
          response: { 200: successEnvelope(OfficerRatingsSchema), ...errorResponses(401, 403, 404) },
        },
      },
      async () => {
        const [averages, flagged, comments] = await Promise.all([
          officerAverages(app.db),
          lowRatings(app.db, FLAG_AT_OR_BELOW),
          ratingComments(app.db, COMMENTS_SHOWN),
        ]);
        return ok({
          data: {
            officers: averages.flatMap((a) =>
              a.officerId
                ? [
                    {
                      officerId: a.officerId,
                      name: `${a.firstName} ${a.lastName}`,
                      average: Math.round(Number(a.average) * 10) / 10,
                      count: Number(a.count),
                    },
                  ]
                : [],
            ),
            flagged: flagged.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
            comments: comments.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
          },
        });
      },
    );
  });
  await app.register(ratingRoutes);
});
