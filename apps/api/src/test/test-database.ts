/**
 * A fresh, migrated and seeded database per test file (style guide, Tests):
 * PGlite in memory by default; with TEST_DB=postgres, a new database created on the
 * server at TEST_DATABASE_URL and dropped afterwards, so parallel files never share state.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/seed/index';

export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of this test database, or undefined on PGlite. */
  url: string | undefined;
  /** Drops the PostgreSQL test database (the app closes its own connections first). */
  drop(): Promise<void>;
}

export async function createTestDatabase(opts: { seed?: boolean } = {}): Promise<TestDatabase> {
  let url: string | undefined;
  let drop = async () => {};
  if (testDbKind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `ft_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({ url, dataDir: 'memory://', poolMax: 20 });
  await runMigrations(database);
  if (opts.seed !== false) await seedReferenceData(database.db);
  return { database, url, drop };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
