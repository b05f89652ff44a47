/**
 * The demo roster job (issue 15 §2, §3; test mode only): every day shortly after midnight in
 * Lagos it extends the demo officers' 05:00-23:00 WAT shifts to 60 days ahead. pg-boss's cron
 * sends it (one job per minute across processes) and the roster write itself is idempotent and
 * serialised, so however many processes run, the roster is made once.
 */
import type { FastifyInstance } from 'fastify';
import { extendDemoRoster } from './demo-staff';

const QUEUE = 'demo-roster';
/** 00:10 every day, Lagos time. */
const DAILY = '10 0 * * *';

/** Declares the queue and its daily schedule when the app runs in test mode. */
export function registerDemoRosterJob(app: FastifyInstance): void {
  if (!app.config.testMode) return;
  app.jobs.register(
    QUEUE,
    async () => {
      const added = await extendDemoRoster(app.db, app.config.demoOfficers);
      app.log.info({ added }, 'demo roster extended');
    },
    { policy: 'stately', retryLimit: 3 },
  );
  app.jobs.schedule(QUEUE, { cron: DAILY, data: {} });
}
