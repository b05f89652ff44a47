/**
 * Stripe stand-in under /sandbox/stripe: the PaymentIntents and Refunds calls the official SDK
 * makes (form-encoded, `Authorization: Bearer <secret key>`, `Idempotency-Key` honoured), and
 * signed webhooks to `${publicUrl}/api/payments/stripe/webhook`
 * (https://docs.stripe.com/api/payment_intents, https://docs.stripe.com/api/refunds).
 *
 * Confirming with `payment_method` pm_card_visa succeeds; pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds are declined (Stripe's test payment methods).
 * Test switches: POST|DELETE /_faults. Refuses to start with a live secret key.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actOutFault, FaultRequestSchema, FaultSwitch } from '../paystack/faults';
import { acceptFormBodies, nestedParams } from '../paystack/form-body';
import { WebhookSender } from '../paystack/webhook-delivery';
import { stripeSignatureHeader } from './stripe-signature';

const LIVE_KEY = /^(sk|rk|pk)_live_/;
const DECLINES: Record<string, { code: string; message: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', message: 'Your card was declined.' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', message: 'Your card has insufficient funds.' },
};

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  receipt_email: string | null;
  latest_charge: string | null;
  last_payment_error: { code: string; message: string; type: 'card_error' } | null;
  created: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const stripeError = (
  reply: FastifyReply,
  status: number,
  message: string,
  type = 'invalid_request_error',
  extra = {},
) => reply.status(status).send({ error: { type, message, ...extra } });

export const stripeSandbox: FastifyPluginAsync = async (app) => {
  const { stripe, publicUrl, providerTimeoutMs } = app.config;
  if (LIVE_KEY.test(stripe.secretKey)) {
    throw new Error(
      'The Stripe sandbox refuses to start: a live Stripe key (sk_live_/rk_live_) is configured while test mode is on. ' +
        'Use a test key, or configure every provider so test mode is off.',
    );
  }
  const intents = new Map<string, Intent>();
  const refunded = new Set<string>();
  const idempotent = new Map<string, unknown>();
  const faults = new FaultSwitch();
  const webhooks = new WebhookSender(app.log, providerTimeoutMs);
  app.addHook('onClose', async () => webhooks.close());
  acceptFormBodies(app);

  const sendEvent = (type: string, object: unknown) => {
    if (faults.take('webhook', true)) return;
    const body = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    webhooks.send(`${publicUrl}/api/payments/stripe/webhook`, body, {
      'stripe-signature': stripeSignatureHeader(stripe.webhookSecret, body),
    });
  };

  /** Auth, faults and idempotency around one API call. */
  const call =
    (endpoint: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization !== `Bearer ${stripe.secretKey}`) {
        return stripeError(reply, 401, 'Invalid API Key provided');
      }
      const fault = faults.take(endpoint);
      if (
        await actOutFault(fault, reply, providerTimeoutMs, { error: { type: 'api_error', message: 'Sandbox fault' } })
      ) {
        return reply;
      }
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `${endpoint}:${key}` : null;
      if (cacheKey && idempotent.has(cacheKey)) return idempotent.get(cacheKey);
      const result = await handler(request, reply);
      if (cacheKey && reply.statusCode < 400) idempotent.set(cacheKey, result);
      return result;
    };

  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string>;

  app.post(
    '/v1/payment_intents',
    call('create', async (request, reply) => {
      const b = body(request);
      const amount = z.coerce.number().int().positive().safeParse(b.amount);
      if (!amount.success || !b.currency) return stripeError(reply, 400, 'Missing required param: amount or currency.');
      const intentId = id('pi');
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount: amount.data,
        amount_received: 0,
        currency: b.currency.toLowerCase(),
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        metadata: nestedParams(b, 'metadata'),
        payment_method_types: Object.values(nestedParams(b, 'allowed_payment_method_types')),
        receipt_email: b.receipt_email ?? null,
        latest_charge: null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(intent.id, intent);
      return intent;
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/payment_intents/:id',
    call('retrieve', async (request, reply) => {
      const intent = intents.get((request.params as { id: string }).id);
      return (
        intent ??
        stripeError(reply, 404, 'No such payment_intent', 'invalid_request_error', { code: 'resource_missing' })
      );
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/v1/payment_intents/:id/confirm',
    call('confirm', async (request, reply) => {
      const intent = intents.get((request.params as { id: string }).id);
      if (!intent)
        return stripeError(reply, 404, 'No such payment_intent', 'invalid_request_error', { code: 'resource_missing' });
      if (intent.status === 'succeeded') {
        return stripeError(reply, 400, 'This PaymentIntent has already succeeded.', 'invalid_request_error', {
          code: 'payment_intent_unexpected_state',
        });
      }
      const method = body(request).payment_method ?? 'pm_card_visa';
      const decline = DECLINES[method];
      if (decline) {
        intent.last_payment_error = { ...decline, type: 'card_error' };
        sendEvent('payment_intent.payment_failed', intent);
        return stripeError(reply, 402, decline.message, 'card_error', { code: decline.code, payment_intent: intent });
      }
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: id('ch'),
        last_payment_error: null,
      });
      sendEvent('payment_intent.succeeded', intent);
      return intent;
    }),
  );

  app.post(
    '/v1/refunds',
    call('refund', async (request, reply) => {
      const b = body(request);
      const intent = intents.get(b.payment_intent ?? '');
      if (!intent)
        return stripeError(reply, 404, 'No such payment_intent', 'invalid_request_error', { code: 'resource_missing' });
      if (intent.status !== 'succeeded' || refunded.has(intent.id)) {
        return stripeError(reply, 400, 'Charge has already been refunded.', 'invalid_request_error', {
          code: 'charge_already_refunded',
        });
      }
      refunded.add(intent.id);
      const amount = b.amount ? Number(b.amount) : intent.amount;
      sendEvent('charge.refunded', {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: amount,
        currency: intent.currency,
        payment_intent: intent.id,
        refunded: amount >= intent.amount,
      });
      return {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        metadata: nestedParams(b, 'metadata'),
        created: Math.floor(Date.now() / 1000),
      };
    }),
  );

  app.post('/_faults', async (request, reply) => {
    const parsed = FaultRequestSchema.safeParse(request.body);
    if (!parsed.success) return stripeError(reply, 400, z.prettifyError(parsed.error));
    faults.set(parsed.data);
    return { ok: true };
  });
  app.delete('/_faults', async () => {
    faults.clear();
    return { ok: true };
  });
};
