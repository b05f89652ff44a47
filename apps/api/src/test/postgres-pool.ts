/**
 * Seeded PostgreSQL test databases, created from the run's template once per test worker and put
 * back between test files (issue 42 item 5, ADR 399), as pglite-pool.ts does for PGlite: creating
 * a database from the template and dropping it were the server's most frequent work in a run.
 *
 * Putting a database back: the sessions still on it are ended (as `drop database ... with
 * (force)` would), then every table's rows are deleted, the template's rows copied back and the
 * sequences set back in one transaction (template-rows.ts). A database whose catalog changed while
 * it was lent, or whose put-back failed, is dropped instead. Every database is named after its
 * template, so the run's teardown drops them all (global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { catalogFingerprint, type SqlSession, snapshotTemplateRows } from './template-rows';

interface PooledDatabase {
  name: string;
  /** Deletes every row and copies the template's back (to run in one transaction). */
  resetSql: string;
  /** catalogFingerprint() when the database was created. */
  fingerprint: string;
}

/** A database lent to a test file: its name, and how to give it back. */
export interface LentDatabase {
  name: string;
  putBack(): Promise<void>;
}

/** Idle databases by template. A file may hold a few at once (an app per test, two processes). */
const idle = new Map<string, PooledDatabase[]>();
const MAX_IDLE_PER_TEMPLATE = 3;

/** How long the put-back waits for the sessions it ended to be gone. */
const SESSIONS_GONE_TIMEOUT_MS = 10_000;

/** The prefix of every pooled database made from `template`: the teardown drops what matches. */
export function pooledDatabasePrefix(template: string): string {
  return `${template}_p_`;
}

/**
 * A database with the rows of `template` on the server at `adminUrl`: the one this worker put back
 * last, or a new copy.
 */
export async function leasePostgresDatabase(adminUrl: string, template: string): Promise<LentDatabase> {
  const pooled = idle.get(template)?.pop() ?? (await create(adminUrl, template));
  let returned = false;
  return {
    name: pooled.name,
    async putBack() {
      if (returned) return;
      returned = true;
      await putBack(adminUrl, template, pooled);
    },
  };
}

async function create(adminUrl: string, template: string): Promise<PooledDatabase> {
  const name = `${pooledDatabasePrefix(template)}${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return withClient(databaseUrl(adminUrl, name), async (client) => {
    const session = sqlSession(client);
    const resetSql = await snapshotTemplateRows(session);
    return { name, resetSql, fingerprint: await catalogFingerprint(session) };
  });
}

async function putBack(adminUrl: string, template: string, pooled: PooledDatabase): Promise<void> {
  const kept = await withClient(databaseUrl(adminUrl, pooled.name), async (client) => {
    await endOtherSessions(client);
    await client.query(`begin;\n${pooled.resetSql}\ncommit;`);
    return (await catalogFingerprint(sqlSession(client))) === pooled.fingerprint;
  }).catch(() => false);
  const waiting = idle.get(template) ?? [];
  if (kept && waiting.length < MAX_IDLE_PER_TEMPLATE) {
    idle.set(template, [...waiting, pooled]);
    return;
  }
  await adminQuery(adminUrl, `drop database if exists ${pooled.name} with (force)`);
}

/**
 * Ends every other session on the client's database and waits until they are gone, so none of a
 * file's leftovers (a connection it did not close, a process it started) holds a lock or writes
 * after the put-back.
 */
async function endOtherSessions(client: pg.Client): Promise<void> {
  const others = `from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  await client.query(`select pg_terminate_backend(pid) ${others}`);
  const deadline = Date.now() + SESSIONS_GONE_TIMEOUT_MS;
  while ((await client.query<{ n: number }>(`select count(*)::int as n ${others}`)).rows[0]?.n) {
    if (Date.now() > deadline) throw new Error('sessions on the test database did not end');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function sqlSession(client: pg.Client): SqlSession {
  return {
    query: async <T>(text: string) => ({ rows: (await client.query(text)).rows as T[] }),
    exec: (text) => client.query(text),
  };
}

/** `adminUrl` with its database name replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `work` on a connection of its own to `url`, closed afterwards whatever happens. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, text: string): Promise<void> {
  await withClient(url, (client) => client.query(text));
}
