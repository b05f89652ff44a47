/**
 * `POST /payments/paystack/webhook` and `POST /payments/stripe/webhook`. Signatures cover the
 * exact bytes sent, so this scope keeps JSON bodies raw (a Buffer) instead of parsing them;
 * the service checks the signature first and parses after. Answers 200 as soon as the event is
 * recorded and applied (one short transaction, no outbound calls).
 */
import { ErrorEnvelopeSchema, successEnvelope } from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/route-schemas';
import type { PaymentDeps } from './payments.deps';
import { handlePaystackWebhook, handleStripeWebhook, WebhookAckSchema } from './webhooks.service';

export const webhookRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const schema = (summary: string) => ({
    tags: ['payments'],
    summary,
    response: { 200: successEnvelope(WebhookAckSchema), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
  });

  app.post(
    '/payments/paystack/webhook',
    { schema: schema('Paystack events (x-paystack-signature)') },
    async (request) => {
      const outcome = await handlePaystackWebhook(deps, rawBody(request.body), request.headers['x-paystack-signature']);
      return ok({ data: { received: true as const, outcome } });
    },
  );

  app.post('/payments/stripe/webhook', { schema: schema('Stripe events (Stripe-Signature)') }, async (request) => {
    const outcome = await handleStripeWebhook(deps, rawBody(request.body), request.headers['stripe-signature']);
    return ok({ data: { received: true as const, outcome } });
  });
};

function rawBody(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
