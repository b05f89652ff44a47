/**
 * The nightly reconciliation (issue 30 §3): at 02:30 in Lagos, yesterday's Paystack payments
 * against Paystack's list, recorded as a run the reports page shows. pg-boss's cron sends one job
 * across processes; a run that cannot read Paystack fails and is retried.
 */
import { addDaysIso, BUSINESS_TIME_ZONE, lagosToday } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { createPaystackClient, type PaystackClient } from '../../integrations/paystack/paystack-client';
import { reconcile } from './reconciliation';

const RECONCILE_QUEUE = 'reconcile-paystack';
/** 02:30 every day, Lagos time: yesterday's late payments have settled by then. */
const NIGHTLY = '30 2 * * *';

/** The Paystack client of the app's settings (the stand-in in test mode). */
export function paystackClientOf(app: Pick<FastifyInstance, 'config'>): PaystackClient {
  return createPaystackClient({
    baseUrl: app.config.paystack.baseUrl,
    secretKey: app.config.paystack.secretKey,
    timeoutMs: app.config.providerTimeoutMs,
  });
}

/** Reconciles the Lagos day before `now`'s. */
export function reconcileYesterday(deps: Parameters<typeof reconcile>[0], now: Date = new Date()) {
  const day = addDaysIso(lagosToday(now), -1);
  return reconcile(deps, { from: day, to: day }, { ranBy: null });
}

/** Declares the queue and its nightly schedule. */
export function registerReconciliationJob(app: FastifyInstance): void {
  const paystack = paystackClientOf(app);
  app.jobs.register(
    RECONCILE_QUEUE,
    async () => {
      const run = await reconcileYesterday({ db: app.db, paystack });
      app.log.info(
        { from: run.from, matched: run.matched, differences: run.differences.length },
        'paystack reconciled',
      );
    },
    { policy: 'stately', retryLimit: 3 },
  );
  app.jobs.schedule(RECONCILE_QUEUE, { cron: NIGHTLY, data: {}, tz: BUSINESS_TIME_ZONE });
}
