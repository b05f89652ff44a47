/**
 * Calls through the business number (issue 36 item 2; ADR 311):
 * - `POST /api/bookings/:id/calls`: the booking's assigned officer ("Call traveller") or its
 *   traveller ("Call my officer") places a call; the caller's phone rings first. One per booking
 *   every 30 s and 6 an hour, whoever places them, so a button pressed again and again rings
 *   nobody twice.
 * - `GET /api/bookings/:id/calls`: the call log (who, when, status, duration), for the officer,
 *   the traveller, a dispatcher or an admin.
 * - `POST /api/webhooks/twilio/calls/:callId/twiml`: Twilio asks what to do once the first phone
 *   answers: `<Dial>` the other side with the business caller ID.
 * - `POST /api/webhooks/twilio/calls/:callId/status`: the call's progress and duration.
 * - `POST /api/webhooks/twilio/calls/:callId/dial`: how the `<Dial>` ended.
 * The webhooks are form-encoded and signed with X-Twilio-Signature (401 otherwise), like the texts'.
 */
import formbody from '@fastify/formbody';
import {
  BookingCallsSchema,
  CallMessages,
  IdParamsSchema,
  PlacedCallSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callTwiml, emptyTwiml, sayAndEnd, twilioCalls } from '../../integrations/calls/twilio-calls';
import { twilioSignedParams } from '../../integrations/texts/twilio-texts';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { enforceRateLimit } from '../../lib/rate-limit';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { listBookingCalls, recordCallStatus, recordDialOutcome } from './call-log';
import { type CallsDeps, callInstructions, placeCall } from './calls.service';

/** One call per booking every 30 s (a mashed button), and 6 an hour (issue 36 item 2). */
export const CALL_LIMITS = {
  burst: { points: 1, durationSeconds: 30 },
  hourly: { points: 6, durationSeconds: 60 * 60 },
} as const;

const CallParams = z.object({ callId: z.uuid() });
const StatusCallback = z.looseObject({
  CallSid: z.string(),
  CallStatus: z.string(),
  CallDuration: z.string().optional(),
});
const DialAction = z.looseObject({ DialCallStatus: z.string() });
const Placed = successEnvelope(PlacedCallSchema);

export const callsRoutes: FastifyPluginAsyncZod = namedPlugin('callsRoutes', async (app) => {
  const { texts, testMode, publicUrl, providerTimeoutMs, checkInWindowMinutes } = app.config;
  // Calls go through Twilio, or its stand-in in test mode; never nowhere in production.
  const live = !texts.sandbox || testMode;
  const deps: CallsDeps = {
    db: app.db,
    provider: live && texts.callerId ? twilioCalls(texts, texts.callerId, providerTimeoutMs) : null,
    callerId: texts.callerId,
    publicUrl,
    checkInWindowMinutes,
  };

  const signedInRoutes: FastifyPluginAsyncZod = namedPlugin('signedInRoutes', async (scope) => {
    scope.addHook('onRequest', scope.authenticate);
    const burst = scope.rateLimits.limiter('calls:booking:burst', CALL_LIMITS.burst);
    const hourly = scope.rateLimits.limiter('calls:booking:hour', CALL_LIMITS.hourly);
    const common = { tags: ['live'], security: bearerSecurity, params: IdParamsSchema };

    scope.post(
      '/bookings/:id/calls',
      {
        schema: {
          ...common,
          operationId: 'createBookingCall',
          summary:
            "Call the other side of a service through the business number: the assigned officer calls the traveller, the traveller their officer; the caller's phone rings first",
          response: { 200: Placed, ...errorResponses(400, 401, 404, 409, 429, 503) },
        },
      },
      async (request) => {
        const bookingId = request.params.id;
        const call = await placeCall(deps, {
          userId: request.user.userId,
          bookingId,
          limit: async () => {
            await enforceRateLimit(burst, bookingId);
            await enforceRateLimit(hourly, bookingId);
          },
        });
        return ok({ message: CallMessages.placed, data: { call } });
      },
    );

    scope.get(
      '/bookings/:id/calls',
      {
        schema: {
          ...common,
          operationId: 'listBookingCalls',
          summary: "A booking's calls, newest first: who placed each, when, its status and duration",
          response: { 200: successEnvelope(BookingCallsSchema), ...errorResponses(400, 401, 404) },
        },
      },
      async (request) =>
        ok({ data: { calls: await listBookingCalls(app.db, request.user.userId, request.params.id) } }),
    );
  });
  await app.register(signedInRoutes);

  const webhookRoutes: FastifyPluginAsyncZod = namedPlugin('webhookRoutes', async (scope) => {
    await scope.register(formbody);
    const signed = (request: { url: string; headers: Record<string, unknown>; body: unknown }) => {
      const params = twilioSignedParams(texts.authToken, publicUrl, request);
      if (!params) throw AppError.unauthorized('Invalid Twilio signature');
      return params;
    };
    const schema = (operationId: string, summary: string, answer: string) => ({
      tags: ['live'],
      operationId,
      summary,
      security: [{ twilioSignature: [] }],
      consumes: ['application/x-www-form-urlencoded'],
      params: CallParams,
      response: { 200: mediaAnswer(answer, ['text/xml'], 'text'), ...errorResponses(400, 401) },
    });

    scope.post(
      '/webhooks/twilio/calls/:callId/twiml',
      {
        schema: schema(
          'getCallTwiml',
          'Twilio asks what to do once the first phone answers',
          'TwiML: <Dial> the other side',
        ),
      },
      async (request, reply) => {
        signed(request);
        const twiml = callTwiml(await callInstructions(deps, request.params.callId));
        return reply.type('text/xml').send(twiml);
      },
    );

    scope.post(
      '/webhooks/twilio/calls/:callId/status',
      { schema: schema('receiveCallStatus', "Twilio status callback: a call's progress and duration", 'Empty TwiML') },
      async (request, reply) => {
        const parsed = StatusCallback.safeParse(signed(request));
        if (!parsed.success) throw AppError.badRequest('Not a Twilio call status callback.');
        await recordCallStatus(app.db, request.params.callId, parsed.data);
        return reply.type('text/xml').send(emptyTwiml());
      },
    );

    scope.post(
      '/webhooks/twilio/calls/:callId/dial',
      { schema: schema('receiveCallDial', 'Twilio says how the <Dial> to the other side ended', 'TwiML: a goodbye') },
      async (request, reply) => {
        const parsed = DialAction.safeParse(signed(request));
        if (!parsed.success) throw AppError.badRequest('Not a Twilio dial action.');
        const answered = await recordDialOutcome(app.db, request.params.callId, parsed.data.DialCallStatus);
        return reply.type('text/xml').send(sayAndEnd(answered ? null : CallMessages.sayNoAnswer));
      },
    );
  });
  await app.register(webhookRoutes);
});
