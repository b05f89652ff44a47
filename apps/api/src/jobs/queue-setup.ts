/**
 * Setting pg-boss's queues up at start (job-runner.ts): one process at a time on PostgreSQL, and
 * a deadlock with another process's maintenance tried again.
 */
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** PostgreSQL's "deadlock detected": it aborts one of the two, which may simply try again. */
const DEADLOCK = '40P01';

/** Arbitrary constant key for the queue set-up lock ("PGBOSSQ" in spirit). */
const QUEUE_SETUP_LOCK_KEY = 7_080_066_083_081;

/**
 * Runs `work` while this process holds a transaction-scoped advisory lock on PostgreSQL, so
 * processes set their queues up one after the other. pg-boss's create_queue attaches a partition
 * and adds foreign keys without a lock of its own: two processes creating queues at once deadlock,
 * and each deadlock costs PostgreSQL's deadlock_timeout (1 s) before one is aborted; eight such
 * waits pushed a start past Fastify's plugin timeout on a busy machine. The lock is held on one
 * pooled connection while pg-boss works through the others, hence DATABASE_POOL_MAX >= 2 (a pool
 * of one would wait for itself). PGlite has one process: no lock.
 */
export async function oneProcessAtATime(database: Database, work: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return work();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SETUP_LOCK_KEY})`);
    await work();
  });
}

/**
 * Creates the queue unless it exists, then brings its settings up to date. A deadlock with
 * another process's pg-boss maintenance is retried: PostgreSQL aborts one side, and the second
 * try finds the queue as the other left it.
 */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(queue.name))) await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
      return;
    } catch (err) {
      if (attempt >= 5 || (err as { code?: string }).code !== DEADLOCK) throw err;
    }
  }
}

/**
 * Brings pg-boss's queues to `queues`: one read of all queues, then ensureQueue (two statements)
 * only for a queue that is missing or differs in a setting its declaration names (job-runner.ts
 * names them all). A restart finds every queue as declared and writes nothing, so it neither
 * waits on 50 statements in a row for 25 queues nor holds the set-up lock while they run.
 */
export async function ensureQueues(boss: PgBoss, queues: PgBoss.Queue[]): Promise<void> {
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  for (const queue of queues) {
    const found = existing.get(queue.name);
    const same = (setting: string, value: unknown) => found?.[setting as keyof PgBoss.Queue] === value;
    if (found && Object.entries(queue).every(([setting, value]) => same(setting, value))) continue;
    await ensureQueue(boss, queue);
  }
}
