/**
 * The job runner on the product's database: jobs run, failed attempts are retried with back-off,
 * a job enqueued in a rolled-back transaction never exists, a key enqueued twice runs once, and
 * the app closes promptly with the runner in it, a backlog drains at the speed of its handler,
 * not one job per polling interval, and an idle queue sends no fetch of its own while one look
 * for all queues finds a due job (ADR 401). The two-process case needs PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { type Database, executeSqlIn, openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, testDbKind } from '../test/test-database';
import { createJobRunner, type JobHandler } from './job-runner';

declare module './queues' {
  interface JobPayloads {
    'test-echo': { value: string };
    'test-flaky': { value: string };
  }
}

interface Seen {
  value: string;
  attempt: number;
  lastAttempt: boolean;
  at: number;
}

/** Handlers that record what they saw; `test-flaky` fails while `value` says how often. */
function recorder() {
  const seen: Seen[] = [];
  const echo: JobHandler<'test-echo'> = async (job) => {
    seen.push({ value: job.data.value, attempt: job.attempt, lastAttempt: job.lastAttempt, at: Date.now() });
  };
  const flaky: JobHandler<'test-flaky'> = async (job) => {
    seen.push({ value: job.data.value, attempt: job.attempt, lastAttempt: job.lastAttempt, at: Date.now() });
    const failures = job.data.value === 'always' ? Number.POSITIVE_INFINITY : Number(job.data.value);
    if (job.attempt <= failures) throw new Error(`attempt ${job.attempt} fails`);
  };
  const register = (app: FastifyInstance) => {
    app.jobs.register('test-echo', echo);
    app.jobs.register('test-flaky', flaky, { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: true });
  };
  return { seen, register };
}

async function jobRows(app: FastifyInstance, name: string) {
  const { rows } = await app.database.executeSql(
    'select state, retry_count as "retryCount" from pgboss.job where name = $1',
    [name],
  );
  return rows as { state: string; retryCount: number }[];
}

describe('job runner', () => {
  let t: TestApp;
  const r = recorder();
  beforeAll(async () => {
    t = await createTestApp({ JOB_WORKERS: 'true' }, { extend: r.register });
  });
  afterAll(() => t.close());

  it('runs a job enqueued in a committed transaction', async () => {
    await t.app.db.transaction((tx) => t.app.jobs.enqueue(tx, { name: 'test-echo', data: { value: 'committed' } }));
    await vi.waitFor(() => expect(r.seen.map((s) => s.value)).toContain('committed'), { timeout: 5_000 });
    await vi.waitFor(async () =>
      expect(await jobRows(t.app, 'test-echo')).toEqual([{ state: 'completed', retryCount: 0 }]),
    );
  });

  it('leaves no job behind when the transaction rolls back', async () => {
    const rollback = t.app.db.transaction(async (tx) => {
      expect(await t.app.jobs.enqueue(tx, { name: 'test-echo', data: { value: 'rolled-back' } })).toEqual(
        expect.any(String),
      );
      tx.rollback();
    });
    await expect(rollback).rejects.toThrow();
    const { rows } = await t.app.database.executeSql(
      "select count(*)::int as n from pgboss.job where data->>'value' = $1",
      ['rolled-back'],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('retries a failed attempt after a back-off, and stops after the last attempt', async () => {
    await t.app.jobs.enqueue(t.app.db, { name: 'test-flaky', data: { value: '1' } });
    await vi.waitFor(() => expect(r.seen.filter((s) => s.value === '1')).toHaveLength(2), { timeout: 10_000 });
    const [first, second] = r.seen.filter((s) => s.value === '1');
    expect([first?.attempt, second?.attempt]).toEqual([1, 2]);
    // retryDelaySeconds 1 with back-off: the second attempt waits at least one second.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect(second?.lastAttempt).toBe(true);

    await t.app.jobs.enqueue(t.app.db, { name: 'test-flaky', data: { value: 'always' } });
    await vi.waitFor(
      async () =>
        expect((await jobRows(t.app, 'test-flaky')).map((j) => j.state).sort()).toEqual(['completed', 'failed']),
      { timeout: 10_000 },
    );
    expect(r.seen.filter((s) => s.value === 'always').map((s) => s.attempt)).toEqual([1, 2]);
  });

  it('keeps one waiting job per key', async () => {
    const ids = await t.app.db.transaction(async (tx) => [
      await t.app.jobs.enqueue(tx, { name: 'test-echo', data: { value: 'keyed' }, singletonKey: 'k1' }),
      await t.app.jobs.enqueue(tx, { name: 'test-echo', data: { value: 'keyed' }, singletonKey: 'k1' }),
    ]);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBeNull();
    await vi.waitFor(() => expect(r.seen.filter((s) => s.value === 'keyed')).toHaveLength(1), { timeout: 5_000 });
  });

  it.runIf(testDbKind === 'postgres')(
    "sends pg-boss's job insert in a transaction as a statement PostgreSQL keeps prepared",
    async () => {
      const prepared = await t.app.db.transaction(async (tx) => {
        await t.app.jobs.enqueue(tx, { name: 'test-echo', data: { value: 'prepared' } });
        const { rows } = await executeSqlIn(
          tx,
          "select statement from pg_prepared_statements where name like 'pgboss\\_%'",
        );
        return rows as { statement: string }[];
      });
      expect(prepared.map((p) => p.statement)).toEqual([expect.stringContaining('INSERT INTO pgboss.job')]);
    },
  );

  it.runIf(testDbKind === 'postgres')(
    "keeps its workers' fetches to a few of the pool's connections, leaving the rest to requests",
    async () => {
      // Every product queue's worker started its fetch loop at once when the app became ready.
      const { rows } = await t.app.database.executeSql(
        'select count(*)::int as n from pg_stat_activity where datname = current_database()',
        [],
      );
      // Two for pg-boss's statements, the LISTEN connections of the job runner and the live
      // events, the one asking, and a few the tests before used: 6 when measured alone. A fetch
      // per worker at once took 20, the pool's maximum, plus the others.
      expect(rows[0]?.n).toBeLessThanOrEqual(8);
    },
  );

  it('refuses a queue nobody registered', async () => {
    // @ts-expect-error not a queue of the product
    await expect(t.app.jobs.enqueue(t.app.db, { name: 'no-such-queue', data: {} })).rejects.toThrow(/no-such-queue/);
  });
});

describe('job runner shutdown', () => {
  it('closes the app promptly', async () => {
    const r = recorder();
    const t = await createTestApp({ JOB_WORKERS: 'true' }, { extend: r.register });
    await t.app.jobs.enqueue(t.app.db, { name: 'test-echo', data: { value: 'before-close' } });
    await vi.waitFor(() => expect(r.seen).toHaveLength(1), { timeout: 5_000 });
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(1_500);
    await t.testDb.drop();
  });
});

describe('job runner with a backlog', () => {
  it('works the waiting jobs one after the other, without a polling interval between them', async () => {
    const testDb = await createTestDatabase({ seed: false });
    const log = pino({ level: 'silent' });
    // A long interval, so that a wait between two jobs could not go unseen.
    const pollingIntervalSeconds = 30;
    const runners = [false, true].map((workers) =>
      createJobRunner({ database: testDb.database, log, workers, pollingIntervalSeconds }),
    );
    const [producer, worker] = runners as [(typeof runners)[0], (typeof runners)[0]];
    const seen: string[] = [];
    for (const runner of runners) {
      runner.register('test-echo', async (job) => {
        seen.push(job.data.value);
      });
    }
    try {
      // The jobs wait before the worker starts, so its first fetch finds the first of them.
      await producer.start();
      const values = ['1', '2', '3', '4', '5'];
      await testDb.database.db.transaction(async (tx) => {
        // Each with its own key, as messages are: the queue keeps one waiting job per key.
        for (const value of values)
          await producer.enqueue(tx, { name: 'test-echo', data: { value }, singletonKey: value });
      });
      await worker.start();
      // Shorter than one polling interval: a worker that waited between two jobs would not finish.
      await vi.waitFor(() => expect(seen).toHaveLength(values.length), { timeout: 20_000 });
      expect(seen.sort()).toEqual(values);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await testDb.database.close();
      await testDb.drop();
    }
  });
});

describe('job runner while nothing is due', () => {
  it('lets a queue fetch only when it has a due job, found by one look for all queues', async () => {
    const testDb = await createTestDatabase({ seed: false });
    const log = pino({ level: 'silent' });
    // pg-boss's fetch per queue, counted by queue name (pg-boss sends the name as $1).
    const fetches = new Map<string, number>();
    const database: Database = {
      ...testDb.database,
      executeSql: (text, values) => {
        if (text.includes('SKIP LOCKED')) {
          const name = String(values?.[0]);
          fetches.set(name, (fetches.get(name) ?? 0) + 1);
        }
        return testDb.database.executeSql(text, values);
      },
    };
    const runner = createJobRunner({ database, log, workers: true, pollingIntervalSeconds: 0.5 });
    const idleQueues = ['send-message', 'refund-booking', 'flight-check', 'abandon-payment', 'expire-booking'] as const;
    for (const name of idleQueues) runner.register(name, async () => {});
    const ran: number[] = [];
    runner.register('test-echo', async () => {
      ran.push(Date.now());
    });
    try {
      await runner.start();
      // Due in 2 s and enqueued without `wake`: only the look for due jobs can start it.
      const dueAt = Date.now() + 2_000;
      await runner.enqueue(testDb.database.db, {
        name: 'test-echo',
        data: { value: 'later' },
        startAfter: new Date(dueAt),
      });
      await vi.waitFor(() => expect(ran).toHaveLength(1), { timeout: 20_000 });
      expect(ran[0]).toBeGreaterThanOrEqual(dueAt);
      // Each idle queue fetched once, when its worker started: four looks of its own each in the
      // 2 s before, had every worker polled every 0.5 s.
      expect(idleQueues.map((name) => fetches.get(name))).toEqual(idleQueues.map(() => 1));
    } finally {
      await runner.stop();
      await testDb.database.close();
      await testDb.drop();
    }
  });
});

describe('job runner restarting', () => {
  it('leaves a queue it finds as declared untouched, and updates one whose settings changed', async () => {
    const testDb = await createTestDatabase({ seed: false });
    const log = pino({ level: 'silent' });
    const queueRow = async () =>
      (await testDb.database.executeSql("select retry_limit, updated_on from pgboss.queue where name = 'test-echo'"))
        .rows[0];
    const startAndStop = async (retryLimit: number) => {
      const runner = createJobRunner({ database: testDb.database, log, workers: false, pollingIntervalSeconds: 1 });
      runner.register('test-echo', async () => {}, { retryLimit });
      await runner.start();
      await runner.stop();
    };
    try {
      await startAndStop(2);
      const first = await queueRow();
      await startAndStop(2);
      expect(await queueRow()).toEqual(first);
      await startAndStop(4);
      expect(await queueRow()).toMatchObject({ retry_limit: 4 });
    } finally {
      await testDb.database.close();
      await testDb.drop();
    }
  });
});

describe.runIf(testDbKind === 'postgres')('job runner in two processes on one database', () => {
  it('starts both at once, and keeps one job for a key enqueued twice before it runs', async () => {
    // Before pg-boss is installed, so both processes install it at the same moment.
    const testDb = await createTestDatabase({ jobQueues: false });
    const r = recorder();
    const apps = await Promise.all(
      [testDb.database, await openDatabase({ url: testDb.url, dataDir: 'memory://' })].map(async (database) => {
        const config = (await import('../config')).loadConfig(
          { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', JOB_WORKERS: 'true' },
          '0.0.0-test',
        );
        const app = await buildApp({ config, database });
        r.register(app);
        await app.ready();
        return app;
      }),
    );
    try {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      // Both enqueues land while the job still waits: a key may have one job waiting (and one
      // running), so a second enqueue after the first has started would be a new job by design.
      const startAfter = new Date(Date.now() + 3_000);
      const options = { singletonKey: 'once', startAfter };
      await Promise.all([
        a.db.transaction((tx) => a.jobs.enqueue(tx, { name: 'test-echo', data: { value: 'once' }, ...options })),
        b.db.transaction((tx) => b.jobs.enqueue(tx, { name: 'test-echo', data: { value: 'once' }, ...options })),
      ]);
      expect(await jobRows(a, 'test-echo')).toHaveLength(1);
      await vi.waitFor(async () => expect((await jobRows(a, 'test-echo')).map((j) => j.state)).toEqual(['completed']), {
        timeout: 15_000,
      });
      expect(r.seen.filter((s) => s.value === 'once')).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await testDb.drop();
    }
  });
});
