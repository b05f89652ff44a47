/**
 * Vitest global setup of the integration projects: migrates and seeds one template database per
 * run, so each test file copies it instead of running initdb, every migration and the seed again
 * (CI time, issue 20 §4).
 * - PostgreSQL: a database `ft_tmpl_…` that test databases are created from (`create database …
 *   template …`); dropped when the run ends.
 * - PGlite: a dump of the migrated data directory in the temporary folder, which each test
 *   database loads (`loadDataDir`); removed when the run ends.
 * The template's name or the dump's path reaches the test files through `inject('testDbTemplate')`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { type Database, type Db, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import * as schema from '../db/schema/index';
import { seedReferenceData } from '../db/seed/index';
import { adminQuery, databaseUrl } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the template database's name; PGlite: the dump file's path. */
    testDbTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `ft_tmpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    // The template must have no open connection when test databases are copied from it.
    const database = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: 'memory://', poolMax: 1 });
    try {
      await runMigrations(database);
      await seedReferenceData(database.db);
    } finally {
      await database.close();
    }
    project.provide('testDbTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }

  const client = await PGlite.create();
  const db = drizzle(client, { schema }) as unknown as Db;
  await runMigrations({ kind: 'pglite', db } as Database);
  await seedReferenceData(db);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ft-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  project.provide('testDbTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
