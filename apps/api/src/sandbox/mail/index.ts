/**
 * The caught mail in test mode (issue 16 §1), under /sandbox/mail: an HTML list page; each
 * message as HTML and as text, with its attachments for download; and
 * `GET /sandbox/mail/messages?to=` as JSON, newest first. Mounted only in test mode, and only
 * while the embedded catcher is in use. Caught mail holds password-reset links for every
 * account, so it answers only what the fault switches answer: a request from loopback, or one
 * carrying the Paystack stand-in's secret key as `Authorization: Bearer <key>`; others get 403.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { mediaAnswer } from '../../lib/route-schemas';
import { loopbackOrKey, type StandInOperation, standInRoute } from '../openapi';
import { sandboxPage } from '../paystack/checkout-page';
import { fromLoopback } from '../paystack/faults';
import { type CaughtMail, findCaughtMail, listCaughtMail } from './store';

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const IdParams = z.object({ id: z.uuid() });
const AttachmentParams = IdParams.extend({ index: z.coerce.number().int().min(0) });
const ListQuery = z.object({ to: z.string().trim().max(320).optional() });

/** The JSON a test reads (issue 16 §1). */
function toJson(mail: CaughtMail) {
  return {
    id: mail.id,
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
    receivedAt: mail.receivedAt.toISOString(),
  };
}

function listPage(prefix: string, mails: CaughtMail[], to: string | undefined): string {
  const rows = mails
    .map(
      (m) => `<tr><td>${esc(m.receivedAt.toISOString())}</td><td>${esc(m.to.join(', '))}</td>
<td><a href="${prefix}/messages/${m.id}">${esc(m.subject || '(no subject)')}</a></td>
<td><a href="${prefix}/messages/${m.id}/text">text</a></td></tr>`,
    )
    .join('');
  const filter = `<form method="get" action="${prefix}"><label for="to">Recipient</label>
<input id="to" name="to" type="email" value="${esc(to ?? '')}"><button type="submit">Filter</button></form>`;
  return sandboxPage(
    'Mail',
    `<h1>Caught mail</h1>${filter}${
      mails.length
        ? `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No messages yet.</p>'
    }`,
  );
}

function messagePage(prefix: string, mail: CaughtMail): string {
  const attachments = mail.attachments
    .map(
      (a, i) =>
        `<li><a href="${prefix}/messages/${mail.id}/attachments/${i}" download="${esc(a.filename)}">${esc(a.filename)}</a> (${esc(a.contentType)}, ${a.size} bytes)</li>`,
    )
    .join('');
  // The message's own HTML goes in a sandboxed frame: no scripts, its links open at the top. A
  // frame cannot grow to its content without a script, so the whole message is also one link
  // away, and its text part follows in full: nothing is cut off (issue 26 §6).
  return sandboxPage(
    mail.subject,
    `<p><a href="${prefix}">All mail</a> · <a href="${prefix}/messages/${mail.id}/html">HTML version in full</a> · <a href="${prefix}/messages/${mail.id}/text">Text version</a></p>
<h1>${esc(mail.subject)}</h1><p>To: ${esc(mail.to.join(', '))}<br>From: ${esc(mail.from)}</p>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
<iframe title="Message" sandbox="allow-top-navigation-by-user-activation allow-popups" src="${prefix}/messages/${mail.id}/html" style="width:100%;height:70vh;border:1px solid #ccc"></iframe>
<h2>Text version</h2><pre style="white-space:pre-wrap;overflow-wrap:anywhere">${esc(mail.text)}</pre>`,
  );
}

async function found(request: { server: { db: Parameters<typeof findCaughtMail>[0] } }, id: string) {
  const mail = await findCaughtMail(request.server.db, id);
  if (!mail) throw AppError.notFound();
  return mail;
}

/** A caught-mail operation: readable from loopback or with the Paystack stand-in's key (403 otherwise). */
const mailRoute = ({ answers, ...operation }: Omit<StandInOperation, 'security'>) =>
  standInRoute({
    ...operation,
    security: loopbackOrKey('paystackSecretKey'),
    answers: { ...answers, 400: 'Invalid id or filter', 403: 'Not from loopback and without the sandbox secret key' },
  });

const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);

export const mailSandbox: FastifyPluginAsync = namedPlugin('mailSandbox', async (app) => {
  const prefix = app.prefix;
  app.addHook('onRequest', async (request) => {
    if (fromLoopback(request)) return;
    if (request.headers.authorization === `Bearer ${app.config.paystack.secretKey}`) return;
    throw AppError.forbidden('Caught mail can be read only on this machine or with the sandbox secret key.');
  });
  // The list page lives at /sandbox/mail; /sandbox/mail/ (no route of its own in the API's
  // description) sends the browser there.
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      ...mailRoute({
        operationId: 'listCaughtMailPage',
        summary: 'The caught mail as a page, newest first (filter with ?to=)',
        answers: {
          200: mediaAnswer('The list page', ['text/html'], 'text'),
        },
        querystring: ListQuery,
      }),
    },
    async (request, reply) => {
      const { to } = ListQuery.parse(request.query);
      return html(reply, listPage(prefix, await listCaughtMail(app.db, to || undefined), to));
    },
  );
  app.get('/', { prefixTrailingSlash: 'slash', schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`${prefix}${request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''}`, 301),
  );
  app.get(
    '/messages',
    mailRoute({
      operationId: 'listCaughtMail',
      summary: 'The caught mail as JSON, newest first (filter with ?to=)',
      answers: {
        200: 'The messages: `{ success: true, data: [{ id, to, from, subject, text, html, attachments, receivedAt }] }`',
      },
      querystring: ListQuery,
    }),
    async (request) => {
      const { to } = ListQuery.parse(request.query);
      return { success: true, data: (await listCaughtMail(app.db, to || undefined)).map(toJson) };
    },
  );
  app.get(
    '/messages/:id',
    mailRoute({
      operationId: 'getCaughtMailPage',
      summary: 'One message as a page: headers, attachments and the message in a sandboxed frame',
      answers: {
        200: mediaAnswer('The message page', ['text/html'], 'text'),
        404: 'No such message',
      },
      params: IdParams,
    }),
    async (request, reply) => html(reply, messagePage(prefix, await found(request, IdParams.parse(request.params).id))),
  );
  app.get(
    '/messages/:id/html',
    mailRoute({
      operationId: 'getCaughtMailHtml',
      summary: "One message's HTML part, as a mail client would show it",
      answers: {
        200: mediaAnswer("The message's HTML", ['text/html'], 'text'),
        404: 'No such message',
      },
      params: IdParams,
    }),
    async (request, reply) => {
      const mail = await found(request, IdParams.parse(request.params).id);
      // The message as the mail client would show it: its inline styles, nothing that runs.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:");
      return html(reply, mail.html);
    },
  );
  app.get(
    '/messages/:id/text',
    mailRoute({
      operationId: 'getCaughtMailText',
      summary: "One message's text part",
      answers: {
        200: mediaAnswer("The message's text", ['text/plain'], 'text'),
        404: 'No such message',
      },
      params: IdParams,
    }),
    async (request, reply) => {
      const mail = await found(request, IdParams.parse(request.params).id);
      return reply.type('text/plain; charset=utf-8').send(mail.text);
    },
  );
  app.get(
    '/messages/:id/attachments/:index',
    mailRoute({
      operationId: 'getCaughtMailAttachment',
      summary: 'One attachment of a message, as a download (its own media type)',
      answers: {
        200: mediaAnswer('The attachment (the PDF receipt, the calendar file)', [
          'application/pdf',
          'text/calendar',
          'application/octet-stream',
        ]),
        404: 'No such message or attachment',
      },
      params: AttachmentParams,
    }),
    async (request, reply) => {
      const { id, index } = AttachmentParams.parse(request.params);
      const attachment = (await found(request, id)).attachments[index];
      if (!attachment) throw AppError.notFound();
      const filename = attachment.filename.replace(/[^\w.-]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(Buffer.from(attachment.content, 'base64'));
    },
  );
});
