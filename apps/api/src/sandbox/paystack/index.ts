/**
 * Paystack stand-in under /sandbox/paystack, built to Paystack's published contract
 * (https://paystack.com/docs/api/transaction/, /docs/api/refund/, /docs/payments/webhooks/):
 *   POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund
 *   (Authorization: Bearer <secret key>), the checkout page at `authorization_url`, and signed
 *   webhooks (charge.success, refund.processed) to `${publicUrl}/api/payments/paystack/webhook`.
 * Test switches: POST|DELETE /_faults (see faults.ts).
 *
 * Refuses to start when live Paystack keys are configured: it signs webhooks with the configured
 * secret, so with a live key it could forge real payments.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signPaystackBody } from '../../integrations/paystack/paystack-signature';
import { checkoutPage, sandboxPage } from './checkout-page';
import { actOutFault, FaultRequestSchema, FaultSwitch } from './faults';
import { acceptFormBodies } from './form-body';
import {
  PaystackSandboxStore,
  type SandboxTransaction,
  type PaystackSandboxStore as Store,
  transactionJson,
} from './store';
import { chargeCard } from './test-cards';
import { WebhookSender } from './webhook-delivery';

const LIVE_KEY = /^(sk|pk)_live_/;
const REFUND_WEBHOOK_DELAY_MS = 50;

const InitializeSchema = z.object({
  email: z.string().trim().min(3).includes('@'),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  reference: z.string().trim().min(1).max(100).optional(),
  channels: z.array(z.string()).optional(),
  callback_url: z.url().optional(),
  metadata: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
});
const RefundSchema = z.object({
  transaction: z.union([z.string(), z.number()]).transform(String),
  amount: z.coerce.number().int().positive().optional(),
});
const CardFormSchema = z.object({
  number: z.string().default(''),
  expiry: z.string().default(''),
  cvv: z.string().default(''),
  pin: z.string().default(''),
  otp: z.string().default(''),
});

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ status: false, message });

export const paystackSandbox: FastifyPluginAsync = async (app) => {
  const { paystack, publicUrl, providerTimeoutMs } = app.config;
  if (LIVE_KEY.test(paystack.secretKey) || LIVE_KEY.test(paystack.publicKey)) {
    throw new Error(
      'The Paystack sandbox refuses to start: live Paystack keys (sk_live_/pk_live_) are configured while test mode is on. ' +
        'Use test keys, or configure every provider so test mode is off.',
    );
  }
  const store = new PaystackSandboxStore();
  const faults = new FaultSwitch();
  const webhooks = new WebhookSender(app.log, providerTimeoutMs);
  app.addHook('onClose', async () => webhooks.close());
  acceptFormBodies(app);
  const prefix = app.prefix;
  const webhookUrl = `${publicUrl}/api/payments/paystack/webhook`;

  const sendEvent = (event: string, data: unknown) => {
    if (faults.take('webhook', true)) return;
    const body = JSON.stringify({ event, data });
    webhooks.send(webhookUrl, body, { 'x-paystack-signature': signPaystackBody(paystack.secretKey, body) });
  };

  const api = async (request: FastifyRequest, reply: FastifyReply, endpoint: string) => {
    if (request.headers.authorization !== `Bearer ${paystack.secretKey}`) {
      await fail(reply, 401, 'Invalid key');
      return false;
    }
    const handled = await actOutFault(faults.take(endpoint), reply, providerTimeoutMs, {
      status: false,
      message: 'Sandbox fault: the provider is unavailable',
    });
    return !handled;
  };

  app.post('/transaction/initialize', async (request, reply) => {
    if (!(await api(request, reply, 'initialize'))) return reply;
    const body = InitializeSchema.safeParse(request.body);
    if (!body.success) return fail(reply, 400, `Invalid request: ${z.prettifyError(body.error)}`);
    const reference = body.data.reference ?? `T${Date.now()}`;
    if (store.byRef(reference)) return fail(reply, 400, 'Duplicate Transaction Reference');
    const metadata =
      typeof body.data.metadata === 'string' ? safeJson(body.data.metadata) : (body.data.metadata ?? null);
    const tx = store.create({
      reference,
      amount: body.data.amount,
      currency: body.data.currency,
      email: body.data.email,
      channels: body.data.channels?.length ? body.data.channels : ['card', 'bank_transfer'],
      callbackUrl: body.data.callback_url ?? null,
      metadata,
    });
    return {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${publicUrl}${prefix}/checkout/${tx.accessCode}`,
        access_code: tx.accessCode,
        reference: tx.reference,
      },
    };
  });

  app.get<{ Params: { reference: string } }>('/transaction/verify/:reference', async (request, reply) => {
    if (!(await api(request, reply, 'verify'))) return reply;
    const tx = store.byRef(request.params.reference);
    if (!tx) return fail(reply, 400, 'Transaction reference not found');
    return { status: true, message: 'Verification successful', data: transactionJson(tx) };
  });

  app.post('/refund', async (request, reply) => {
    if (!(await api(request, reply, 'refund'))) return reply;
    const body = RefundSchema.safeParse(request.body);
    if (!body.success) return fail(reply, 400, 'Transaction is required');
    const tx = store.byRefOrId(body.data.transaction);
    if (!tx) return fail(reply, 404, 'Transaction not found');
    if (tx.status === 'reversed') return fail(reply, 400, 'Transaction has been fully reversed');
    if (tx.status !== 'success') return fail(reply, 400, 'Transaction is not eligible for a refund');
    const amount = body.data.amount ?? tx.amount;
    if (amount > tx.amount) return fail(reply, 400, 'Refund amount cannot be more than the transaction amount');
    tx.status = 'reversed';
    tx.refundId = store.newId();
    const refund = refundJson(tx, amount, 'pending');
    setTimeout(() => {
      sendEvent('refund.processed', {
        ...refundJson(tx, amount, 'processed'),
        transaction_reference: tx.reference,
        refund_reference: `RF${tx.refundId}`,
      });
    }, REFUND_WEBHOOK_DELAY_MS).unref();
    return { status: true, message: 'Refund has been queued for processing', data: refund };
  });

  registerCheckout(app, store, prefix, (tx) => sendEvent('charge.success', transactionJson(tx)));

  app.post('/_faults', async (request, reply) => {
    const body = FaultRequestSchema.safeParse(request.body);
    if (!body.success) return fail(reply, 400, z.prettifyError(body.error));
    faults.set(body.data);
    return { status: true, message: 'Fault set' };
  });
  app.delete('/_faults', async () => {
    faults.clear();
    return { status: true, message: 'Faults cleared' };
  });
};

/** The checkout page and its form posts. A successful payment sends the webhook, then redirects. */
function registerCheckout(app: FastifyInstance, store: Store, prefix: string, paid: (tx: SandboxTransaction) => void) {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const find = (request: FastifyRequest<{ Params: { code: string } }>, reply: FastifyReply) => {
    const tx = store.byCode(request.params.code);
    if (!tx) void html(reply, sandboxPage('Not found', '<h1>This payment link is not valid</h1>'), 404);
    return tx;
  };
  const finish = (reply: FastifyReply, tx: SandboxTransaction) => {
    paid(tx);
    if (!tx.callbackUrl) return html(reply, checkoutPage({ tx, prefix }));
    return reply.redirect(callbackWith(tx.callbackUrl, tx.reference), 303);
  };

  app.get<{ Params: { code: string } }>('/checkout/:code', async (request, reply) => {
    const tx = find(request, reply);
    return tx ? html(reply, checkoutPage({ tx, prefix })) : reply;
  });

  app.post<{ Params: { code: string } }>('/checkout/:code/card', async (request, reply) => {
    const tx = find(request, reply);
    if (!tx) return reply;
    if (tx.status === 'success' || !tx.channels.includes('card')) return html(reply, checkoutPage({ tx, prefix }), 409);
    const result = chargeCard(CardFormSchema.parse(request.body ?? {}));
    if (!result.ok) {
      if (result.final) Object.assign(tx, { status: 'failed', gatewayResponse: result.message, channel: 'card' });
      return html(reply, checkoutPage({ tx, prefix, error: result.message }), 402);
    }
    Object.assign(tx, {
      status: 'success',
      gatewayResponse: 'Successful',
      channel: 'card',
      card: { last4: result.last4, bin: result.bin, brand: result.brand },
      paidAt: new Date().toISOString(),
    });
    return finish(reply, tx);
  });

  app.post<{ Params: { code: string } }>('/checkout/:code/bank', async (request, reply) => {
    const tx = find(request, reply);
    if (!tx) return reply;
    if (tx.status === 'success' || !tx.channels.includes('bank_transfer'))
      return html(reply, checkoutPage({ tx, prefix }), 409);
    Object.assign(tx, {
      status: 'success',
      gatewayResponse: 'Approved',
      channel: 'bank_transfer',
      paidAt: new Date().toISOString(),
    });
    return finish(reply, tx);
  });

  app.get<{ Params: { code: string } }>('/checkout/:code/cancel', async (request, reply) => {
    const tx = find(request, reply);
    if (!tx) return reply;
    if (!tx.callbackUrl) return html(reply, sandboxPage('Cancelled', '<h1>Payment cancelled</h1>'));
    return reply.redirect(callbackWith(tx.callbackUrl, tx.reference), 303);
  });
}

/** Paystack sends the browser to `callback_url?trxref=<reference>&reference=<reference>`. */
function callbackWith(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

function refundJson(tx: SandboxTransaction, amount: number, status: 'pending' | 'processed') {
  return {
    id: tx.refundId,
    integration: 100001,
    domain: 'test',
    transaction: { id: tx.id, reference: tx.reference, amount: tx.amount, currency: tx.currency },
    amount,
    currency: tx.currency,
    deducted_amount: amount,
    fully_deducted: true,
    channel: tx.channel,
    status,
    merchant_note: null,
    customer_note: null,
    refunded_by: 'sandbox@fasttrack.test',
    expected_at: new Date(Date.now() + 86_400_000).toISOString(),
    createdAt: new Date().toISOString(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
