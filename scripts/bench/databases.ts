/**
 * Throw-away databases for the benchmark's measurements (API, side by side, clusters behind
 * nginx, capacity): PostgreSQL databases created empty on the admin URL's server and dropped
 * afterwards, or PGlite in a temporary directory; and such a database made ready as the product
 * runs on it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '@fasttrack/api/src/db/client';
import { runMigrations } from '@fasttrack/api/src/db/migrate';
import { seedReferenceData } from '@fasttrack/api/src/db/seed/index';
import { seedDemoStaff } from '@fasttrack/api/src/features/staff/index';
import pg from 'pg';
import { ADMIN_URL, type Kind, OFFICERS } from './settings';

/** Runs one statement on `adminUrl` (3 s to connect). @throws when PostgreSQL does not answer. */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty database named `<prefix>_<time>_<random>` on `adminUrl`'s server; `drop()` removes it. */
export async function createBenchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** A fresh database for one run, and how to remove it. */
async function freshDatabase(kind: Kind): Promise<{ url?: string; dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ftlos-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { dataDir, cleanup: removeDir };
  const database = await createBenchDatabase(ADMIN_URL, 'ft_bench');
  return {
    url: database.url,
    dataDir,
    async cleanup() {
      await database.drop();
      await removeDir();
    },
  };
}

/** A fresh database, open, and how to close and remove it. `url` is unset for PGlite. */
export interface BenchDatabase {
  database: Database;
  url?: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh database of `kind` (a pool of 10 on PostgreSQL), migrated, with the reference data and
 * an officer roster of `officers` (default {@link OFFICERS}): bookings hold officers (issue 15),
 * so the roster is large enough for the booking scenarios.
 */
export async function openBenchDatabase(kind: Kind, officers = OFFICERS): Promise<BenchDatabase> {
  const target = await freshDatabase(kind);
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir, poolMax: 10 });
  const close = async () => {
    await database.close();
    await target.cleanup();
  };
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    await seedDemoStaff(database.db, officers);
    return { database, url: target.url, dataDir: target.dataDir, close };
  } catch (err) {
    await close();
    throw err;
  }
}
