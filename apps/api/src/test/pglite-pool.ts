/**
 * Seeded PGlite test databases, loaded once per test worker and put back between test files
 * (issue 42 item 5; the load and the put-back's costs in ADR 397). Putting a database back: every
 * table's rows are deleted, the template's rows copied back from a snapshot taken when the
 * database was loaded, the sequences set back and the session discarded (its settings, locks,
 * listens, temporary tables).
 *
 * A database whose catalog changed while it was lent (a test created a function, a trigger, a
 * sequence, a column...) is closed instead, so the next file never sees another file's schema.
 * After `close()` a lent database refuses queries as a closed PGlite would.
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase } from '../db/client';

interface LoadedDatabase {
  client: PGlite;
  /** Deletes every row and copies the template's back (one transaction). */
  resetSql: string;
  /** catalogFingerprint() when the database was loaded. */
  fingerprint: string;
}

/** Idle databases by template dump path: one is enough, since a worker runs one file at a time. */
const idle = new Map<string, LoadedDatabase>();
const dumps = new Map<string, Promise<Blob>>();

/** The schema holding each seeded table's template rows, beside the product's. */
const SNAPSHOT_SCHEMA = 'ft_template_rows';

/**
 * A seeded test database loaded from the dump at `templatePath` (test/global-setup.ts), or one
 * this worker put back. Its `close()` puts it back for the next file.
 */
export async function leasePgliteDatabase(templatePath: string): Promise<Database> {
  const waiting = idle.get(templatePath);
  idle.delete(templatePath);
  const loaded = waiting ?? (await load(templatePath));
  return lend(loaded, () => putBack(templatePath, loaded));
}

async function load(templatePath: string): Promise<LoadedDatabase> {
  const dump = dumps.get(templatePath) ?? readFile(templatePath).then((bytes) => new Blob([bytes]));
  dumps.set(templatePath, dump);
  const client = await PGlite.create({ loadDataDir: await dump });
  const resetSql = await snapshotTemplateRows(client);
  return { client, resetSql, fingerprint: await catalogFingerprint(client) };
}

/**
 * The Database a test file uses: `client` behind a proxy that refuses calls once it is closed,
 * and whose `close` unlistens what the file listened to and puts the database back.
 */
function lend(loaded: LoadedDatabase, putBackLoaded: () => Promise<void>): Database {
  let closed = false;
  const listens: [channel: string, callback: (payload: string) => void][] = [];
  const close = async () => {
    if (closed) return;
    closed = true;
    // PGlite keeps each listen's callback in the client, and `unlisten(channel)` without the
    // callback leaves it there: the next file must not call this one's.
    for (const [channel, callback] of listens) await loaded.client.unlisten(channel, callback);
    await putBackLoaded();
  };
  const client = new Proxy(loaded.client, {
    get(target, property) {
      if (property === 'closed') return closed;
      if (property === 'close') return close;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        if (property === 'listen') listens.push([args[0] as string, args[1] as (payload: string) => void]);
        return value.apply(target, args);
      };
    },
  });
  return pgliteDatabase(client);
}

async function putBack(templatePath: string, loaded: LoadedDatabase): Promise<void> {
  try {
    await loaded.client.transaction((tx) => tx.exec(loaded.resetSql));
    await loaded.client.exec('discard all');
    if ((await catalogFingerprint(loaded.client)) !== loaded.fingerprint) throw new Error('the catalog changed');
  } catch {
    await loaded.client.close();
    return;
  }
  if (idle.has(templatePath)) await loaded.client.close();
  else idle.set(templatePath, loaded);
}

/**
 * Copies the rows of every table that has any into SNAPSHOT_SCHEMA and returns the SQL that puts
 * the database back as it is now: rows deleted (foreign keys and triggers off, as pg_restore's
 * --disable-triggers does, so the order does not matter), the copies inserted, sequences set.
 */
async function snapshotTemplateRows(client: PGlite): Promise<string> {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by 1`);
  const withRows = await client.query<{ name: string }>(
    tables.map((t) => `select ${quote(t.name)} as name where exists (select 1 from ${t.name})`).join(' union all '),
  );
  const seeded = tables.filter((t) => withRows.rows.some((r) => r.name === t.name));
  await client.exec(
    `create schema ${SNAPSHOT_SCHEMA}; ${seeded.map((t, i) => `create table ${SNAPSHOT_SCHEMA}.t${i} as select * from ${t.name};`).join(' ')}`,
  );
  const { rows: sequences } = await client.query<{ name: string; last_value: string | null; start_value: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text, start_value::text from pg_sequences`,
  );
  return [
    'set local session_replication_role = replica;',
    ...tables.map((t) => `delete from ${t.name};`),
    ...seeded.map(
      (t, i) =>
        `insert into ${t.name} (${t.columns}) overriding system value select ${t.columns} from ${SNAPSHOT_SCHEMA}.t${i};`,
    ),
    ...sequences.map((s) =>
      s.last_value === null
        ? `select setval(${quote(s.name)}, ${s.start_value}, false);`
        : `select setval(${quote(s.name)}, ${s.last_value}, true);`,
    ),
  ].join('\n');
}

/**
 * What a test's DDL would change: the count and highest oid of each catalog a test could add to
 * (new objects take new oids) and the columns, names and trigger states it could alter in place.
 */
async function catalogFingerprint(client: PGlite): Promise<string> {
  const catalogs = [
    'pg_class',
    'pg_proc',
    'pg_type',
    'pg_constraint',
    'pg_trigger',
    'pg_namespace',
    'pg_authid',
    'pg_enum',
  ];
  const { rows } = await client.query<{ fingerprint: string }>(`select concat_ws(' ',
    ${catalogs.map((c) => `(select count(*) || '/' || coalesce(max(oid::int8), 0) from ${c})`).join(',\n')},
    (select count(*) from pg_db_role_setting),
    (select md5(string_agg(concat_ws(':', attrelid, attname, atttypid, attnotnull, atthasdef, attisdropped), ',' order by attrelid, attnum)) from pg_attribute),
    (select md5(string_agg(concat_ws(':', oid, relname, relnamespace), ',' order by oid)) from pg_class),
    (select md5(string_agg(concat_ws(':', oid, tgenabled), ',' order by oid)) from pg_trigger)
  ) as fingerprint`);
  return rows[0]?.fingerprint ?? '';
}

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
