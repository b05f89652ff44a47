/**
 * What the job runner offers the features (ADR 090): declare a queue with its handler and retry
 * policy, schedule it, and enqueue jobs inside the transaction that causes them. The pg-boss
 * implementation is `createJobRunner` in job-runner.ts, which re-exports these types; features
 * depend on this contract only.
 */
import type { Executor } from '../db/client';
import type { JobName, JobPayloads } from './queues';

/** How a queue's jobs are retried and kept; stored on the queue, so enqueuers need not know. */
export interface QueueOptions {
  /** Runs after the first that a failed job gets (pg-boss retryLimit). Default 2. */
  retryLimit?: number;
  /** Seconds before a retry; with `retryBackoff` the base of an exponential delay. Default 5. */
  retryDelaySeconds?: number;
  /** Double the delay on each retry (pg-boss adds jitter). Default true. */
  retryBackoff?: boolean;
  /**
   * A job still active this long (its process died, or it hangs) is failed and retried by
   * pg-boss's maintenance (every 5 s, one process at a time). Size it to the work: a little more
   * than the longest healthy attempt, since an attempt that outlives it runs a second time
   * alongside. Default 60 s.
   */
  expireInSeconds?: number;
  /**
   * `stately` (default): per `singletonKey` at most one job waiting and one running, so a key
   * enqueued twice before its job starts runs once; enqueued again once it has started, it runs
   * again, which is why handlers re-read the state they act on. `standard`: no limit per key.
   */
  policy?: 'stately' | 'standard';
  /**
   * Jobs of this queue one process works at once (default 1): for queues whose jobs mostly wait
   * on another machine, such as partners' webhook deliveries (ADR 366). Jobs that must not run
   * side by side keep 1, or a `stately` policy with one key.
   */
  concurrency?: number;
  /**
   * Jobs one worker takes per fetch and runs side by side (default 1), each completed or failed
   * on its own: fewer round trips per job for queues of many small jobs (ADR 366).
   */
  batchSize?: number;
}

export interface EnqueueOptions {
  /** Jobs with the same key share the queue's per-key limit (see QueueOptions.policy). */
  singletonKey?: string;
  /** Not before this time. */
  startAfter?: Date;
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * Someone is waiting for it (a live page, a message): when `tx` commits, the workers of this
   * queue in every process are woken at once instead of at the next look for due jobs (up to 2 s
   * later). A NOTIFY in the same transaction, so a job that rolled back wakes nobody.
   */
  wake?: boolean;
}

/** A job to enqueue: its queue, its payload, and how it is keyed and timed. */
export type JobRequest<N extends JobName> = { name: N; data: JobPayloads[N] } & EnqueueOptions;

/** What a handler receives. `attempt` counts from 1; `lastAttempt` means no retry follows. */
export interface Job<N extends JobName> {
  id: string;
  name: N;
  data: JobPayloads[N];
  attempt: number;
  lastAttempt: boolean;
}

/** Throw to fail the attempt (it is retried while attempts remain); return to complete it. */
export type JobHandler<N extends JobName> = (job: Job<N>) => Promise<void>;

export interface JobRunner {
  /** Declares a queue and its handler. Call before `start`. */
  register<N extends JobName>(name: N, handler: JobHandler<N>, options?: QueueOptions): void;
  /**
   * Sends a registered queue a job with `data` on a cron schedule (`cron` in the time zone `tz`,
   * e.g. '10 0 * * *' in 'Europe/London'; by default the business's own clock, its home airport's
   * zone, in which its days and months close). Call before `start`. pg-boss keeps one schedule row per
   * queue, so every process may declare the same one; its timekeeper runs in worker processes and
   * sends at most one job per minute across all of them.
   */
  schedule<N extends JobName>(name: N, schedule: { cron: string; data: JobPayloads[N]; tz?: string }): void;
  /**
   * Writes the job `{ name, data, ...options }` through `tx` (a Drizzle transaction or the
   * database): it exists only if `tx` commits (the request shape of pg-boss's `send`).
   * @returns the job id, or null when its key already has a job waiting.
   * @throws Error when the queue is not registered or the runner is not started.
   */
  enqueue<N extends JobName>(tx: Executor, job: JobRequest<N>): Promise<string | null>;
  /** Creates the schema and queues; starts the workers when `workers` is on. */
  start(): Promise<void>;
  /**
   * Stops fetching, waits up to `timeoutMs` for running jobs (those still running are failed,
   * so they are retried), then for the runner's last queries. Call before the database closes.
   */
  stop(timeoutMs?: number): Promise<void>;
}
