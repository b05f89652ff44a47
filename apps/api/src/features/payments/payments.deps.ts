/**
 * What the payments services need, built once from the app's settings: the database, the
 * provider clients (real or sandbox: only their base URLs differ) and a logger.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPaystackClient, type PaystackClient } from '../../integrations/paystack/paystack-client';
import { createStripeClient } from '../../integrations/stripe/stripe-client';
import type { JobRunner } from '../../jobs/job-runner';

export interface PaymentDeps {
  db: Db;
  config: Config;
  paystack: PaystackClient;
  stripe: Stripe;
  log: FastifyBaseLogger;
  /** Jobs that follow a change are enqueued through the change's transaction. */
  jobs: JobRunner;
}

export function createPaymentDeps(app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'jobs'>): PaymentDeps {
  const { config } = app;
  return {
    db: app.db,
    config,
    log: app.log,
    jobs: app.jobs,
    paystack: createPaystackClient({
      baseUrl: config.paystack.baseUrl,
      secretKey: config.paystack.secretKey,
      timeoutMs: config.providerTimeoutMs,
    }),
    stripe: createStripeClient({
      secretKey: config.stripe.secretKey,
      apiUrl: config.stripe.apiUrl,
      timeoutMs: config.providerTimeoutMs,
    }),
  };
}
