/**
 * Texts (issue 28): Twilio's webhooks, and the traveller's phone for texts.
 *
 * - `POST /webhooks/twilio/status`: a text's delivery status (queued, sent, delivered, …) onto
 *   its outbox row.
 * - `POST /webhooks/twilio/inbound`: a reply. STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT
 *   turns texts off for that number; START or UNSTOP turns them back on (Twilio's opt-out words:
 *   https://help.twilio.com/articles/223134027).
 *   Both are form-encoded and signed with X-Twilio-Signature over PUBLIC_URL + path and the
 *   parameters, checked with the `twilio` package; a missing or wrong signature gets 401.
 * - `GET /users/me/phone`, `POST /users/me/phone/verification` (a 6-digit code by SMS, limited
 *   per number and per account) and `POST /users/me/phone/verify` (issue 28 §3).
 */
import { timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import {
  PHONE_CODE_MAX_TRIES,
  PhoneStatusSchema,
  PhoneVerificationMessages,
  PhoneVerificationRequestSchema,
  PhoneVerifyRequestSchema,
  successEnvelope,
  toE164,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { twilioSignedParams } from '../../integrations/texts/twilio-texts';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { enforceRateLimit } from '../../lib/rate-limit';
import { bearerSecurity, errorResponses, mediaAnswer, ok } from '../../lib/route-schemas';
import { enqueueMessage, enqueueOfficerCard, enqueuePhoneCode } from './enqueue';
import { hashCode } from './texts/compose-text';
import {
  countWrongTry,
  findLiveCode,
  findTextPhone,
  isStopped,
  markPhoneVerified,
  recordDeliveryStatus,
  setStopped,
  spendCode,
  upcomingPaidBookings,
} from './texts/texts.repository';

/** How Twilio signs the webhooks these routes take. */
export const textsSecuritySchemes = {
  twilioSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Twilio-Signature',
    description:
      'Base64 HMAC-SHA1, keyed by the Twilio auth token, of the full URL followed by each POST parameter name and value sorted by name (Twilio webhook security).',
  },
} as const;

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);

/** Verification codes: 3 per number per 15 min, 5 per account per hour (issue 28 §3). */
export const PHONE_CODE_LIMITS = {
  perNumber: { points: 3, durationSeconds: 15 * 60 },
  perAccount: { points: 5, durationSeconds: 60 * 60 },
} as const;

const StatusCallback = z.looseObject({ MessageSid: z.string(), MessageStatus: z.string() });
const Inbound = z.looseObject({ From: z.string(), Body: z.string().default('') });
const PhoneEnvelope = successEnvelope(PhoneStatusSchema);
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const textsWebhookRoutes: FastifyPluginAsyncZod = namedPlugin('textsWebhookRoutes', async (app) => {
  await app.register(formbody);
  const { texts, publicUrl } = app.config;

  /** The form parameters, once the signature over them holds. @throws 401 otherwise. */
  const signedParams = (request: { url: string; headers: Record<string, unknown>; body: unknown }) => {
    const params = twilioSignedParams(texts.authToken, publicUrl, request);
    if (!params) throw AppError.unauthorized('Invalid Twilio signature');
    return params;
  };
  const schema = (operationId: string, summary: string) => ({
    tags: ['messages'],
    operationId,
    summary,
    security: [{ twilioSignature: [] }],
    consumes: ['application/x-www-form-urlencoded'],
    response: {
      200: mediaAnswer('Empty TwiML: nothing to send back', ['text/xml'], 'text'),
      ...errorResponses(400, 401),
    },
  });

  app.post(
    '/webhooks/twilio/status',
    { schema: schema('receiveTwilioStatus', 'Twilio status callback: a text was sent, delivered or failed') },
    async (request, reply) => {
      const parsed = StatusCallback.safeParse(signedParams(request));
      if (!parsed.success) throw AppError.badRequest('Not a Twilio status callback.');
      await recordDeliveryStatus(app.db, parsed.data.MessageSid, parsed.data.MessageStatus);
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  );

  app.post(
    '/webhooks/twilio/inbound',
    { schema: schema('receiveTwilioInbound', 'A text replied to the product number: STOP and START') },
    async (request, reply) => {
      const parsed = Inbound.safeParse(signedParams(request));
      if (!parsed.success) throw AppError.badRequest('Not a Twilio incoming message.');
      const from = toE164(parsed.data.From.replace(/^whatsapp:/, ''));
      const word = parsed.data.Body.trim().toUpperCase();
      if (from && (STOP_WORDS.has(word) || START_WORDS.has(word))) {
        await setStopped(app.db, from, { stopped: STOP_WORDS.has(word) });
        app.log.info({ texts: STOP_WORDS.has(word) ? 'stopped' : 'started' }, 'text opt-out keyword');
      }
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  );
});

export const phoneRoutes: FastifyPluginAsyncZod = namedPlugin('phoneRoutes', async (app) => {
  app.addHook('onRequest', app.authenticate);
  const perNumber = app.rateLimits.limiter('texts:code:number', PHONE_CODE_LIMITS.perNumber);
  const perAccount = app.rateLimits.limiter('texts:code:account', PHONE_CODE_LIMITS.perAccount);
  const textsOn = !app.config.texts.sandbox || app.config.testMode;

  const status = async (userId: string) => {
    const phone = await findTextPhone(app.db, userId);
    if (!phone) throw AppError.unauthorized();
    return phone;
  };

  app.get(
    '/users/me/phone',
    {
      schema: {
        tags: ['users'],
        operationId: 'getPhoneStatus',
        summary: "The account's phone for texts: the number, verified, STOP",
        security: bearerSecurity,
        response: { 200: PhoneEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok({ data: await status(request.user.userId) }),
  );

  app.post(
    '/users/me/phone/verification',
    {
      schema: {
        tags: ['users'],
        operationId: 'sendPhoneCode',
        summary: "Send a 6-digit code by SMS to the account's phone, or to `phone`",
        security: bearerSecurity,
        body: PhoneVerificationRequestSchema,
        response: { 200: PhoneEnvelope, ...errorResponses(400, 401, 409, 429, 503) },
      },
    },
    async (request) => {
      const userId = request.user.userId;
      if (!textsOn) throw AppError.unavailable('Texts are not available.');
      const current = await status(userId);
      let number = current.number;
      if (request.body.phone !== undefined) {
        number = toE164(request.body.phone);
        if (!number)
          throw AppError.badRequest(PhoneVerificationMessages.invalidNumber, {
            phone: PhoneVerificationMessages.invalidNumber,
          });
      }
      // Never the quick sign-up's placeholder (profilePhone and toE164 leave it out).
      if (!number) throw AppError.conflict(PhoneVerificationMessages.noNumber);
      if (await isStopped(app.db, number)) throw AppError.conflict(PhoneVerificationMessages.stopped);
      await enforceRateLimit(perAccount, userId);
      await enforceRateLimit(perNumber, number);
      await app.db.transaction((tx) => enqueuePhoneCode(tx, app.jobs, { userId, phone: number }));
      return ok({ message: PhoneVerificationMessages.sent, data: current });
    },
  );

  app.post(
    '/users/me/phone/verify',
    {
      schema: {
        tags: ['users'],
        operationId: 'verifyPhoneCode',
        summary: 'Enter the code from the text: the number is verified (and becomes the account phone)',
        security: bearerSecurity,
        body: PhoneVerifyRequestSchema,
        response: { 200: PhoneEnvelope, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = request.user.userId;
      const matched = await app.db.transaction(async (tx) => {
        const now = new Date();
        const code = await findLiveCode(tx, userId, now);
        if (!code) return false;
        const given = Buffer.from(hashCode(request.body.code), 'hex');
        if (timingSafeEqual(given, Buffer.from(code.codeHash, 'hex'))) {
          await markPhoneVerified(tx, userId, { phone: code.phone, now });
          // What is still ahead goes to the new number (issue 36 item 6): the confirmation of
          // each paid upcoming booking now, by text only (the e-mail went at payment), and its
          // officer card when due, the text that matters most at the airport (issue 28 §2).
          for (const booking of await upcomingPaidBookings(tx, userId, now)) {
            await enqueueMessage(tx, app.jobs, {
              kind: 'booking-confirmed',
              bookingId: booking.id,
              channels: ['sms', 'whatsapp'],
              leadPassenger: false,
            });
            await enqueueOfficerCard(tx, app.jobs, { bookingId: booking.id, meetingTime: booking.meetingTime });
          }
          return true;
        }
        const tries = code.tries + 1;
        await countWrongTry(tx, code.id, tries);
        // The last try spends the code: a new one must be asked for.
        if (tries >= PHONE_CODE_MAX_TRIES) await spendCode(tx, code.id, now);
        return false;
      });
      if (!matched)
        throw AppError.badRequest(PhoneVerificationMessages.wrongCode, { code: PhoneVerificationMessages.wrongCode });
      return ok({ message: PhoneVerificationMessages.verified, data: await status(userId) });
    },
  );
});
