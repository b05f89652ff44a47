/**
 * Putting a seeded test database back as its template was (ADR 397, ADR 399), on PGlite
 * (pglite-pool.ts) and on PostgreSQL (postgres-pool.ts) alike: the SQL that deletes every row and
 * copies the template's back, and the catalog fingerprint that tells a test changed the schema.
 */

/** What the put-back needs of a connection: PGlite and node-postgres's Client both offer it. */
export interface SqlSession {
  /** One statement; its rows. */
  query<T>(text: string): Promise<{ rows: T[] }>;
  /** Several statements separated by semicolons. */
  exec(text: string): Promise<unknown>;
}

/** The schema holding each seeded table's template rows, beside the product's. */
const SNAPSHOT_SCHEMA = 'ft_template_rows';

/**
 * Copies the rows of every table that has any into SNAPSHOT_SCHEMA and returns the SQL that puts
 * the database back as it is now, to run in one transaction: rows deleted (foreign keys and
 * triggers off, as pg_restore's --disable-triggers does, so the order does not matter), the
 * copies inserted, sequences set. Needs a superuser (`session_replication_role`).
 */
export async function snapshotTemplateRows(session: SqlSession): Promise<string> {
  const { rows: tables } = await session.query<{ name: string; columns: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by 1`);
  const withRows = await session.query<{ name: string }>(
    tables.map((t) => `select ${quote(t.name)} as name where exists (select 1 from ${t.name})`).join(' union all '),
  );
  const seeded = tables.filter((t) => withRows.rows.some((r) => r.name === t.name));
  await session.exec(
    `create schema ${SNAPSHOT_SCHEMA}; ${seeded.map((t, i) => `create table ${SNAPSHOT_SCHEMA}.t${i} as select * from ${t.name};`).join(' ')}`,
  );
  const { rows: sequences } = await session.query<{ name: string; last_value: string | null; start_value: string }>(
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
export async function catalogFingerprint(session: SqlSession): Promise<string> {
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
  const { rows } = await session.query<{ fingerprint: string }>(`select concat_ws(' ',
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
