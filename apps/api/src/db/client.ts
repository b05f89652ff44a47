/**
 * Database client: embedded PGlite (default) or PostgreSQL through a `pg` pool
 * (issue: foundation, item 4). Both expose the same Drizzle API over one schema.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DataDirLockOptions, lockDataDir } from './data-dir-lock';
import { extractMigratedSnapshot, readMigratedSnapshot } from './pglite-snapshot';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can run several of them in one transaction. */
export type Executor = Db | Tx;

/** A query result as the drivers return it. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs SQL text with `$1..$n` parameters outside any transaction, exactly as written (the job
   * runner hands pg-boss's own SQL through this). Text without parameters may hold several
   * statements, including its own BEGIN/COMMIT: it runs on one connection and is rolled back if
   * a statement fails, so no connection is left inside an aborted transaction.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Calls `onPayload` with each NOTIFY payload on `channel`, delivered after the notifying
   * transaction commits. PostgreSQL: one dedicated LISTEN connection per process (reconnected
   * when lost); PGlite: the embedded database's own in-process notifications.
   * @returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
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
  /** PGlite only: the migrated snapshots' folder (default pglite-snapshot.ts's SNAPSHOT_DIR). */
  snapshotDir?: string;
  /** PGlite on a directory only: how to take the directory's lock (data-dir-lock.ts; default: give up at once). */
  dataDirLock?: DataDirLockOptions;
}

/**
 * Opens the database. For PGlite on a directory, the directory is created if missing and held by
 * this process until `close` (data-dir-lock.ts).
 * @throws DataDirInUseError when another process holds the PGlite directory.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 10);
  if (opts.dataDir === 'memory://') return openPglite('memory://', opts);
  const release = await lockDataDir(opts.dataDir, opts.dataDirLock);
  try {
    const database = await openPglite(`${opts.dataDir}/pglite`, opts);
    const close = database.close;
    return { ...database, close: () => close().finally(release) };
  } catch (err) {
    await release();
    throw err;
  }
}

async function openPglite(target: string, { snapshotDir }: Pick<DatabaseOptions, 'snapshotDir'>): Promise<Database> {
  // A new database starts from the migrated snapshot when there is one: initdb and the
  // migrations are most of a first start's time (issue 42 item 5, ADR 370), in memory too
  // (ADR 397). For a data directory the system's tar makes it fastest (ADR 389); PGlite's
  // loadDataDir reads the same dump where tar cannot.
  let dump: Blob | undefined;
  if (target === 'memory://') dump = await readMigratedSnapshot(snapshotDir);
  else {
    if (!existsSync(path.join(target, 'PG_VERSION'))) {
      const isNew = !existsSync(target) || readdirSync(target).length === 0;
      if (!(isNew && (await extractMigratedSnapshot(target, snapshotDir))))
        dump = await readMigratedSnapshot(snapshotDir);
    }
    mkdirSync(target, { recursive: true });
  }
  return pgliteDatabase(await PGlite.create(target, dump ? { loadDataDir: dump } : {}));
}

/** The Database of an open PGlite `client` (test/pglite-pool.ts lends the tests theirs through one). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // PGlite has one connection: running a script inside its transaction() keeps other queries
      // out until the script is done, and rolls it back if a statement fails.
      const results = await client.transaction((tx) => tx.exec(text));
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    ping: (timeoutMs) => ping(db, timeoutMs, () => client.closed),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // A client that loses its server must not crash the process: idle, the pool drops it and the
  // next query gets a new one; checked out (its backend killed mid-transaction), the query
  // in flight fails and the caller sees that error, but pg also emits 'error' on the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      if (values?.length) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result = await client.query(text);
        return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, { onPayload, isClosed: () => closed }),
    ping: (timeoutMs) => ping(db, timeoutMs, () => closed),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Runs SQL text with `$1..$n` parameters inside a Drizzle transaction, on that transaction's own
 * connection, so what it writes commits or rolls back with the rest. Drizzle's public `execute`
 * renumbers parameters, so this reaches the driver client the transaction holds (node-postgres
 * PoolClient or PGlite Transaction; both answer `query(text, values)`).
 * @throws Error when the driver session has no such client (a Drizzle upgrade changed it).
 */
export async function executeSqlIn(tx: Executor, text: string, values: unknown[] = []): Promise<SqlResult> {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('The transaction exposes no driver client');
  const query = client.query as (text: string, values: unknown[]) => Promise<SqlResult>;
  return query.call(client, text, values);
}

/**
 * {@link executeSqlIn} for a statement whose text never changes: on PostgreSQL it is sent as the
 * named prepared statement `name`, parsed once per connection (ADR 170), so a hot path inside a
 * transaction pays neither Drizzle's SQL building nor PostgreSQL's parse on each call (issue 29
 * §4, ADR 213). PGlite takes the text and values as they are. One `name` must always carry the
 * same `text`.
 * @param statement `name`, `text` and `values`, as node-postgres takes a named query.
 */
export async function executeNamedIn(
  tx: Executor,
  { name, text, values }: { name: string; text: string; values: unknown[] },
): Promise<SqlResult> {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (client instanceof pg.Client || client instanceof pg.Pool) return client.query({ name, text, values });
  return executeSqlIn(tx, text, values);
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). A lost
 * connection is opened again after a second, so a database restart does not end live updates.
 */
async function listenPostgres(
  url: string,
  channel: string,
  { onPayload, isClosed }: { onPayload: (payload: string) => void; isClosed: () => boolean },
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', () => {
      c.end().catch(() => {});
      if (stopped || isClosed()) return;
      retry = setTimeout(() => connect().catch(() => {}), 1_000);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
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
