/**
 * One queue's workers in this process (job-runner.ts): pg-boss fetch loops that run each job
 * through `attempt`, a batch side by side (batch.ts), and ask for the next job at once after a
 * fetch that found one.
 */
import type PgBoss from 'pg-boss';
import { runSideBySide } from './batch';
import type { QueueOptions } from './job-types';
import type { JobName, JobPayloads } from './queues';

export type QueueJob = PgBoss.JobWithMetadata<JobPayloads[JobName]>;

/** What {@link startQueueWorkers} starts. */
export interface QueueWorkers {
  name: JobName;
  options: Pick<QueueOptions, 'concurrency' | 'batchSize'>;
  /** How often an idle worker fetches (s). */
  pollingIntervalSeconds: number;
  /** Runs one job; a job it rejects is failed on its own and keeps its retries. */
  attempt: (job: QueueJob) => Promise<void>;
}

/**
 * Starts `options.concurrency` workers (default 1) on queue `name`, each fetching up to
 * `options.batchSize` jobs (default 1) and polling every `pollingIntervalSeconds` when idle.
 * pg-boss waits a whole polling interval after every fetch, even one that found a job, which
 * would drain a queue at one job per interval (one e-mail every 2 s): a worker that found a job
 * asks for the next one at once (pg-boss's notifyWorker); an empty fetch waits (ADR 200, ADR 366).
 * @returns the workers' ids, which `boss.notifyWorker` wakes.
 */
export async function startQueueWorkers(
  boss: PgBoss,
  { name, options, pollingIntervalSeconds, attempt }: QueueWorkers,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < (options.concurrency ?? 1); i++) {
    let workerId: string | undefined;
    workerId = await boss.work<JobPayloads[JobName]>(
      name,
      { pollingIntervalSeconds, batchSize: options.batchSize ?? 1, includeMetadata: true },
      async (jobs) => {
        try {
          if (jobs.length === 1) await attempt(jobs[0] as QueueJob);
          else await runSideBySide(jobs, attempt, (job, message) => boss.fail(name, job.id, { message }));
        } finally {
          if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
        }
      },
    );
    ids.push(workerId);
  }
  return ids;
}
