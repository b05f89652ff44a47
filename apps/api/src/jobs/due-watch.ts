/**
 * The process's one look for due jobs (ADR 401). pg-boss gives every queue worker a fetch loop of
 * its own, so a process with 30 workers polling every 2 s sends 15 fetches a second while nothing
 * is due, each an UPDATE ... FOR UPDATE SKIP LOCKED. Instead, one query per interval asks which
 * of this process's queues hold a job that a fetch would take now (waiting or awaiting a retry,
 * its start time passed: pg-boss's own fetch condition), and only those queues' workers fetch.
 * The workers themselves look on their own only rarely, and a job enqueued with `wake` still
 * reaches them at once through NOTIFY (process-workers.ts).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, executeNamedIn } from '../db/client';
import type { Inflight } from './inflight';

/**
 * Names among `$1` with a job that pg-boss's fetch would take now: state `created` or `retry`
 * (below `active` in its enum) and `start_after` passed. One index probe per queue's partition
 * (pg-boss's `job_i5` on `(name, start_after) where state < 'active'`).
 */
const DUE_QUEUES_SQL = `select q.name from unnest($1::text[]) as q(name)
  where exists (select 1 from pgboss.job j where j.name = q.name and j.state < 'active' and j.start_after < now())`;

export interface DueWatchOptions {
  database: Database;
  /** The queues this process works. */
  queues: readonly string[];
  /** Seconds between two looks. */
  intervalSeconds: number;
  /** Called with the names of the queues that have due jobs, after each look that found any. */
  onDue: (queues: string[]) => void;
  /** Counts each look, so the runner's stop waits for it before the database closes. */
  inflight: Inflight;
  onError: (err: unknown) => void;
}

export interface DueWatch {
  /** Ends the loop after the look in progress, if any. */
  stop(): void;
}

/** Starts looking now and then every `intervalSeconds` until stopped. */
export function startDueWatch({
  database,
  queues,
  intervalSeconds,
  onDue,
  inflight,
  onError,
}: DueWatchOptions): DueWatch {
  const stopped = new AbortController();
  const names = [...queues];
  const look = async () => {
    const { rows } = await executeNamedIn(database.db, {
      name: 'ft_due_queues',
      text: DUE_QUEUES_SQL,
      values: [names],
    });
    const due = rows.map((row) => String(row.name));
    if (due.length > 0 && !stopped.signal.aborted) onDue(due);
  };
  void (async () => {
    while (!stopped.signal.aborted) {
      try {
        await inflight.track(look);
      } catch (err) {
        if (!stopped.signal.aborted) onError(err);
      }
      try {
        await sleep(intervalSeconds * 1000, undefined, { signal: stopped.signal });
      } catch {
        // Aborted: the loop ends.
      }
    }
  })();
  return { stop: () => stopped.abort() };
}
