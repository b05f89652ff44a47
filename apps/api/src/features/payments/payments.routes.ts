/**
 * Payments endpoints under /api (issue: payments; spec §7):
 *   POST /payments/paystack/create, POST /payments/paystack/verify, POST /payments/create-intent,
 *   GET /payments/:id/status, GET /payments/user and GET /payments/history (signed in, own
 *   records only; the history is the Payments page's money story per booking), and the two
 *   provider webhooks (signed by the provider instead). Also declares the refund job, which the
 *   app's job runner works (refund-worker.ts).
 */
import {
  CreateIntentRequestSchema,
  CreateIntentResultSchema,
  PaymentHistorySchema,
  PaymentRecordListSchema,
  PaymentRecordSchema,
  PaymentResultSchema,
  PaymentStatusParamsSchema,
  PaystackCreateRequestSchema,
  PaystackCreateResultSchema,
  successEnvelope,
  VerifyPaymentRequestSchema,
} from '@fasttrack/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedPlugin } from '../../lib/named-plugin';
import { returnBase } from '../../lib/return-origin';
import { bearerSecurity, errorResponses, ok } from '../../lib/route-schemas';
import { registerAbandonJob } from './abandon-payment.job';
import { registerLineRefundJob } from './line-refund-worker';
import { createPaymentDeps } from './payments.deps';
import { getPaymentStatus, listPaymentHistory, listUserPayments } from './payments.service';
import { createPaystackPayment, verifyPaystackPayment } from './paystack.service';
import { registerRefundJob } from './refund-worker';
import { createStripeIntent } from './stripe.service';
import { webhookRoutes } from './webhooks.routes';

const errors = errorResponses(400, 401, 404, 409, 422, 502, 503);

export const paymentsRoutes: FastifyPluginAsyncZod = namedPlugin('paymentsRoutes', async (app) => {
  const deps = createPaymentDeps(app);

  registerRefundJob(app.jobs, deps);
  // An add-on line's own refund (issue 41 item 4), through the same provider.
  registerLineRefundJob(app.jobs, deps);
  registerAbandonJob(app.jobs, deps);

  // The payment routes need a signed-in caller (authenticated once for this scope); the
  // provider webhooks registered below are public and checked by signature instead.
  const protectedRoutes: FastifyPluginAsyncZod = namedPlugin('protectedRoutes', async (scope) => {
    scope.addHook('onRequest', scope.authenticate);

    scope.post(
      '/payments/paystack/create',
      {
        schema: {
          tags: ['payments'],
          security: bearerSecurity,
          operationId: 'createPaystackPayment',
          summary: 'Start a Paystack (NGN) payment for a pending booking',
          body: PaystackCreateRequestSchema,
          response: { 200: successEnvelope(PaystackCreateResultSchema), ...errors },
        },
      },
      async (request) =>
        ok({
          data: await createPaystackPayment(deps, {
            userId: request.user.userId,
            ...request.body,
            returnBase: returnBase(app.config, request),
          }),
        }),
    );

    scope.post(
      '/payments/paystack/verify',
      {
        schema: {
          tags: ['payments'],
          security: bearerSecurity,
          operationId: 'verifyPaystackPayment',
          summary: 'Check a Paystack payment with Paystack and settle the booking',
          body: VerifyPaymentRequestSchema,
          response: { 200: successEnvelope(PaymentResultSchema), ...errors },
        },
      },
      async (request) => {
        const { result, message } = await verifyPaystackPayment(deps, {
          userId: request.user.userId,
          reference: request.body.reference,
        });
        return ok({ message, data: result });
      },
    );

    scope.post(
      '/payments/create-intent',
      {
        schema: {
          tags: ['payments'],
          security: bearerSecurity,
          operationId: 'createStripePaymentIntent',
          summary: 'Create a Stripe PaymentIntent (USD) for a pending booking',
          body: CreateIntentRequestSchema,
          response: { 200: successEnvelope(CreateIntentResultSchema), ...errors },
        },
      },
      async (request) =>
        ok({
          data: await createStripeIntent(deps, { userId: request.user.userId, bookingId: request.body.bookingId }),
        }),
    );

    scope.get(
      '/payments/user',
      {
        schema: {
          tags: ['payments'],
          security: bearerSecurity,
          operationId: 'listMyPayments',
          summary: "The caller's payments, newest first",
          response: { 200: successEnvelope(PaymentRecordListSchema), ...errorResponses(401) },
        },
      },
      async (request) => ok({ data: await listUserPayments(app.db, request.user.userId) }),
    );

    scope.get(
      '/payments/history',
      {
        schema: {
          tags: ['payments'],
          security: bearerSecurity,
          operationId: 'listMyPaymentHistory',
          summary: "The caller's bookings with money: each one's money story and payment attempts",
          response: { 200: successEnvelope(PaymentHistorySchema), ...errorResponses(401) },
        },
      },
      async (request) => ok({ data: await listPaymentHistory(app.db, request.user.userId) }),
    );

    scope.get(
      '/payments/:id/status',
      {
        schema: {
          tags: ['payments'],
          security: bearerSecurity,
          operationId: 'getPaymentStatus',
          summary: 'One of the caller’s payments, by id or reference',
          params: PaymentStatusParamsSchema,
          response: { 200: successEnvelope(PaymentRecordSchema), ...errors },
        },
      },
      async (request) => ok({ data: await getPaymentStatus(app.db, request.user.userId, request.params.id) }),
    );
  });
  await app.register(protectedRoutes);

  await app.register(webhookRoutes, { deps });
});
