/**
 * `POST /payments/paystack/webhook` and `POST /payments/stripe/webhook`. Signatures cover the
 * exact bytes sent, so this scope keeps JSON bodies raw (a Buffer) instead of parsing them;
 * the service checks the signature first and parses after. Answers 200 as soon as the event is
 * recorded and applied (one short transaction, no outbound calls).
 */
import { ErrorEnvelopeSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { ok } from '../../lib/route-schemas';
import type { PaymentDeps } from './payments.deps';
import { handlePaystackWebhook, handleStripeWebhook, WebhookAckSchema } from './webhooks.service';

/** How the providers sign the webhooks these routes take (named in each route's `security`). */
export const webhookSecuritySchemes = {
  paystackSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-paystack-signature',
    description: "HMAC-SHA512 of the raw body with the Paystack secret key (Paystack's webhook signature).",
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: '`t=<timestamp>,v1=<HMAC-SHA256>` of the raw body with the webhook secret (Stripe webhook signature).',
  },
} as const;

export const webhookRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = namedPlugin(
  'webhookRoutes',
  async (app, { deps }) => {
    app.removeContentTypeParser(['application/json']);
    app.addContentTypeParser(['application/json'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const schema = (operationId: string, summary: string, security: keyof typeof webhookSecuritySchemes) => ({
      tags: ['payments'],
      operationId,
      summary,
      security: [{ [security]: [] }],
      response: { 200: successEnvelope(WebhookAckSchema), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
    });

    app.post(
      '/payments/paystack/webhook',
      { schema: schema('receivePaystackWebhook', 'Paystack events (x-paystack-signature)', 'paystackSignature') },
      async (request) => {
        const outcome = await handlePaystackWebhook(
          deps,
          rawBody(request.body),
          request.headers['x-paystack-signature'],
        );
        return ok({ data: { received: true as const, outcome } });
      },
    );

    app.post(
      '/payments/stripe/webhook',
      { schema: schema('receiveStripeWebhook', 'Stripe events (Stripe-Signature)', 'stripeSignature') },
      async (request) => {
        const outcome = await handleStripeWebhook(deps, rawBody(request.body), request.headers['stripe-signature']);
        return ok({ data: { received: true as const, outcome } });
      },
    );
  },
);

function rawBody(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
