/**
 * A fresh, migrated and seeded database per test file (style guide, Tests):
 * PGlite in memory by default; with TEST_DB=postgres, a database on the server at
 * TEST_DATABASE_URL that no other file uses at the same time.
 * Seeded databases are copies of the run's template (test/global-setup.ts), pg-boss and its
 * queues included unless `jobQueues: false`; each worker puts its copies back as the template
 * was between files (pglite-pool.ts, postgres-pool.ts). `seed: false` gives one with only the
 * migrations, made for the file and dropped after it.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { leasePgliteDatabase } from './pglite-pool';
import { adminQuery, databaseUrl, leasePostgresDatabase } from './postgres-pool';

export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of this test database, or undefined on PGlite. */
  url: string | undefined;
  /**
   * Gives the database back (the app closes its own connections first): a seeded one is put back
   * for the next file, an unseeded PostgreSQL one dropped.
   */
  drop(): Promise<void>;
}

/**
 * @param opts.seed false: an empty database with only the migrations (default: the seeded template).
 * @param opts.jobQueues false: the seeded template before pg-boss was installed, for a test of
 *   its installation (default: with pg-boss and every product queue, ADR 394).
 * @throws when TEST_DB=postgres and TEST_DATABASE_URL is unset.
 */
export async function createTestDatabase(opts: { seed?: boolean; jobQueues?: boolean } = {}): Promise<TestDatabase> {
  const seeded = opts.seed !== false;
  const template = inject(opts.jobQueues === false ? 'testDbTemplateWithoutJobQueues' : 'testDbTemplate');
  const noDrop = async () => {};
  if (testDbKind === 'pglite') {
    if (seeded) return { database: await leasePgliteDatabase(template), url: undefined, drop: noDrop };
    const database = await openDatabase({ url: undefined, dataDir: 'memory://', poolMax: 20 });
    await runMigrations(database);
    return { database, url: undefined, drop: noDrop };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const open = (url: string) => openDatabase({ url, dataDir: 'memory://', poolMax: 20 });
  if (seeded) {
    const lent = await leasePostgresDatabase(adminUrl, template);
    const url = databaseUrl(adminUrl, lent.name);
    return { database: await open(url), url, drop: lent.putBack };
  }
  const name = `ft_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await open(url);
  await runMigrations(database);
  return { database, url, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}
