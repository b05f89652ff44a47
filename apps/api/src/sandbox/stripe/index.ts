/**
 * Stripe stand-in under /sandbox/stripe: the PaymentIntents and Refunds calls the official SDK
 * makes (form-encoded, `Authorization: Bearer <secret key>`, `Idempotency-Key` honoured), and
 * signed webhooks to `${publicUrl}/api/payments/stripe/webhook`
 * (https://docs.stripe.com/api/payment_intents, https://docs.stripe.com/api/refunds). Objects
 * are built in objects.ts; intents, idempotent answers and fault switches live in the database
 * (ADR 105).
 *
 * Confirming with `payment_method` pm_card_visa succeeds; pm_card_chargeDeclined and
 * pm_card_chargeDeclinedInsufficientFunds are declined with their `decline_code` (Stripe's
 * test payment methods). Test switches: POST|DELETE /_faults. Refuses to start with a live key.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { namedPlugin } from '../../lib/named-plugin';
import { answerUnknownRoutes, faultSwitchRoutes, standInRoute } from '../openapi';
import { actOutFault, assertMayFlipFaults, FaultRequestSchema, FaultSwitch } from '../paystack/faults';
import { WebhookSender } from '../paystack/webhook-delivery';
import { chargeFor, DECLINES, declined, eventOf, newPaymentIntent, refundOf, succeeded } from './objects';
import { StripeSandboxStore } from './store';
import { stripeSignatureHeader } from './stripe-signature';

const LIVE_KEY = /^(sk|rk|pk)_live_/;

interface StripeErrorAnswer {
  status: number;
  message: string;
  type?: string;
  extra?: Record<string, unknown>;
}

/**
 * Stripe's error answer: `status` and `{ error: { type, message, ...extra } }`, the type
 * invalid_request_error unless given.
 */
const stripeError = (
  reply: FastifyReply,
  { status, message, type = 'invalid_request_error', extra = {} }: StripeErrorAnswer,
) => reply.status(status).send({ error: { type, message, ...extra } });

const missing = (reply: FastifyReply) =>
  stripeError(reply, { status: 404, message: 'No such payment_intent', extra: { code: 'resource_missing' } });

/** Reads `prefix[key]=value` pairs of a form body (e.g. metadata[bookingId]) into an object. */
export function nestedParams(body: Record<string, unknown>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const start = `${prefix}[`;
  for (const [k, v] of Object.entries(body)) {
    if (k.startsWith(start) && k.endsWith(']')) out[k.slice(start.length, -1)] = String(v);
  }
  return out;
}

export const stripeSandbox: FastifyPluginAsync = namedPlugin('stripeSandbox', async (app) => {
  const { stripe, publicUrl, providerTimeoutMs } = app.config;
  if (LIVE_KEY.test(stripe.secretKey)) {
    throw new Error(
      'The Stripe sandbox refuses to start: a live Stripe key (sk_live_/rk_live_) is configured while test mode is on. ' +
        'Use a test key, or configure every provider so test mode is off.',
    );
  }
  const store = new StripeSandboxStore(app.db);
  // Stripe answers an unknown URL with an invalid_request_error, as here.
  answerUnknownRoutes(app, (message) => ({ error: { type: 'invalid_request_error', message } }));
  const faults = new FaultSwitch(app.db, 'stripe');
  const faultSwitches = faultSwitchRoutes('Stripe', 'stripeSecretKey');
  const webhooks = new WebhookSender(app.log, providerTimeoutMs);
  app.addHook('onClose', async () => webhooks.close());

  const sendEvent = async (type: string, object: unknown) => {
    if (await faults.take('webhook', true)) return;
    const body = JSON.stringify(eventOf(type, object));
    webhooks.send(`${publicUrl}/api/payments/stripe/webhook`, body, {
      'stripe-signature': stripeSignatureHeader(stripe.webhookSecret, body),
    });
  };

  /** Auth, faults and idempotency around one API call. */
  const call =
    (endpoint: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization !== `Bearer ${stripe.secretKey}`) {
        return stripeError(reply, { status: 401, message: 'Invalid API Key provided' });
      }
      const fault = await faults.take(endpoint);
      if (
        await actOutFault(fault, reply, {
          timeoutMs: providerTimeoutMs,
          errorBody: { error: { type: 'api_error', message: 'Sandbox fault' } },
        })
      ) {
        return reply;
      }
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' ? `stripe:${endpoint}:${key}` : null;
      const earlier = cacheKey ? await store.replay(cacheKey) : undefined;
      if (earlier !== undefined) return earlier;
      const result = await handler(request, reply);
      if (cacheKey && reply.statusCode < 400) await store.remember(cacheKey, result);
      return result;
    };
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, string>;

  app.post(
    '/v1/payment_intents',
    standInRoute({
      operationId: 'createStripePaymentIntentStandIn',
      summary: 'Stripe stand-in: create a PaymentIntent (form-encoded, Idempotency-Key honoured)',
      security: [{ stripeSecretKey: [] }],
      answers: { 200: 'The PaymentIntent', 400: 'Missing required param', 401: 'Invalid API Key provided' },
    }),
    call('create', async (request, reply) => {
      const b = body(request);
      const amount = z.coerce.number().int().positive().safeParse(b.amount);
      if (!amount.success || !b.currency) {
        return stripeError(reply, { status: 400, message: 'Missing required param: amount or currency.' });
      }
      const intent = newPaymentIntent({
        amount: amount.data,
        currency: b.currency,
        metadata: nestedParams(b, 'metadata'),
        paymentMethodTypes: Object.values(nestedParams(b, 'allowed_payment_method_types')),
        receiptEmail: b.receipt_email ?? null,
        description: b.description ?? null,
      });
      await store.insert(intent);
      return intent;
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/v1/payment_intents/:id',
    standInRoute({
      operationId: 'retrieveStripePaymentIntent',
      summary: 'Stripe stand-in: retrieve a PaymentIntent',
      security: [{ stripeSecretKey: [] }],
      answers: { 200: 'The PaymentIntent', 401: 'Invalid API Key provided', 404: 'No such payment_intent' },
    }),
    call('retrieve', async (request, reply) => {
      const intent = await store.get((request.params as { id: string }).id);
      return intent ?? missing(reply);
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/v1/payment_intents/:id/confirm',
    standInRoute({
      operationId: 'confirmStripePaymentIntent',
      summary: 'Stripe stand-in: confirm a PaymentIntent with a test payment method',
      security: [{ stripeSecretKey: [] }],
      answers: {
        200: 'The succeeded PaymentIntent',
        400: 'The PaymentIntent has already succeeded',
        401: 'Invalid API Key provided',
        402: 'The card was declined (Stripe card_error)',
        404: 'No such payment_intent',
      },
    }),
    call('confirm', async (request, reply) => {
      const intent = await store.get((request.params as { id: string }).id);
      if (!intent) return missing(reply);
      if (intent.status === 'succeeded') {
        return stripeError(reply, {
          status: 400,
          message: 'This PaymentIntent has already succeeded.',
          extra: { code: 'payment_intent_unexpected_state' },
        });
      }
      const method = body(request).payment_method ?? 'pm_card_visa';
      if (DECLINES[method]) {
        const failed = declined(intent, method);
        await store.save(failed);
        await sendEvent('payment_intent.payment_failed', failed);
        return stripeError(reply, {
          status: 402,
          message: failed.last_payment_error?.message ?? 'Your card was declined.',
          type: 'card_error',
          extra: {
            code: 'card_declined',
            decline_code: failed.last_payment_error?.decline_code,
            doc_url: failed.last_payment_error?.doc_url,
            payment_intent: failed,
          },
        });
      }
      const paid = succeeded(intent);
      await store.save(paid.intent);
      await sendEvent('payment_intent.succeeded', paid.intent);
      return paid.intent;
    }),
  );

  app.post(
    '/v1/refunds',
    standInRoute({
      operationId: 'createStripeRefund',
      summary: 'Stripe stand-in: refund a succeeded PaymentIntent',
      security: [{ stripeSecretKey: [] }],
      answers: {
        200: 'The refund',
        400: 'Charge has already been refunded',
        401: 'Invalid API Key provided',
        404: 'No such payment_intent',
      },
    }),
    call('refund', async (request, reply) => {
      const b = body(request);
      const intent = await store.get(b.payment_intent ?? '');
      if (!intent) return missing(reply);
      const alreadyRefunded = () =>
        stripeError(reply, {
          status: 400,
          message: 'Charge has already been refunded.',
          extra: { code: 'charge_already_refunded' },
        });
      if (intent.status !== 'succeeded') return alreadyRefunded();
      const amount = b.amount ? Number(b.amount) : intent.amount;
      const refund = refundOf(intent, amount, nestedParams(b, 'metadata'));
      if (!(await store.markRefunded(intent.id, refund.id))) return alreadyRefunded();
      const charge = chargeFor(intent, {
        chargeId: refund.charge as string,
        paymentMethod: String(intent.payment_method),
        amountRefunded: amount,
      });
      await sendEvent('charge.refunded', charge);
      return refund;
    }),
  );

  app.post('/_faults', faultSwitches.set, async (request, reply) => {
    assertMayFlipFaults(request, stripe.secretKey);
    const parsed = FaultRequestSchema.safeParse(request.body);
    if (!parsed.success) return stripeError(reply, { status: 400, message: z.prettifyError(parsed.error) });
    await faults.set(parsed.data);
    return { ok: true };
  });

  app.delete('/_faults', faultSwitches.clear, async (request) => {
    assertMayFlipFaults(request, stripe.secretKey);
    await faults.clear();
    return { ok: true };
  });
});
