/**
 * The webhook inbox stand-in in test mode (issue 40 item 4), under /sandbox/webhooks: a tester
 * makes an inbox, registers its receiving URL as a webhook endpoint, and sees what arrived with
 * its headers, as a partner's receiver would get it.
 *
 *   POST /sandbox/webhooks/inboxes                  → 201 `{ success, data: { id, url } }`
 *   POST /sandbox/webhooks/inboxes/:inboxId         the receiving URL: any content type, body up to
 *                                                   64 KB kept as raw text → 200 `{ received: true }`;
 *                                                   404 unknown inbox; 413 larger body
 *   GET  /sandbox/webhooks/inboxes/:inboxId/messages → `{ success, data: [{ id, receivedAt, headers, body }] }`, newest first
 *   GET  /sandbox/webhooks, /sandbox/webhooks/inboxes/:inboxId  the pages (pages.ts)
 *
 * Everything but the receiving POST answers as the caught mail does (mail/index.ts): a request
 * from loopback, or one carrying the Paystack stand-in's secret key as a bearer token; else 403.
 * The receiving POST is open, as a partner's endpoint is: the signature is what proves a sender.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { namedPlugin } from '../../lib/named-plugin';
import { mediaAnswer } from '../../lib/route-schemas';
import { loopbackOrKey, type StandInOperation, standInRoute } from '../openapi';
import { fromLoopback } from '../paystack/faults';
import { inboxesPage, inboxPage } from './pages';
import { createInbox, type InboxMessage, inboxExists, keepMessage, listInboxes, listMessages } from './store';

/** Largest body an inbox keeps: three times a delivery's largest payload (WEBHOOK_PAYLOAD_MAX_BYTES). */
export const INBOX_BODY_LIMIT_BYTES = 64 * 1024;

const InboxParams = z.object({ inboxId: z.uuid({ error: 'Invalid inbox id' }) });

/** The JSON a test or a journey reads. */
const toJson = (m: InboxMessage) => ({
  id: m.id,
  receivedAt: m.receivedAt.toISOString(),
  headers: m.headers,
  body: m.body,
});

/** Header names lower-cased (Node gives them so) and repeated headers joined, as one record. */
function headerRecord(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]],
    ),
  );
}

/** An inbox operation a tester reads: loopback or the sandbox secret key (403 otherwise). */
const viewerRoute = ({ answers, ...operation }: Omit<StandInOperation, 'security'>) =>
  standInRoute({
    ...operation,
    security: loopbackOrKey('paystackSecretKey'),
    answers: { ...answers, 400: 'Invalid inbox id', 403: 'Not from loopback and without the sandbox secret key' },
  });

const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);

export const webhooksSandbox: FastifyPluginAsync = namedPlugin('webhooksSandbox', async (app) => {
  const prefix = app.prefix;
  const { publicUrl, publicUrlSet } = app.config;
  /** The absolute receiving URL: on PUBLIC_URL when set, else on the origin the tester used. */
  const receivingUrl = (request: FastifyRequest, inboxId: string) =>
    `${publicUrlSet ? publicUrl : `${request.protocol}://${request.host}`}${prefix}/inboxes/${inboxId}`;
  const foundInbox = async (request: FastifyRequest) => {
    const { inboxId } = InboxParams.parse(request.params);
    if (!(await inboxExists(app.db, inboxId))) throw AppError.notFound();
    return { id: inboxId, url: receivingUrl(request, inboxId) };
  };

  // The receiving URL, in a scope of its own: its body is kept as the exact text that was signed,
  // whatever its content type, so no other parser (JSON, forms) may run on it.
  await app.register(
    namedPlugin('webhookReceiverRoutes', async (receiver) => {
      receiver.removeAllContentTypeParsers();
      receiver.addContentTypeParser(
        '*',
        { parseAs: 'string', bodyLimit: INBOX_BODY_LIMIT_BYTES },
        (_request, body, done) => done(null, body),
      );
      receiver.post(
        '/inboxes/:inboxId',
        standInRoute({
          operationId: 'receiveSandboxWebhook',
          summary: 'Webhook inbox: the receiving URL; keeps the headers and the raw body, up to 64 KB',
          security: [],
          answers: {
            200: 'Kept: `{ received: true }`',
            400: 'Invalid inbox id',
            404: 'No such inbox',
            413: 'Body larger than 64 KB',
          },
          params: InboxParams,
        }),
        async (request) => {
          const { inboxId } = InboxParams.parse(request.params);
          const body = typeof request.body === 'string' ? request.body : '';
          if (!(await keepMessage(app.db, inboxId, { headers: headerRecord(request), body }))) {
            throw AppError.notFound();
          }
          return { received: true };
        },
      );
    }),
  );

  await app.register(
    namedPlugin('webhookViewerRoutes', async (viewer) => {
      viewer.addHook('onRequest', async (request) => {
        if (fromLoopback(request)) return;
        if (request.headers.authorization === `Bearer ${app.config.paystack.secretKey}`) return;
        throw AppError.forbidden('Webhook inboxes can be read only on this machine or with the sandbox secret key.');
      });
      viewer.get(
        '/',
        {
          prefixTrailingSlash: 'no-slash',
          ...viewerRoute({
            operationId: 'listSandboxWebhookInboxesPage',
            summary: 'Webhook inboxes as a page, newest first, with a button that makes one',
            answers: { 200: mediaAnswer('The list page', ['text/html'], 'text') },
          }),
        },
        async (_request, reply) => html(reply, inboxesPage(prefix, await listInboxes(app.db))),
      );
      viewer.get('/', { prefixTrailingSlash: 'slash', schema: { hide: true } }, async (_request, reply) =>
        reply.redirect(prefix, 301),
      );
      viewer.post(
        '/inboxes',
        viewerRoute({
          operationId: 'createSandboxWebhookInbox',
          summary: 'Webhook inbox: make one; its receiving URL is the endpoint URL to register',
          answers: {
            201: 'The inbox: `{ success: true, data: { id, url } }`',
            303: "From the page's form: on to the new inbox's page",
          },
        }),
        async (request, reply) => {
          const id = await createInbox(app.db);
          if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
            return reply.redirect(`${prefix}/inboxes/${id}`, 303);
          }
          return reply.status(201).send({ success: true, data: { id, url: receivingUrl(request, id) } });
        },
      );
      viewer.get(
        '/inboxes/:inboxId/messages',
        viewerRoute({
          operationId: 'listSandboxWebhookMessages',
          summary: 'Webhook inbox: what arrived, as JSON, newest first (the last 100)',
          answers: {
            200: 'The messages: `{ success: true, data: [{ id, receivedAt, headers, body }] }`; `body` is the raw text',
            404: 'No such inbox',
          },
          params: InboxParams,
        }),
        async (request) => {
          const inbox = await foundInbox(request);
          return { success: true, data: (await listMessages(app.db, inbox.id)).map(toJson) };
        },
      );
      viewer.get(
        '/inboxes/:inboxId',
        viewerRoute({
          operationId: 'getSandboxWebhookInboxPage',
          summary: 'Webhook inbox as a page: its receiving URL, then each message with its headers and body',
          answers: { 200: mediaAnswer('The inbox page', ['text/html'], 'text'), 404: 'No such inbox' },
          params: InboxParams,
        }),
        async (request, reply) => {
          const inbox = await foundInbox(request);
          return html(reply, inboxPage(prefix, inbox, await listMessages(app.db, inbox.id)));
        },
      );
    }),
  );
});
