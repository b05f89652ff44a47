/**
 * Paystack stand-in under /sandbox/paystack, built to Paystack's published contract
 * (https://paystack.com/docs/api/transaction/, /docs/api/refund/, /docs/payments/webhooks/ and
 * Paystack's OpenAPI description, see answers.ts):
 *   POST /transaction/initialize, GET /transaction/verify/:reference, GET /transaction (List
 *   Transactions: from, to, per_page, page), POST /refund (in full, or in part by `amount` in
 *   kobo: partial refunds add up until the whole is back, issue 41 item 4), Customers and Payment Requests
 *   (payment-request-routes.ts: /customer, /paymentrequest…, and the pay page at /pay/:code)
 *   (Authorization: Bearer <secret key>), the checkout page at `authorization_url`
 *   (checkout-routes.ts), and signed webhooks (charge.success, refund.processed,
 *   paymentrequest.pending, paymentrequest.success) to `${publicUrl}/api/payments/paystack/webhook`.
 * Its transactions and fault switches live in the database (ADR 105), so any API process serves
 * any checkout. Test switches: POST|DELETE /_faults (see faults.ts).
 *
 * Refuses to start when live Paystack keys are configured: it signs webhooks with the configured
 * secret, so with a live key it could forge real payments.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signPaystackBody } from '../../integrations/paystack/paystack-signature';
import { namedPlugin } from '../../lib/named-plugin';
import { allowedReturnOrigins } from '../../lib/return-origin';
import { answerUnknownRoutes, faultSwitchRoutes, standInRoute } from '../openapi';
import { refundEventJson, refundJson, transactionJson } from './answers';
import { registerCheckout } from './checkout-routes';
import { actOutFault, assertMayFlipFaults, FaultRequestSchema, FaultSwitch } from './faults';
import { registerPaymentRequests } from './payment-request-routes';
import { fail, InitializeSchema, ListQuerySchema, RefundSchema, safeJson } from './requests';
import { PaystackSandboxStore } from './store';
import { WebhookSender } from './webhook-delivery';

const LIVE_KEY = /^(sk|pk)_live_/;
const REFUND_WEBHOOK_DELAY_MS = 50;

export const paystackSandbox: FastifyPluginAsync = namedPlugin('paystackSandbox', async (app) => {
  const { paystack, publicUrl, providerTimeoutMs } = app.config;
  if (LIVE_KEY.test(paystack.secretKey) || LIVE_KEY.test(paystack.publicKey)) {
    throw new Error(
      'The Paystack sandbox refuses to start: live Paystack keys (sk_live_/pk_live_) are configured while test mode is on. ' +
        'Use test keys, or configure every provider so test mode is off.',
    );
  }
  const store = new PaystackSandboxStore(app.db);
  const faults = new FaultSwitch(app.db, 'paystack');
  const faultSwitches = faultSwitchRoutes('Paystack', 'paystackSecretKey');
  const webhooks = new WebhookSender(app.log, providerTimeoutMs);
  app.addHook('onClose', async () => webhooks.close());
  const prefix = app.prefix;
  const webhookUrl = `${publicUrl}/api/payments/paystack/webhook`;
  answerUnknownRoutes(app, (message) => ({ status: false, message, type: 'api_error' }));

  const sendEvent = async (event: string, data: unknown) => {
    if (await faults.take('webhook', true)) return;
    const body = JSON.stringify({ event, data });
    webhooks.send(webhookUrl, body, { 'x-paystack-signature': signPaystackBody(paystack.secretKey, body) });
  };

  const api = async (request: FastifyRequest, reply: FastifyReply, endpoint: string) => {
    if (request.headers.authorization !== `Bearer ${paystack.secretKey}`) {
      await fail(reply, { status: 401, message: 'Invalid key', type: 'api_error' });
      return false;
    }
    const handled = await actOutFault(await faults.take(endpoint), reply, {
      timeoutMs: providerTimeoutMs,
      errorBody: {
        status: false,
        message: 'Sandbox fault: the provider is unavailable',
      },
    });
    return !handled;
  };

  app.post(
    '/transaction/initialize',
    standInRoute({
      operationId: 'initializePaystackTransaction',
      summary: 'Paystack stand-in: initialize a transaction (authorization_url, access_code, reference)',
      security: [{ paystackSecretKey: [] }],
      answers: {
        200: 'Authorization URL created (Paystack `{ status: true, message, data }`)',
        400: 'Invalid request or duplicate reference (Paystack `{ status: false, message }`)',
        401: 'Invalid key',
      },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'initialize'))) return reply;
      const body = InitializeSchema.safeParse(request.body);
      if (!body.success)
        return fail(reply, { status: 400, message: `Invalid request: ${z.prettifyError(body.error)}` });
      // The stand-in shares the product's origins: a callback elsewhere would make its checkout an
      // open redirect (issue 14 item 7). Its checkout opens on the origin it returns to, so a
      // traveller on 127.0.0.1 or the machine's LAN address can reach it (issue 19 §6).
      const callbackOrigin = body.data.callback_url ? new URL(body.data.callback_url).origin : null;
      if (callbackOrigin && !allowedReturnOrigins(app.config).has(callbackOrigin)) {
        return fail(reply, { status: 400, message: 'Invalid callback_url: the sandbox only returns to this site' });
      }
      const metadata =
        typeof body.data.metadata === 'string' ? safeJson(body.data.metadata) : (body.data.metadata ?? null);
      const tx = await store.create({
        reference: body.data.reference ?? `T${Date.now()}${Math.floor(Math.random() * 1000)}`,
        amount: body.data.amount,
        currency: body.data.currency,
        email: body.data.email,
        channels: body.data.channels?.length ? body.data.channels : ['card', 'bank_transfer'],
        callbackUrl: body.data.callback_url ?? null,
        metadata,
      });
      if (!tx) return fail(reply, { status: 400, message: 'Duplicate Transaction Reference' });
      return {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${callbackOrigin ?? publicUrl}${prefix}/checkout/${tx.accessCode}`,
          access_code: tx.accessCode,
          reference: tx.reference,
        },
      };
    },
  );

  app.get(
    '/transaction',
    standInRoute({
      operationId: 'listPaystackTransactions',
      summary: 'Paystack stand-in: list transactions created between from and to, a page at a time',
      security: [{ paystackSecretKey: [] }],
      answers: { 200: 'Transactions retrieved (Paystack TransactionListResponse)', 401: 'Invalid key' },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'list'))) return reply;
      const query = ListQuerySchema.safeParse(request.query);
      if (!query.success) return fail(reply, { status: 400, message: 'Invalid query parameters' });
      const { from, to, per_page: perPage, page } = query.data;
      const list = await store.list(
        { from: from ? new Date(from) : null, to: to ? new Date(to) : null },
        page,
        perPage,
      );
      return {
        status: true,
        message: 'Transactions retrieved',
        data: list.rows.map((tx) => transactionJson(tx, 'list')),
        meta: {
          total: list.total,
          total_volume: list.volume,
          skipped: (page - 1) * perPage,
          perPage,
          page,
          pageCount: Math.ceil(list.total / perPage),
        },
      };
    },
  );

  app.get<{ Params: { reference: string } }>(
    '/transaction/verify/:reference',
    standInRoute({
      operationId: 'verifyPaystackTransaction',
      summary: 'Paystack stand-in: verify a transaction by its reference',
      security: [{ paystackSecretKey: [] }],
      answers: {
        200: 'Verification successful (Paystack transaction)',
        401: 'Invalid key',
        404: 'Transaction reference not found',
      },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'verify'))) return reply;
      const tx = await store.byRef(request.params.reference);
      // Paystack's OpenAPI: an unknown reference is 404 NotFound.
      if (!tx) return fail(reply, { status: 404, message: 'Transaction reference not found' });
      return { status: true, message: 'Verification successful', data: transactionJson(tx) };
    },
  );

  app.post(
    '/refund',
    standInRoute({
      operationId: 'createPaystackRefund',
      summary: 'Paystack stand-in: refund a successful transaction (refund.processed follows by webhook)',
      security: [{ paystackSecretKey: [] }],
      answers: {
        200: 'Refund has been queued for processing',
        400: 'Invalid request, or the transaction cannot be refunded',
        401: 'Invalid key',
        404: 'Transaction not found',
      },
    }),
    async (request, reply) => {
      if (!(await api(request, reply, 'refund'))) return reply;
      const body = RefundSchema.safeParse(request.body);
      if (!body.success) return fail(reply, { status: 400, message: 'Transaction is required' });
      const found = await store.byRefOrId(body.data.transaction);
      if (!found) return fail(reply, { status: 404, message: 'Transaction not found' });
      if (found.status === 'reversed')
        return fail(reply, { status: 400, message: 'Transaction has been fully reversed' });
      if (found.status !== 'success')
        return fail(reply, { status: 400, message: 'Transaction is not eligible for a refund' });
      // Partial refunds add up until the whole amount is back (Paystack's `amount`, in kobo).
      const left = found.amount - found.refundedAmount;
      const amount = body.data.amount ?? left;
      if (amount > left)
        return fail(reply, { status: 400, message: 'Refund amount cannot be more than the transaction amount' });
      const tx = await store.refund(found.id, amount);
      if (!tx) return fail(reply, { status: 400, message: 'Transaction has been fully reversed' });
      setTimeout(() => {
        void sendEvent('refund.processed', refundEventJson(tx, amount, 'processed')).catch((err: Error) =>
          app.log.warn({ err: err.message }, 'sandbox refund webhook not sent'),
        );
      }, REFUND_WEBHOOK_DELAY_MS).unref();
      return { status: true, message: 'Refund has been queued for processing', data: refundJson(tx, amount) };
    },
  );

  registerCheckout(app, store, { prefix, paid: (tx) => sendEvent('charge.success', transactionJson(tx, 'event')) });
  registerPaymentRequests(app, { prefix, api, sendEvent });

  app.post('/_faults', faultSwitches.set, async (request, reply) => {
    assertMayFlipFaults(request, paystack.secretKey);
    const body = FaultRequestSchema.safeParse(request.body);
    if (!body.success) return fail(reply, { status: 400, message: z.prettifyError(body.error) });
    await faults.set(body.data);
    return { status: true, message: 'Fault set' };
  });

  app.delete('/_faults', faultSwitches.clear, async (request) => {
    assertMayFlipFaults(request, paystack.secretKey);
    await faults.clear();
    return { status: true, message: 'Faults cleared' };
  });
});
