/**
 * Live updates over Server-Sent Events (issue 17 §4; ADR 125):
 * - `POST /api/live/tickets {bookingId} | {scope: "officer"|"board"}` (bearer): a 60-second,
 *   single-purpose ticket. The owner gets one for their booking, an officer for a booking
 *   assigned to them or for all of theirs, a dispatcher or admin for any booking or the board.
 * - `GET /api/live/stream?ticket=`: `text/event-stream`; `Last-Event-ID` replays from the table.
 */
import {
  LiveStreamQuerySchema,
  LiveTicketRequestSchema,
  LiveTicketSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { enforceRateLimit } from '../../lib/rate-limit';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { findActiveRole } from '../users/index';
import { findServiceBooking, isAssigned, latestEventId, type StreamScope } from './live.repository';
import type { LiveHub } from './live-hub';
import type { TicketSigner } from './stream-tickets';

/** Comment line that keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/** The scope the caller may stream, or an AppError (404 hides other people's bookings). */
async function scopeFor(db: Db, userId: string, body: z.infer<typeof LiveTicketRequestSchema>): Promise<StreamScope> {
  const role = await findActiveRole(db, userId);
  if (!role) throw AppError.unauthorized('This account is no longer active.');
  if ('scope' in body) {
    if (body.scope === 'officer' && role === 'officer') return { kind: 'officer', officerId: userId };
    if (body.scope === 'board' && (role === 'dispatcher' || role === 'admin')) return { kind: 'board' };
    throw role === 'customer' ? AppError.notFound() : AppError.forbidden();
  }
  const booking = await findServiceBooking(db, body.bookingId);
  const allowed =
    booking &&
    (booking.userId === userId ||
      role === 'dispatcher' ||
      role === 'admin' ||
      (role === 'officer' && (await isAssigned(db, booking.id, userId))));
  if (!allowed) throw AppError.notFound();
  return { kind: 'booking', bookingId: body.bookingId };
}

/** The stream's credential (EventSource cannot send headers), named in its `security`. */
export const streamSecuritySchemes = {
  streamTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description: 'A 60-second ticket from POST /api/live/tickets, for one booking, officer or board stream.',
  },
} as const;

export function streamRoutes(hub: LiveHub, tickets: TicketSigner): FastifyPluginAsyncZod {
  return namedPlugin('streamRoutes', async (app) => {
    const perUser = app.rateLimits.limiter('live:tickets:user', { points: 60, durationSeconds: 60 });

    // Tickets need a signed-in caller: authenticated once for this scope (what they may stream is
    // checked by scopeFor). The stream itself is opened with a ticket, outside it.
    const ticketRoutes: FastifyPluginAsyncZod = namedPlugin('ticketRoutes', async (signedIn) => {
      signedIn.addHook('onRequest', signedIn.authenticate);

      signedIn.post(
        '/live/tickets',
        {
          schema: {
            tags: ['live'],
            security: bearerSecurity,
            operationId: 'createLiveTicket',
            summary: 'A 60-second ticket that opens one live stream',
            body: LiveTicketRequestSchema,
            response: { 200: successEnvelope(LiveTicketSchema), ...errorResponses(400, 401, 403, 404, 429) },
          },
        },
        async (request) => {
          await enforceRateLimit(perUser, request.user.userId);
          const scope = await scopeFor(app.db, request.user.userId, request.body);
          const { ticket, expiresAt } = tickets.issue(request.user.userId, scope);
          return ok({ data: { ticket, expiresAt: expiresAt.toISOString() } });
        },
      );
    });
    await app.register(ticketRoutes);

    app.get(
      '/live/stream',
      {
        schema: {
          tags: ['live'],
          operationId: 'openLiveStream',
          summary: 'Server-Sent Events of a booking, an officer or the board',
          security: [{ streamTicket: [] }],
          querystring: LiveStreamQuerySchema,
          headers: z
            .object({
              'last-event-id': z
                .string()
                .regex(/^\d{1,18}$/)
                .optional(),
            })
            .loose(),
          response: {
            200: mediaAnswer('The event stream (id, event, data: JSON)', ['text/event-stream'], 'text'),
            ...errorResponses(400, 401),
          },
        },
      },
      async (request, reply) => {
        const granted = tickets.verify(request.query.ticket);
        if (!granted) throw AppError.unauthorized('This stream ticket is not valid. Ask for a new one.');
        const header = request.headers['last-event-id'];
        const resumeFrom = typeof header === 'string' ? header : request.query.lastEventId;
        const lastId = resumeFrom !== undefined ? Number(resumeFrom) : await latestEventId(app.db);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write(`retry: 2000\n: open\n\n`);
        const unsubscribe = hub.subscribe({
          scope: granted.scope,
          lastId,
          send: (e) => {
            const data = { ...e, createdAt: e.createdAt.toISOString() };
            res.write(`id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(data)}\n\n`);
          },
        });
        const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
          hub.closers.delete(close);
          if (!res.writableEnded) res.end();
        };
        hub.closers.add(close);
        request.raw.on('close', close);
      },
    );
  });
}
