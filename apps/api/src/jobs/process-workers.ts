/**
 * The workers of one process (job-runner.ts, JOB_WORKERS): every registered queue's fetch loops
 * (queue-workers.ts), woken when a job for them is due (due-watch.ts, ADR 401) or enqueued with
 * `wake` (a NOTIFY on JOB_WAKE_CHANNEL).
 */
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { startDueWatch } from './due-watch';
import type { Inflight } from './inflight';
import type { QueueOptions } from './job-types';
import { type QueueJob, startQueueWorkers } from './queue-workers';
import type { JobName } from './queues';

/**
 * The NOTIFY channel on which a transaction that enqueued a job with `wake` names its queue; it
 * is delivered when that transaction commits.
 */
export const JOB_WAKE_CHANNEL = 'ft_job_wake';

/**
 * How often a queue worker fetches without being woken: a safety net only, since the due watch
 * wakes it whenever a job is due. pg-boss's expiry and the schedules do not depend on it.
 */
const QUEUE_FALLBACK_POLL_SECONDS = 60;

export interface ProcessQueue {
  name: JobName;
  options: QueueOptions;
  /** Runs one job of this queue. */
  attempt: (job: QueueJob) => Promise<void>;
}

export interface ProcessWorkersOptions {
  database: Database;
  queues: readonly ProcessQueue[];
  /** Seconds between two looks for due jobs. */
  pollingIntervalSeconds: number;
  /** Counts the looks, so the runner's stop waits for them before the database closes. */
  inflight: Inflight;
  log: FastifyBaseLogger;
}

/**
 * Starts the workers of every queue in `queues` on `boss`, and what wakes them.
 * @returns stops the waking (the due watch and the LISTEN); the workers stop with pg-boss.
 */
export async function startProcessWorkers(
  boss: PgBoss,
  { database, queues, pollingIntervalSeconds, inflight, log }: ProcessWorkersOptions,
): Promise<() => Promise<void>> {
  const workerIds = new Map<string, string[]>();
  for (const { name, options, attempt } of queues) {
    const ids = await startQueueWorkers(boss, {
      name,
      options,
      pollingIntervalSeconds: QUEUE_FALLBACK_POLL_SECONDS,
      attempt,
    });
    workerIds.set(name, ids);
  }
  let stopped = false;
  const wake = (queue: string) => {
    if (stopped) return;
    for (const id of workerIds.get(queue) ?? []) boss.notifyWorker(id);
  };
  const stopListening = await database.listen(JOB_WAKE_CHANNEL, wake);
  const dueWatch = startDueWatch({
    database,
    queues: queues.map((queue) => queue.name),
    intervalSeconds: pollingIntervalSeconds,
    onDue: (due) => due.forEach(wake),
    inflight,
    onError: (err) => log.error({ err }, 'job runner: looking for due jobs failed'),
  });
  return async () => {
    stopped = true;
    dueWatch.stop();
    await stopListening();
  };
}
