/**
 * The Calls API of the Twilio stand-in (issue 36 item 2), as shared/providers/twilio/calls-api-v2010.json
 * describes it: create (`POST …/Calls.json`, form-encoded), list (`GET …/Calls.json?To=&From=&
 * ParentCallSid=&Status=`) and fetch (`GET …/Calls/{Sid}.json`), Basic auth, Twilio's error
 * codes; how a call then rings, runs its TwiML and hangs up is ./call-progress.ts. Calls live in
 * the database (ADR 105).
 */
import { toE164 } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { standInRoute } from '../openapi';
import { authorised, fail, listPage } from './auth';
import { eventsOf, registerCallProgress, TWILIO_CALL_QUEUE } from './call-progress';
import { CALL_EVENTS, type CallFacts, callParams, callResource, newCallSid } from './call-resources';
import { findCall, insertCall, listCalls } from './call-store';
import { twilioError } from './resources';
import { postSignedForm } from './signature';

export function registerCallsStandIn(app: FastifyInstance) {
  const { texts, providerTimeoutMs } = app.config;
  const security = [{ twilioBasicAuth: [] }];
  const post = (url: string, params: Record<string, string>) =>
    postSignedForm(url, params, { authToken: texts.authToken, timeoutMs: providerTimeoutMs });

  registerCallProgress(app);

  app.post(
    '/2010-04-01/Accounts/:AccountSid/Calls.json',
    standInRoute({
      operationId: 'createTwilioCallStandIn',
      summary: 'Twilio stand-in: place a call (it rings, is answered, and runs the TwiML at Url)',
      security,
      answers: { 201: 'The Call resource, queued', 400: 'Twilio error object', 401: 'Authenticate (20003)' },
    }),
    async (request, reply) => {
      if (!authorised(request, reply, texts)) return reply;
      const b = (request.body ?? {}) as Record<string, unknown>;
      const text = (key: string) => (typeof b[key] === 'string' ? (b[key] as string).trim() : '');
      const to = text('To');
      const from = text('From');
      if (!to) return fail(reply, twilioError(400, 21201, "No 'To' number is specified"));
      if (!from) return fail(reply, twilioError(400, 21213, "No 'From' number is specified"));
      if (toE164(to) !== to) return fail(reply, twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`));
      if (from !== texts.callerId) {
        return fail(
          reply,
          twilioError(400, 21210, `The source phone number provided, ${from}, is not yet verified for your account.`),
        );
      }
      const url = text('Url');
      if (!url && !text('Twiml') && !text('ApplicationSid')) {
        return fail(reply, twilioError(400, 21205, 'Url parameter is required.'));
      }
      if (url && !URL.canParse(url)) return fail(reply, twilioError(400, 21205, `Url is not a valid URL: ${url}`));
      const unknown = [...eventsOf(b.StatusCallbackEvent)].filter(
        (e) => !(CALL_EVENTS as readonly string[]).includes(e),
      );
      if (b.StatusCallbackEvent !== undefined && unknown.length) {
        return fail(reply, twilioError(400, 21626, `Invalid StatusCallbackEvent: ${unknown.join(', ')}`));
      }
      const now = new Date();
      const sid = newCallSid();
      const facts: CallFacts = {
        sid,
        accountSid: texts.accountSid,
        parentCallSid: null,
        to,
        from,
        direction: 'outbound-api',
        status: 'queued',
        created: now,
        started: null,
        ended: null,
        updated: now,
      };
      const resource = callResource(facts);
      await app.db.transaction(async (tx) => {
        await insertCall(tx, {
          sid,
          accountSid: texts.accountSid,
          parentCallSid: null,
          to,
          from,
          resource,
          request: b,
        });
        await app.jobs.enqueue(tx, {
          name: TWILIO_CALL_QUEUE,
          data: { sid, step: 'answer' },
          singletonKey: `${sid}:answer`,
        });
      });
      const callback = text('StatusCallback');
      if (callback && eventsOf(b.StatusCallbackEvent).has('initiated')) {
        await post(callback, callParams({ ...facts }, { CallbackSource: 'call-progress-events' })).catch(
          () => undefined,
        );
      }
      return reply.status(201).send(resource);
    },
  );

  app.get(
    '/2010-04-01/Accounts/:AccountSid/Calls.json',
    standInRoute({
      operationId: 'listTwilioCallsStandIn',
      summary: 'Twilio stand-in: the calls, newest first (To, From, ParentCallSid, Status filters)',
      security,
      answers: { 200: 'One page of Call resources', 401: 'Authenticate (20003)' },
    }),
    async (request, reply) => {
      if (!authorised(request, reply, texts)) return reply;
      const q = request.query as Record<string, string | undefined>;
      const pageSize = Math.min(Math.max(Number(q.PageSize) || 50, 1), 1000);
      const rows = await listCalls(app.db, {
        accountSid: texts.accountSid,
        ...(q.To ? { to: q.To } : {}),
        ...(q.From ? { from: q.From } : {}),
        ...(q.ParentCallSid ? { parentCallSid: q.ParentCallSid } : {}),
        ...(q.Status ? { status: q.Status } : {}),
        limit: pageSize,
      });
      const path = `/2010-04-01/Accounts/${texts.accountSid}/Calls.json`;
      return listPage(path, { key: 'calls', items: rows.map((r) => r.resource), pageSize });
    },
  );

  app.get(
    '/2010-04-01/Accounts/:AccountSid/Calls/:Sid',
    standInRoute({
      operationId: 'getTwilioCallStandIn',
      summary: 'Twilio stand-in: one call (…/Calls/{Sid}.json)',
      security,
      answers: { 200: 'The Call resource', 401: 'Authenticate (20003)', 404: 'Not found (20404)' },
    }),
    async (request, reply) => {
      if (!authorised(request, reply, texts)) return reply;
      const { Sid } = request.params as { Sid: string };
      const stored = Sid.endsWith('.json') ? await findCall(app.db, Sid.slice(0, -5)) : null;
      if (!stored) {
        return fail(
          reply,
          twilioError(404, 20404, `The requested resource ${request.url.split('?')[0]} was not found`),
        );
      }
      return stored.resource;
    },
  );
}
