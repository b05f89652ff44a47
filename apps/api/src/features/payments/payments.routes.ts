/**
 * Payments endpoints under /api (issue: payments; spec §7):
 *   POST /payments/paystack/create, POST /payments/paystack/verify, POST /payments/create-intent,
 *   GET /payments/:id/status, GET /payments/user (signed in, own records only), and the two
 *   provider webhooks (signed by the provider instead). Also declares the refund job, which the
 *   app's job runner works (refund-worker.ts).
 */
import {
  CreateIntentRequestSchema,
  CreateIntentResultSchema,
  ErrorEnvelopeSchema,
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
import { createPaymentDeps } from './payments.deps';
import { getPaymentStatus, listUserPayments } from './payments.service';
import { createPaystackPayment, verifyPaystackPayment } from './paystack.service';
import { registerRefundJob } from './refund-worker';
import { createStripeIntent } from './stripe.service';
import { webhookRoutes } from './webhooks.routes';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  502: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = createPaymentDeps(app);

  registerRefundJob(app.jobs, deps);

  app.post(
    '/payments/paystack/create',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Start a Paystack (NGN) payment for a pending booking',
        body: PaystackCreateRequestSchema,
        response: { 200: successEnvelope(PaystackCreateResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createPaystackPayment(deps, { userId: request.user.userId, ...request.body }),
    }),
  );

  app.post(
    '/payments/paystack/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
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
      return { success: true as const, message, data: result };
    },
  );

  app.post(
    '/payments/create-intent',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Create a Stripe PaymentIntent (USD) for a pending booking',
        body: CreateIntentRequestSchema,
        response: { 200: successEnvelope(CreateIntentResultSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await createStripeIntent(deps, { userId: request.user.userId, bookingId: request.body.bookingId }),
    }),
  );

  app.get(
    '/payments/user',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "The caller's payments, newest first",
        response: { 200: successEnvelope(PaymentRecordListSchema), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listUserPayments(app.db, request.user.userId) }),
  );

  app.get(
    '/payments/:id/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'One of the caller’s payments, by id or reference',
        params: PaymentStatusParamsSchema,
        response: { 200: successEnvelope(PaymentRecordSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPaymentStatus(app.db, request.user.userId, request.params.id),
    }),
  );

  await app.register(webhookRoutes, { deps });
};
