/**
 * The add-on lines of a booking after the sale (issue 41 item 4):
 * - `GET /api/bookings/:id/extras` (who may read the booking: its owner, its member passenger,
 *   staff; anyone else 404) -> `{ lines: ExtraLine[] }`
 * - `GET /api/ops/extras/waiting?airport=IATA` (dispatcher, admin) -> `{ lines: WaitingExtra[] }`:
 *   on-request lines no one answered, of paid, confirmed bookings, oldest order first
 * - `POST /api/ops/bookings/:id/extras/:lineIndex/confirm` (dispatcher, admin) -> `{ line }`
 * - `POST /api/ops/bookings/:id/extras/:lineIndex/decline {reason?}` (dispatcher, admin) ->
 *   `{ line }`, its refund decided; declining again answers 409 (refunded once)
 * - `POST /api/officer/services/:id/extras/:lineIndex/delivery {delivered, clientId?}` (the
 *   officer assigned to the booking; another officer 404, a dispatcher 403) -> `{ line }`
 * The role checks, the audit writer and the bookings' visibility rule are handed in by the app
 * (features/index.ts), so this feature imports neither staff nor bookings.
 */
import {
  DeclineExtraRequestSchema,
  ExtraLineResultSchema,
  ExtraLinesResultSchema,
  IataCodeSchema,
  RecordExtraDeliveryRequestSchema,
  type StaffRole,
  successEnvelope,
  WaitingExtrasResultSchema,
} from '@fasttrack/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import type { ExtrasBooking } from './extras.repository';
import { selectWaitingExtras } from './extras.repository';
import {
  type AuditWriter,
  confirmExtra,
  declineExtra,
  type ExtrasDeps,
  getBookingExtras,
  recordExtraDelivery,
} from './extras.service';

export interface ExtrasRoutesOptions {
  /** Staff's one role check (`staffOnly`). */
  staffOnly: (
    scope: FastifyInstance,
    ...roles: StaffRole[]
  ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Operations' `recordStaffAudit`. */
  recordAudit: AuditWriter;
  /** The bookings' read rule (booking-access `canSee`). */
  canSee: (
    caller: FastifyRequest['user'],
    booking: Pick<ExtrasBooking, 'userId' | 'organisationId' | 'passengerUserId'>,
  ) => boolean;
}

const tags = ['extras'];
const BookingParams = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });
const LineParams = z.strictObject({
  id: z.uuid({ error: 'Invalid booking id' }),
  lineIndex: z.coerce.number().int().min(1).max(99),
});
const WaitingQuery = z.strictObject({ airport: IataCodeSchema.optional() });
const LineEnvelope = successEnvelope(ExtraLineResultSchema);

const readerRoutes: FastifyPluginAsyncZod<ExtrasRoutesOptions> = namedPlugin('readerRoutes', async (app, opts) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/bookings/:id/extras',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getBookingExtras',
        summary: "The booking's add-on lines: confirmation, delivery and refund of each",
        params: BookingParams,
        response: { 200: successEnvelope(ExtraLinesResultSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const lines = await getBookingExtras(app.db, request.params.id, (b) => opts.canSee(request.user, b));
      return ok({ data: { lines } });
    },
  );
});

const deskRoutes: FastifyPluginAsyncZod<ExtrasRoutesOptions> = namedPlugin('deskRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'dispatcher', 'admin'));
  const deps = (): ExtrasDeps => ({ db: app.db, jobs: app.jobs, recordAudit: opts.recordAudit });
  const actorOf = (request: FastifyRequest) => ({ userId: request.user.userId, role: request.user.role });

  app.get(
    '/ops/extras/waiting',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'listWaitingExtras',
        summary: 'On-request add-on lines of paid, confirmed bookings waiting for an answer, oldest order first',
        querystring: WaitingQuery,
        response: { 200: successEnvelope(WaitingExtrasResultSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ok({ data: { lines: await selectWaitingExtras(app.db, request.query.airport) } }),
  );

  app.post(
    '/ops/bookings/:id/extras/:lineIndex/confirm',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'confirmExtra',
        summary: 'Confirm an add-on line (a line confirmed already answers as it stands)',
        params: LineParams,
        response: { 200: LineEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const key = { bookingId: request.params.id, lineIndex: request.params.lineIndex };
      return ok({ data: { line: await confirmExtra(deps(), actorOf(request), key) } });
    },
  );

  app.post(
    '/ops/bookings/:id/extras/:lineIndex/decline',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'recordExtraDecline',
        summary: 'Decline an add-on line: its refund is decided and made by itself; a second decline is 409',
        params: LineParams,
        body: DeclineExtraRequestSchema,
        response: { 200: LineEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const line = await declineExtra(deps(), actorOf(request), {
        bookingId: request.params.id,
        lineIndex: request.params.lineIndex,
        reason: request.body.reason,
      });
      return ok({ data: { line } });
    },
  );
});

const officerRoutes: FastifyPluginAsyncZod<ExtrasRoutesOptions> = namedPlugin('officerRoutes', async (app, opts) => {
  app.addHook('onRequest', opts.staffOnly(app, 'officer'));

  app.post(
    '/officer/services/:id/extras/:lineIndex/delivery',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'recordExtraDelivery',
        summary:
          'Mark an add-on line delivered or not (not delivered refunds it); a replay of the same clientId changes nothing',
        params: LineParams,
        body: RecordExtraDeliveryRequestSchema,
        response: { 200: LineEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const deps: ExtrasDeps = { db: app.db, jobs: app.jobs, recordAudit: opts.recordAudit };
      const line = await recordExtraDelivery(deps, request.user.userId, {
        bookingId: request.params.id,
        lineIndex: request.params.lineIndex,
        ...request.body,
      });
      return ok({ data: { line } });
    },
  );
});

export const extrasRoutes: FastifyPluginAsyncZod<ExtrasRoutesOptions> = namedPlugin(
  'extrasRoutes',
  async (app, opts) => {
    await app.register(readerRoutes, opts);
    await app.register(deskRoutes, opts);
    await app.register(officerRoutes, opts);
  },
);
