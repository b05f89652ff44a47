/**
 * Database client: embedded PGlite (default) or PostgreSQL through a `pg` pool
 * (issue: foundation, item 4). Both expose the same Drizzle API over one schema.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; false when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... or undefined for PGlite. */
  url: string | undefined;
  /** PGlite data directory, or `memory://`. Ignored for PostgreSQL. */
  dataDir: string;
  poolMax?: number;
}

/** Opens the database. For PGlite the data directory is created if missing. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 10);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const target = dataDir === 'memory://' ? 'memory://' : `${dataDir}/pglite`;
  if (target !== 'memory://') mkdirSync(target, { recursive: true });
  const client = await PGlite.create(target);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs) => ping(db, timeoutMs, () => client.closed),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query gets a new one.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs) => ping(db, timeoutMs, () => closed),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function ping(db: Db, timeoutMs = 2_000, isClosed: () => boolean): Promise<boolean> {
  if (isClosed()) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
