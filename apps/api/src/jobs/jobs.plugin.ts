/**
 * The `jobs` plugin: owns the job runner for the app's lifetime (ADR 090). It decorates
 * `app.jobs`; features register their queues while the app is built, the runner starts when
 * the app is ready, and it stops on close before the database closes (the database's own
 * onClose hook is added earlier, and Fastify runs onClose hooks last-added first).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs on the product's database; see jobs/job-runner.ts. */
    jobs: JobRunner;
  }
}

/** Bounded wait for running jobs on close; shutdown as a whole has 10 s (server.ts). */
const STOP_TIMEOUT_MS = 5_000;

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = createJobRunner({
      database: app.database,
      log: app.log.child({ component: 'jobs' }),
      workers: app.config.jobWorkers,
      // Tests wait for what a job changes, so they look for due jobs every half second.
      pollingIntervalSeconds: app.config.env === 'test' ? 0.5 : 2,
      // The timekeeper's first look comes before the schedules are written, so a test app sees its
      // first scheduled job one interval after start. Each look costs about 100 ms of CPU (pg-boss
      // works out every schedule's previous tick with cron-parser and luxon, in its time zone):
      // at 1 s that was a tenth of every test app's CPU with workers on, more on a busy machine.
      cronMonitorIntervalSeconds: app.config.env === 'test' ? 5 : 30,
      cronWorkerIntervalSeconds: app.config.env === 'test' ? 1 : 5,
    });
    app.decorate('jobs', runner);
    app.addHook('onReady', () => runner.start());
    app.addHook('onClose', () => runner.stop(STOP_TIMEOUT_MS));
  },
  { name: 'jobs' },
);
