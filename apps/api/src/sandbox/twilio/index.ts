/**
 * Twilio stand-in under /sandbox/twilio (issue 28 §1): the Messages API the official `twilio`
 * client calls (the Calls API: ./calls.ts), as shared/providers/twilio/messages-api-v2010.json describes it: create
 * (`POST …/Messages.json`, form-encoded), list (`GET …/Messages.json?To=&DateSent>=`) and fetch
 * (`GET …/Messages/{Sid}.json`), with HTTP Basic auth (account SID : auth token) and Twilio's
 * error objects and codes. Each message goes queued -> sent -> delivered in a job of the one job
 * runner (`sandbox-twilio-status`), which POSTs the message's StatusCallback at each step, signed
 * with X-Twilio-Signature as Twilio signs it. A number whose last keyword was STOP is refused
 * with 21610, as Twilio's opt-out handling does. Messages live in the database (ADR 105).
 */

import { toE164 } from '@fasttrack/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { namedPlugin } from '../../lib/named-plugin';
import { answerUnknownRoutes, standInRoute } from '../openapi';
import { authorised, fail, listPage } from './auth';
import { registerCallsStandIn } from './calls';
import { messageResource, newMessageSid, renderTemplate, START_WORDS, STOP_WORDS, twilioError } from './resources';
import { postSignedWebhook } from './signature';
import { findText, hasOptedOut, insertText, listTexts, updateResource } from './store';

export const TWILIO_STATUS_QUEUE = 'sandbox-twilio-status';

const CONTENT_SID = /^HX[0-9a-fA-F]{32}$/;

/** The number of an address: `whatsapp:+234…` → `+234…`. */
const bare = (address: string) => address.replace(/^whatsapp:/, '');

export const twilioSandbox: FastifyPluginAsync = namedPlugin('twilioSandbox', async (app) => {
  const { texts, providerTimeoutMs } = app.config;
  if (!texts.sandbox) throw new Error('The Twilio stand-in refuses to start: TWILIO_ACCOUNT_SID is set.');
  answerUnknownRoutes(app, (message, status) =>
    status === 405 ? twilioError(405, 20004, message) : twilioError(404, 20404, message),
  );

  /** POSTs a status callback, signed; Twilio does not retry one that fails, nor does this. */
  const callback = async (url: string, resource: Record<string, unknown>) => {
    const params: Record<string, string> = {
      AccountSid: String(resource.account_sid),
      ApiVersion: String(resource.api_version),
      From: String(resource.from),
      MessageSid: String(resource.sid),
      MessageStatus: String(resource.status),
      SmsSid: String(resource.sid),
      SmsStatus: String(resource.status),
      To: String(resource.to),
    };
    try {
      const status = await postSignedWebhook(url, params, { authToken: texts.authToken, timeoutMs: providerTimeoutMs });
      if (status < 200 || status >= 300) app.log.warn({ url, status }, 'sandbox status callback not accepted');
    } catch (err) {
      app.log.warn({ url, err: (err as Error).message }, 'sandbox status callback failed');
    }
  };

  app.jobs.register(
    TWILIO_STATUS_QUEUE,
    async (job) => {
      for (const status of ['sent', 'delivered'] as const) {
        const stored = await findText(app.db, job.data.sid);
        if (!stored || stored.resource.status === 'delivered') return;
        const now = new Date();
        const resource = {
          ...stored.resource,
          status,
          date_sent: stored.resource.date_sent ?? now.toUTCString().replace('GMT', '+0000'),
          date_updated: now.toUTCString().replace('GMT', '+0000'),
        };
        await updateResource(app.db, stored.sid, resource);
        if (stored.statusCallback) await callback(stored.statusCallback, resource);
      }
    },
    { retryLimit: 2, retryDelaySeconds: 1 },
  );

  const security = [{ twilioBasicAuth: [] }];

  app.post(
    '/2010-04-01/Accounts/:AccountSid/Messages.json',
    standInRoute({
      operationId: 'createTwilioMessageStandIn',
      summary: 'Twilio stand-in: send a message (SMS, or WhatsApp with whatsapp: addresses)',
      security,
      answers: { 201: 'The Message resource, queued', 400: 'Twilio error object', 401: 'Authenticate (20003)' },
    }),
    async (request, reply) => {
      if (!authorised(request, reply, texts)) return reply;
      const b = (request.body ?? {}) as Record<string, string | undefined>;
      const to = (b.To ?? '').trim();
      const from = (b.From ?? '').trim();
      if (!to) return fail(reply, twilioError(400, 21604, "A 'To' phone number is required."));
      const whatsapp = to.startsWith('whatsapp:');
      if (toE164(bare(to)) !== bare(to)) {
        return fail(reply, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
      }
      if (from !== (whatsapp ? texts.whatsappFrom : texts.smsFrom)) {
        return fail(
          reply,
          twilioError(
            400,
            21606,
            `The From phone number ${from} is not a valid, message-capable Twilio phone number for this destination.`,
          ),
        );
      }
      let body = b.Body ?? '';
      if (b.ContentSid !== undefined) {
        if (!CONTENT_SID.test(b.ContentSid)) {
          return fail(reply, twilioError(400, 21655, 'The ContentSid is Invalid.'));
        }
        let variables: Record<string, string>;
        try {
          variables = JSON.parse(b.ContentVariables ?? '{}') as Record<string, string>;
          if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
            throw new Error('not an object');
        } catch {
          return fail(reply, twilioError(400, 21656, 'The ContentVariables Parameter is invalid.'));
        }
        body = renderTemplate(b.ContentSid, variables);
      } else if (whatsapp) {
        // Outside a conversation WhatsApp takes only approved templates.
        return fail(
          reply,
          twilioError(
            400,
            63016,
            'Failed to send freeform message because you are outside the allowed window. Please use a Template.',
          ),
        );
      }
      if (!body.trim()) return fail(reply, twilioError(400, 21602, 'Message body is required.'));
      if (body.length > 1600) {
        return fail(reply, twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.'));
      }
      if (await hasOptedOut(app.db, bare(to), { stopWords: STOP_WORDS, startWords: START_WORDS })) {
        return fail(reply, twilioError(400, 21610, 'Attempt to send to unsubscribed recipient'));
      }
      const now = new Date();
      const resource = messageResource({
        sid: newMessageSid(),
        accountSid: texts.accountSid,
        to,
        from,
        body,
        direction: 'outbound-api',
        status: 'queued',
        created: now,
        sent: null,
        updated: now,
      });
      const sid = String(resource.sid);
      await app.db.transaction(async (tx) => {
        await insertText(tx, {
          sid,
          accountSid: texts.accountSid,
          to,
          from,
          resource,
          statusCallback: b.StatusCallback ?? null,
        });
        // Keyed by message: the queue keeps one waiting job per key (stately), and with no key at
        // all a second message's job would be dropped while the first one waits.
        await app.jobs.enqueue(tx, { name: TWILIO_STATUS_QUEUE, data: { sid }, singletonKey: sid });
      });
      return reply.status(201).send(resource);
    },
  );

  app.get(
    '/2010-04-01/Accounts/:AccountSid/Messages.json',
    standInRoute({
      operationId: 'listTwilioMessagesStandIn',
      summary: 'Twilio stand-in: the messages, newest first (To, From, DateSent>= filters)',
      security,
      answers: { 200: 'One page of Message resources', 401: 'Authenticate (20003)' },
    }),
    async (request, reply) => {
      if (!authorised(request, reply, texts)) return reply;
      const q = request.query as Record<string, string | undefined>;
      const since = q['DateSent>'] ?? q.DateSent;
      const sinceDate = since ? new Date(since) : undefined;
      if (sinceDate && Number.isNaN(sinceDate.getTime())) {
        return fail(reply, twilioError(400, 20001, 'Invalid DateSent'));
      }
      const pageSize = Math.min(Math.max(Number(q.PageSize) || 50, 1), 1000);
      const rows = await listTexts(app.db, {
        accountSid: texts.accountSid,
        ...(q.To ? { to: q.To } : {}),
        ...(q.From ? { from: q.From } : {}),
        ...(sinceDate ? { since: sinceDate } : {}),
        limit: pageSize,
      });
      const path = `/2010-04-01/Accounts/${texts.accountSid}/Messages.json`;
      return listPage(path, { key: 'messages', items: rows.map((r) => r.resource), pageSize });
    },
  );

  app.get(
    '/2010-04-01/Accounts/:AccountSid/Messages/:Sid',
    standInRoute({
      operationId: 'getTwilioMessageStandIn',
      summary: 'Twilio stand-in: one message (…/Messages/{Sid}.json)',
      security,
      answers: { 200: 'The Message resource', 401: 'Authenticate (20003)', 404: 'Not found (20404)' },
    }),
    async (request, reply) => {
      if (!authorised(request, reply, texts)) return reply;
      const { Sid } = request.params as { Sid: string };
      const sid = Sid.endsWith('.json') ? Sid.slice(0, -5) : '';
      const stored = sid ? await findText(app.db, sid) : null;
      if (!stored) {
        return fail(
          reply,
          twilioError(404, 20404, `The requested resource ${request.url.split('?')[0]} was not found`),
        );
      }
      return stored.resource;
    },
  );

  registerCallsStandIn(app);
});
