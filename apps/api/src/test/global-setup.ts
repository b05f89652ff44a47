/**
 * Vitest global setup of the integration projects: migrates and seeds one template database per
 * run, so each test file copies it instead of running initdb, every migration and the seed again
 * (CI time, issue 20 §4). A second template adds pg-boss's schema and every product queue, which
 * an app's start would otherwise create in each file: 25 partitioned tables, about half a second
 * of the database's CPU per start (issue 42 item 5, ADR 394).
 * - PostgreSQL: databases `ft_tmpl_…` (with the queues) and `ft_tmpl_…_base` that test databases
 *   are created from (`create database … template …`); dropped when the run ends.
 * - PGlite: dumps of the data directory in the temporary folder, which a test worker loads
 *   (`loadDataDir`) and puts back between files (pglite-pool.ts); removed when the run ends.
 * The templates' names or the dumps' paths reach the test files through `inject`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/seed/index';
import { createJobRunner } from '../jobs/job-runner';
import { JOB_NAMES } from '../jobs/queues';
import { adminQuery, databaseUrl, pooledDatabasePrefix, withClient } from './postgres-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded template with pg-boss and its queues: PostgreSQL, the database's name; PGlite, the dump file's path. */
    testDbTemplate: string;
    /** The same template before pg-boss was installed, for tests of its installation. */
    testDbTemplateWithoutJobQueues: string;
  }
}

/**
 * pg-boss's own queue for scheduled jobs, which its timekeeper creates when an app runs job
 * workers with schedules (pg-boss 10, src/timekeeper.js `QUEUES.SEND_IT`).
 */
const PGBOSS_SCHEDULE_QUEUE = '__pgboss__send-it';

/**
 * Installs pg-boss and creates every product queue through the job runner, with the default
 * settings: an app updates the queues it declares otherwise, a row each (queue-setup.ts). Then
 * pg-boss's schedule queue, so that an app with job workers on creates no table either, and its
 * PGlite database can be put back for the next file (pglite-pool.ts).
 */
async function installJobQueues(database: Database): Promise<void> {
  const runner = createJobRunner({
    database,
    log: pino({ level: 'silent' }),
    workers: false,
    pollingIntervalSeconds: 1,
  });
  for (const name of JOB_NAMES) runner.register(name, async () => {});
  await runner.start();
  await runner.stop();
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, supervise: false, schedule: false });
  await boss.start();
  await boss.createQueue(PGBOSS_SCHEDULE_QUEUE);
  await boss.stop({ graceful: false });
}

async function migrateAndSeed(database: Database): Promise<void> {
  await runMigrations(database);
  await seedReferenceData(database.db);
}

/** Runs `work` on `database`, then closes it whatever happens: a template takes no copy while open. */
async function closingAfter(database: Database, work: (database: Database) => Promise<void>): Promise<void> {
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `ft_tmpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const base = `${name}_base`;
    // Two connections: the job runner holds its queue set-up lock on one while it makes the queues.
    const open = (db: string) => openDatabase({ url: databaseUrl(adminUrl, db), dataDir: 'memory://', poolMax: 2 });
    await adminQuery(adminUrl, `create database ${base}`);
    await closingAfter(await open(base), migrateAndSeed);
    await adminQuery(adminUrl, `create database ${name} template ${base}`);
    await closingAfter(await open(name), installJobQueues);
    project.provide('testDbTemplate', name);
    project.provide('testDbTemplateWithoutJobQueues', base);
    return async () => {
      // The workers' pooled copies first (postgres-pool.ts), then the templates.
      const { rows } = await withClient(adminUrl, (admin) =>
        admin.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1) or starts_with(datname, $2)',
          [pooledDatabasePrefix(name), pooledDatabasePrefix(base)],
        ),
      );
      for (const db of [...rows.map((r) => r.datname), name, base])
        await adminQuery(adminUrl, `drop database if exists ${db} with (force)`);
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'ft-pglite-template-'));
  const dump = async (client: PGlite, file: string) => {
    await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  // In memory, from the migrated snapshot when there is one (db/client.ts).
  const database = await openDatabase({ url: undefined, dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  await closingAfter(database, async () => {
    await migrateAndSeed(database);
    project.provide('testDbTemplateWithoutJobQueues', await dump(client, path.join(dir, 'template-base.tar')));
    await installJobQueues(database);
    project.provide('testDbTemplate', await dump(client, path.join(dir, 'template.tar')));
  });
  return () => rm(dir, { recursive: true, force: true });
}
