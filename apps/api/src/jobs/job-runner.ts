/**
 * The product's one job runner: pg-boss 10 on the product's own database (ADR 090).
 *
 * pg-boss talks to the database only through `executeSql(text, values)`: outside a transaction
 * that is `Database.executeSql` (PGlite in-process, or the `pg` pool on PostgreSQL); inside one
 * it is the Drizzle transaction's own connection, so a job enqueued with a change commits or
 * rolls back with it. pg-boss creates and migrates its `pgboss` schema itself at start, under an
 * advisory lock, so several processes may start together. The interface it implements (queues,
 * retries, enqueue options) is in job-types.ts.
 */

import { BUSINESS_TIME_ZONE } from '@fasttrack/contracts';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import PgBoss from 'pg-boss';
import { type Database, executeNamedIn } from '../db/client';
import { createInflight } from './inflight';
import type { JobHandler, JobRunner, QueueOptions } from './job-types';
import { JOB_WAKE_CHANNEL, startProcessWorkers } from './process-workers';
import { ensureQueues, oneProcessAtATime } from './queue-setup';
import type { QueueJob } from './queue-workers';
import type { JobName, JobPayloads } from './queues';
import { statementName } from './statement-name';

export type { EnqueueOptions, Job, JobHandler, JobRunner, QueueOptions } from './job-types';

export interface JobRunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Work jobs in this process (JOB_WORKERS). Without, the runner only enqueues. */
  workers: boolean;
  /**
   * How often an idle worker process looks for due jobs, in one query for all its queues
   * (due-watch.ts, ADR 401); at least 0.5 s.
   */
  pollingIntervalSeconds: number;
  /**
   * How often the timekeeper looks at the schedules (1-45 s; default 30). Its first look comes
   * before the schedules are written, so a schedule's first job waits this long at most.
   */
  cronMonitorIntervalSeconds?: number;
  /**
   * How often the timekeeper's own worker looks for the jobs a look found due and hands them to
   * their queues (1-45 s; default 5, pg-boss's): a scheduled job's start waits this long more.
   */
  cronWorkerIntervalSeconds?: number;
}

/**
 * How often pg-boss's maintenance runs (its default is 120 s): it is what fails an expired job
 * (its process died) so it runs again. pg-boss lets one process in the whole layout do it per
 * interval, so the cost stays one small pass every 5 s whatever the number of processes. A dead
 * process's job runs again at most its queue's expiry + this + the first retry delay later
 * (issue 29 §2; ADR 210).
 */
export const MAINTENANCE_INTERVAL_SECONDS = 5;

/**
 * pg-boss's own statements (fetches, completions, maintenance) running at once in one process.
 * Each worker's loop starts with a fetch, so 30 workers would otherwise open 30 pooled
 * connections at start and leave none for requests; the statements take a millisecond or two
 * each, so two at a time keep up with thousands a second (ADR 401). Enqueues are not counted:
 * they run on the enqueuing transaction's own connection.
 */
const BOSS_STATEMENTS_AT_ONCE = 2;

/** A queue's expiry when it names none: an attempt still running after this is taken as dead. */
const DEFAULT_EXPIRE_SECONDS = 60;

/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

interface Registration {
  handler: JobHandler<JobName>;
  options: QueueOptions;
}

interface Schedule {
  name: JobName;
  cron: string;
  data: JobPayloads[JobName];
  tz: string;
}

export function createJobRunner({
  database,
  log,
  workers,
  pollingIntervalSeconds,
  cronMonitorIntervalSeconds = 30,
  cronWorkerIntervalSeconds = 5,
}: JobRunnerOptions): JobRunner {
  const inflight = createInflight();
  const registrations = new Map<JobName, Registration>();
  const schedules: Schedule[] = [];
  let state: 'new' | 'started' | 'stopped' = 'new';
  // Stops what wakes this process's workers (process-workers.ts).
  let stopWaking: (() => Promise<void>) | undefined;
  // pg-boss may be running (its maintenance timer too) before the queues are made.
  let bossStarted = false;

  // Made at start, once the schedules are known: only a worker process with schedules runs
  // pg-boss's timekeeper (its cron loop and clock check).
  let boss!: PgBoss;
  const bossStatements = pLimit(BOSS_STATEMENTS_AT_ONCE);
  const createBoss = () => {
    const made = new PgBoss({
      db: {
        // After stop, a query a late worker loop still sends answers empty instead of reaching a
        // database that is about to close (pg-boss's own pool behaves the same once closed).
        executeSql: (text, values) =>
          state === 'stopped'
            ? Promise.resolve({ rows: [] })
            : inflight.track(() => bossStatements(() => database.executeSql(text, values))),
      },
      schedule: workers && schedules.length > 0,
      cronMonitorIntervalSeconds,
      cronWorkerIntervalSeconds,
      maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    });
    made.on('error', (err) => log.error({ err }, 'job runner error'));
    return made;
  };

  async function run(name: JobName, handler: JobHandler<JobName>, job: QueueJob) {
    const attempt = job.retryCount + 1;
    try {
      await inflight.track(() =>
        handler({
          id: job.id,
          name,
          data: job.data,
          attempt,
          lastAttempt: job.retryCount >= job.retryLimit,
        }),
      );
    } catch (err) {
      log.warn({ err, queue: name, jobId: job.id, attempt }, 'job attempt failed');
      throw err;
    }
  }

  return {
    register(name, handler, options = {}) {
      if (state !== 'new') throw new Error(`Job queue ${name} registered after the runner started`);
      registrations.set(name, { handler: handler as JobHandler<JobName>, options });
    },

    schedule(name, { cron, data, tz }) {
      if (state !== 'new') throw new Error(`Job schedule ${name} declared after the runner started`);
      if (!registrations.has(name)) throw new Error(`No job queue named ${name} is registered`);
      // The business's own clock unless told: its days and months close in its home airport's zone.
      schedules.push({ name, cron, data, tz: tz ?? BUSINESS_TIME_ZONE });
    },

    async enqueue(tx, { name, data, ...options }) {
      if (!registrations.has(name)) throw new Error(`No job queue named ${name} is registered`);
      if (state !== 'started') throw new Error('The job runner is not running');
      const send: PgBoss.SendOptions = {
        db: { executeSql: (text, values) => executeNamedIn(tx, { name: statementName(text), text, values }) },
        singletonKey: options.singletonKey,
        startAfter: options.startAfter,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: options.retryBackoff,
      };
      // pg-boss checks every option that is present, even when undefined.
      for (const key of Object.keys(send) as (keyof PgBoss.SendOptions)[]) {
        if (send[key] === undefined) delete send[key];
      }
      const id = await boss.send(name, data, send);
      if (options.wake) {
        await executeNamedIn(tx, {
          name: 'ft_job_wake',
          text: 'select pg_notify($1, $2)',
          values: [JOB_WAKE_CHANNEL, name],
        });
      }
      return id;
    },

    async start() {
      if (state !== 'new') return;
      boss = createBoss();
      try {
        await boss.start();
      } catch (err) {
        // Processes installing pg-boss on a fresh database at once: the one that waited for
        // pg-boss's install lock can still miss the schema the other just made, and fail with
        // a unique violation that pg-boss's own race check does not recognise. The install has
        // committed by then, so a new instance finds it and starts.
        if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
        log.info('job runner: pg-boss was installed by another process at the same moment; starting again');
        boss = createBoss();
        await boss.start();
      }
      bossStarted = true;
      const queues = [...registrations].map(
        ([name, { options }]): PgBoss.Queue => ({
          name,
          policy: options.policy ?? 'stately',
          retryLimit: options.retryLimit ?? 2,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: options.retryBackoff ?? true,
          expireInSeconds: options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
        }),
      );
      await oneProcessAtATime(database, () => ensureQueues(boss, queues));
      // An upsert per queue name: every process declaring the same schedule leaves one row.
      for (const { name, cron, data, tz } of schedules) await boss.schedule(name, cron, data, { tz });
      state = 'started';
      if (!workers) return;
      stopWaking = await startProcessWorkers(boss, {
        database,
        queues: [...registrations].map(([name, { handler, options }]) => ({
          name,
          options,
          attempt: (job: QueueJob) => run(name, handler, job),
        })),
        pollingIntervalSeconds,
        inflight,
        log,
      });
    },

    async stop(timeoutMs = 5_000) {
      if (!bossStarted || state === 'stopped') {
        state = 'stopped';
        return;
      }
      await stopWaking?.();
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      // A fetch already on its way when the workers stopped may still start a job.
      await inflight.idle(timeoutMs);
      state = 'stopped';
    },
  };
}
