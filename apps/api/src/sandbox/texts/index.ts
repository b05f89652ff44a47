/**
 * The texts mailbox in test mode (issue 28 §1), under /sandbox/texts: every SMS and WhatsApp
 * message the Twilio stand-in took, as a page and as `GET /sandbox/texts/messages?to=` (JSON,
 * newest first); beside them the calls it placed (issue 36 item 2; also `GET /sandbox/texts/calls?to=`);
 * and a form to reply as the traveller (`POST /sandbox/texts/replies`), which the
 * stand-in sends to the product's inbound webhook signed as Twilio would, so STOP can be tried.
 * Texts hold verification codes for every account: the same access rule as the caught mail (a
 * request from loopback, or one with the Paystack stand-in's secret key; 403 otherwise).
 */
import { toE164 } from '@fasttrack/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { mediaAnswer } from '../../lib/route-schemas';
import { loopbackOrKey, type StandInOperation, standInRoute } from '../openapi';
import { sandboxPage } from '../paystack/checkout-page';
import { fromLoopback } from '../paystack/faults';
import type { StoredCall } from '../twilio/call-store';
import { listCalls } from '../twilio/call-store';
import { messageResource, newMessageSid } from '../twilio/resources';
import { postSignedWebhook } from '../twilio/signature';
import { insertText, listTexts, type StoredText } from '../twilio/store';
import { callsJson, callsTable } from './calls-table';

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Links in an escaped body made followable, so a tester opens them as the phone would. */
const linked = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const ListQuery = z.object({ to: z.string().trim().max(40).optional() });
const ReplyBody = z.object({
  from: z.string().trim().min(1).max(40),
  body: z.string().trim().min(1).max(1600),
});

/** The JSON a test reads. */
function toJson(t: StoredText) {
  const r = t.resource;
  return {
    sid: t.sid,
    channel: t.to.startsWith('whatsapp:') || t.from.startsWith('whatsapp:') ? 'whatsapp' : 'sms',
    direction: r.direction,
    to: t.to,
    from: t.from,
    body: r.body,
    status: r.status,
    numSegments: Number(r.num_segments),
    createdAt: t.createdAt.toISOString(),
  };
}

/**
 * The inbox page under `prefix`: the `texts` and `calls` (to the number `to`, when filtered), and
 * a `notice` on top when given.
 */
function listPage(
  prefix: string,
  page: { texts: StoredText[]; to: string | undefined; notice?: string; calls?: StoredCall[] },
): string {
  const { texts, to, notice, calls = [] } = page;
  const rows = texts
    .map((t) => {
      const j = toJson(t);
      return `<tr><td>${esc(j.createdAt)}</td><td>${esc(j.channel)}</td><td>${esc(j.from)}</td><td>${esc(j.to)}</td>
<td style="white-space:pre-wrap;overflow-wrap:anywhere">${linked(esc(String(j.body)))}</td><td>${esc(String(j.status))}</td><td>${j.numSegments}</td></tr>`;
    })
    .join('');
  const filter = `<form method="get" action="${prefix}"><label for="to">Phone number</label>
<input id="to" name="to" type="tel" value="${esc(to ?? '')}"><button type="submit">Filter</button></form>`;
  const reply = `<h2>Reply as the traveller</h2><form method="post" action="${prefix}/replies">
<label for="from">From (the traveller's number)</label> <input id="from" name="from" type="tel" required value="${esc(to ?? '')}">
<label for="body">Message</label> <input id="body" name="body" required placeholder="STOP">
<button type="submit">Send reply</button></form>`;
  return sandboxPage(
    'Texts',
    `<h1>Texts</h1>${notice ? `<p role="status">${esc(notice)}</p>` : ''}${filter}${
      texts.length
        ? `<table><thead><tr><th>Created (UTC)</th><th>Channel</th><th>From</th><th>To</th><th>Message</th><th>Status</th><th>Segments</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No texts yet.</p>'
    }${callsTable(calls)}${reply}`,
  );
}

/** A texts operation: readable from loopback or with the Paystack stand-in's key (403 otherwise). */
const textsRoute = ({ answers, ...operation }: Omit<StandInOperation, 'security' | 'params'>) =>
  standInRoute({
    ...operation,
    security: loopbackOrKey('paystackSecretKey'),
    answers: {
      ...answers,
      400: 'Invalid filter or reply',
      403: 'Not from loopback and without the sandbox secret key',
    },
  });

const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);

export const textsSandbox: FastifyPluginAsync = namedPlugin('textsSandbox', async (app) => {
  const prefix = app.prefix;
  const { texts, publicUrl, providerTimeoutMs } = app.config;
  app.addHook('onRequest', async (request) => {
    if (fromLoopback(request)) return;
    if (request.headers.authorization === `Bearer ${app.config.paystack.secretKey}`) return;
    throw AppError.forbidden('Texts can be read only on this machine or with the sandbox secret key.');
  });
  /** A number as typed (any format) → E.164, or the text as given when it is not one. */
  const numberOf = (to: string | undefined) => (to ? (toE164(to) ?? to) : undefined);

  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      ...textsRoute({
        operationId: 'listTextsPage',
        summary: 'The texts the Twilio stand-in took, as a page, newest first (filter with ?to=), with a reply form',
        answers: { 200: mediaAnswer('The list page', ['text/html'], 'text') },
        querystring: ListQuery,
      }),
    },
    async (request, reply) => {
      const { to } = ListQuery.parse(request.query);
      const number = numberOf(to);
      const texts = await listTexts(app.db, number ? { to: number, anyChannel: true } : {});
      const calls = await listCalls(app.db, number ? { to: number } : {});
      return html(reply, listPage(prefix, { texts, to, calls }));
    },
  );

  app.get(
    '/messages',
    textsRoute({
      operationId: 'listTexts',
      summary: 'The texts as JSON, newest first (filter with ?to=, any channel)',
      answers: {
        200: 'The texts: `{ success: true, data: [{ sid, channel, direction, to, from, body, status, numSegments, createdAt }] }`',
      },
      querystring: ListQuery,
    }),
    async (request) => {
      const number = numberOf(ListQuery.parse(request.query).to);
      const rows = await listTexts(app.db, number ? { to: number, anyChannel: true } : {});
      return { success: true, data: rows.map(toJson) };
    },
  );

  app.get(
    '/calls',
    textsRoute({
      operationId: 'listSandboxCalls',
      summary: 'The calls the Twilio stand-in placed, as JSON, newest first (filter with ?to=)',
      answers: {
        200: 'The calls: `{ success: true, data: [{ sid, parentCallSid, to, from, status, durationSeconds, twiml, createdAt }] }`',
      },
      querystring: ListQuery,
    }),
    async (request) => {
      const number = numberOf(ListQuery.parse(request.query).to);
      return { success: true, data: callsJson(await listCalls(app.db, number ? { to: number } : {})) };
    },
  );

  app.post(
    '/replies',
    textsRoute({
      operationId: 'sendTextReply',
      summary: "Reply as the traveller: the product's inbound webhook gets it, signed as Twilio signs it",
      answers: {
        200: 'The product answered: `{ success: true, data: { sid, webhookStatus } }` (or the page again, for a form post)',
      },
    }),
    async (request, reply) => {
      const parsed = ReplyBody.safeParse(request.body);
      if (!parsed.success) throw AppError.badRequest('Give the number the reply comes from and its text.');
      const from = toE164(parsed.data.from);
      if (!from) throw AppError.badRequest('The reply must come from a valid phone number.');
      const now = new Date();
      const resource = messageResource({
        sid: newMessageSid(),
        accountSid: texts.accountSid,
        to: texts.smsFrom,
        from,
        body: parsed.data.body,
        direction: 'inbound',
        status: 'received',
        created: now,
        sent: now,
        updated: now,
      });
      const sid = String(resource.sid);
      await insertText(app.db, {
        sid,
        accountSid: texts.accountSid,
        to: texts.smsFrom,
        from,
        resource,
        statusCallback: null,
      });
      // Twilio's incoming-message parameters (https://www.twilio.com/docs/messaging/guides/webhook-request).
      const params: Record<string, string> = {
        AccountSid: texts.accountSid,
        ApiVersion: String(resource.api_version),
        Body: parsed.data.body,
        From: from,
        MessageSid: sid,
        NumMedia: '0',
        NumSegments: String(resource.num_segments),
        SmsMessageSid: sid,
        SmsSid: sid,
        SmsStatus: 'received',
        To: texts.smsFrom,
      };
      const url = `${publicUrl}/api/webhooks/twilio/inbound`;
      const status = await postSignedWebhook(url, params, { authToken: texts.authToken, timeoutMs: providerTimeoutMs });
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        const notice = `Reply ${parsed.data.body} from ${from} sent; the product answered ${status}.`;
        const stored = await listTexts(app.db, { to: from, anyChannel: true });
        return html(reply, listPage(prefix, { texts: stored, to: from, notice }));
      }
      return { success: true, data: { sid, webhookStatus: status } };
    },
  );
});
