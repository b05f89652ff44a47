/**
 * Our own no-show (issue 26 §2, ADR 251): once a confirmed service's no-show time has come
 * (meeting time + 60 min for an arrival, + 30 min for a departure: the wait an officer gives a
 * traveller) and its officer never checked in, the business missed it. pg-boss's cron sends one
 * `missed-service-round` job a minute across every process; the round cancels each such booking
 * under `business_no_show` (bookings' cancelMissedService: full refund through the refund job,
 * the apology e-mail through the outbox, the officers released and told), one transaction each.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { cancelMissedService } from '../bookings/index';
import { selectMissedServices } from './live.repository';

const QUEUE = 'missed-service-round';
const EVERY_MINUTE = '* * * * *';

/**
 * Cancels every confirmed booking whose no-show time is at or before `now` with no check-in.
 * @returns ids of the bookings cancelled (a booking checked in or cancelled meanwhile is skipped).
 */
export async function runMissedServiceRound(deps: { db: Db; jobs: JobRunner }, now = new Date()): Promise<string[]> {
  const cancelled: string[] = [];
  for (const id of await selectMissedServices(deps.db, now)) {
    if (await cancelMissedService(deps, id, now)) cancelled.push(id);
  }
  return cancelled;
}

/** Declares the queue and its every-minute schedule. */
export function registerMissedServiceRound(app: FastifyInstance): void {
  app.jobs.register(
    QUEUE,
    async () => {
      const cancelled = await runMissedServiceRound(app);
      if (cancelled.length > 0) app.log.warn({ cancelled }, 'services missed: cancelled and refunded in full');
    },
    // A round that fails is simply replaced by the next minute's.
    { policy: 'stately', retryLimit: 0, expireInSeconds: 120 },
  );
  app.jobs.schedule(QUEUE, { cron: EVERY_MINUTE, data: {} });
}
