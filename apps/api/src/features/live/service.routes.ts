/**
 * The officer's service controls (issue 17 §2, §3), each for the assigned officer or a
 * dispatcher or admin:
 * - `GET /api/officer/services/:id/progress`
 * - `POST /api/officer/services/:id/verify {code, clientId?}`: the meeting code (rate-limited; five
 *   misses lock it; an entry sent again with its client id is decided once)
 * - `POST /api/officer/services/:id/milestones {milestone}`
 * - `POST /api/ops/bookings/:id/meeting-code/unlock` (dispatcher, admin)
 * - `POST /api/ops/bookings/:id/gate-override {milestone, reason}` (dispatcher, admin; issue 26 §1)
 * - `POST /api/ops/bookings/:id/cancel {reason}` (dispatcher, admin; issue 26 §2)
 * - `POST /api/ops/bookings/:id/step-in {milestone, reason, code?}` (dispatcher, admin; an officer
 *   or a customer gets 404): the desk records a step of a service under way (issue 36 item 3)
 */
import {
  CancellationOutcomeSchema,
  cancellationRuleMessage,
  IdParamsSchema,
  OverrideGateRequestSchema,
  RecordMilestoneRequestSchema,
  ServiceProgressSchema,
  StaffCancelRequestSchema,
  StepInRequestSchema,
  successEnvelope,
  VerifyMeetingCodeRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { enforceRateLimit } from '../../lib/rate-limit';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { deskOnly, staffOnly } from '../staff/index';
import { unlockMeetingCode, verifyMeetingCode } from './meeting-code.service';
import { cancelWithReason, getProgress, overrideGate, recordMilestone } from './progress.service';
import { serviceFor } from './service-access';
import { stepIn } from './step-in.service';

const tags = ['live'];
const Progress = successEnvelope(ServiceProgressSchema);

/**
 * The service controls: the role is checked once for this scope (officer, dispatcher, admin);
 * whether an officer is assigned to the booking is checked by each service.
 */
const runnerRoutes: FastifyPluginAsyncZod = namedPlugin('runnerRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'officer', 'dispatcher', 'admin'));
  // Per officer and booking: slows guessing far below the lock's five tries.
  const verifyLimit = app.rateLimits.limiter('live:verify', { points: 10, durationSeconds: 60 });

  app.get(
    '/officer/services/:id/progress',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'getServiceProgress',
        summary: 'Milestones of a service and the state of its meeting code',
        params: IdParamsSchema,
        response: { 200: Progress, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const booking = await serviceFor(app.db, { caller: request.user, bookingId: request.params.id });
      return ok({ data: await getProgress(app.db, booking, app.config.checkInWindowMinutes) });
    },
  );

  app.post(
    '/officer/services/:id/verify',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'verifyMeetingCode',
        summary:
          'Check the meeting code the traveller tells the officer; a replay of the same clientId is decided once',
        params: IdParamsSchema,
        body: VerifyMeetingCodeRequestSchema,
        response: { 200: Progress, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => {
      await enforceRateLimit(verifyLimit, `${request.user.userId}:${request.params.id}`);
      const progress = await verifyMeetingCode(app, {
        caller: request.user,
        bookingId: request.params.id,
        entry: request.body,
      });
      return ok({ message: 'Code verified: you have met the traveller.', data: progress });
    },
  );

  app.post(
    '/officer/services/:id/milestones',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'recordMilestone',
        summary:
          'Record the next milestone of a service, or a no-show (check-in opens before the meeting time); a replay of the same clientId is recorded once',
        params: IdParamsSchema,
        body: RecordMilestoneRequestSchema,
        response: { 200: Progress, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { milestone, clientId = null } = request.body;
      return ok({
        data: await recordMilestone(app, { caller: request.user, bookingId: request.params.id, milestone, clientId }),
      });
    },
  );
});

/** Unlocking a meeting code, opening a time gate, cancelling: checked once for this scope (dispatcher, admin). */
const dispatchRoutes: FastifyPluginAsyncZod = namedPlugin('dispatchRoutes', async (app) => {
  app.addHook('onRequest', staffOnly(app, 'dispatcher', 'admin'));

  app.post(
    '/ops/bookings/:id/meeting-code/unlock',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'unlockMeetingCode',
        summary: 'Unlock a meeting code locked by five wrong tries',
        params: IdParamsSchema,
        response: { 200: Progress, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      ok({
        message: 'Meeting code unlocked.',
        data: await unlockMeetingCode(app, request.user, request.params.id),
      }),
  );

  app.post(
    '/ops/bookings/:id/gate-override',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'recordMilestoneEarly',
        summary: 'Record check-in or a no-show before its time, with a reason (audited)',
        params: IdParamsSchema,
        body: OverrideGateRequestSchema,
        response: { 200: Progress, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok({
        message: 'Recorded early; the reason is in the audit trail.',
        data: await overrideGate(app, { caller: request.user, bookingId: request.params.id, input: request.body }),
      }),
  );

  app.post(
    '/ops/bookings/:id/cancel',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'cancelBookingAsDispatcher',
        summary: 'Cancel a booking at any stage, with a reason (audited); its officers are told live',
        params: IdParamsSchema,
        body: StaffCancelRequestSchema,
        response: {
          200: successEnvelope(CancellationOutcomeSchema).required({ message: true }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const outcome = await cancelWithReason(app, {
        caller: request.user,
        bookingId: request.params.id,
        ...request.body,
      });
      return ok({
        message: cancellationRuleMessage(outcome.rule, outcome.booking.freeCancellationHours),
        data: outcome,
      });
    },
  );
});

/** The desk's own step on a service under way: dispatcher and admin; anyone else gets 404. */
const deskRoutes: FastifyPluginAsyncZod = namedPlugin('deskRoutes', async (app) => {
  app.addHook('onRequest', deskOnly(app));

  app.post(
    '/ops/bookings/:id/step-in',
    {
      schema: {
        tags,
        security: bearerSecurity,
        operationId: 'recordStepForOfficer',
        summary:
          "Record the next step of a service under way for its officer, with a reason (audited); 'met' needs the meeting code",
        params: IdParamsSchema,
        body: StepInRequestSchema,
        response: { 200: Progress, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request) =>
      ok({
        message: 'Recorded for the officer; the reason is in the audit trail.',
        data: await stepIn(app, { caller: request.user, bookingId: request.params.id, input: request.body }),
      }),
  );
});

/** Every service control, each in the scope of the roles it allows. */
export const serviceRoutes: FastifyPluginAsyncZod = namedPlugin('serviceRoutes', async (app) => {
  await app.register(runnerRoutes);
  await app.register(dispatchRoutes);
  await app.register(deskRoutes);
});
