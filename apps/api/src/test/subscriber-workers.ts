/**
 * Workers for some domain-event subscribers only, beside a test app that runs no workers
 * (JOB_WORKERS off, the test default): as a worker process of the product would, a job runner of
 * its own on the app's database works the named subscribers' queues with their real handlers, and
 * nothing else (refunds, e-mail, reminders stay queued for the test to look at). Usage:
 *
 *   const subscribers = await startSubscriberWorkers(t.app, ['credits', 'live']);
 *   afterAll(() => subscribers.stop());
 */
import type { FastifyInstance } from 'fastify';
import { registerCreditsSubscriber } from '../features/credits/event-subscriber';
import { registerLiveSubscriber } from '../features/live/event-subscriber';
import { createJobRunner } from '../jobs/job-runner';

const REGISTER = { credits: registerCreditsSubscriber, live: registerLiveSubscriber } as const;

/** Starts a runner for `subscribers`. @returns it, to stop before the app closes. */
export async function startSubscriberWorkers(
  app: FastifyInstance,
  subscribers: (keyof typeof REGISTER)[],
): Promise<{ stop(): Promise<void> }> {
  const jobs = createJobRunner({ database: app.database, log: app.log, workers: true, pollingIntervalSeconds: 0.5 });
  for (const name of subscribers) REGISTER[name]({ db: app.db, jobs });
  await jobs.start();
  return { stop: () => jobs.stop() };
}
