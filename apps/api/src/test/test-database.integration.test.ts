/**
 * A test database put back between files must look to the next file exactly as a fresh copy of
 * the template would (pglite-pool.ts, ADR 397; postgres-pool.ts, ADR 399): a leak here would make
 * tests pass or fail by the order their files ran in.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, type TestDatabase, testDbKind } from './test-database';

async function one(database: Database, text: string, values: unknown[] = []): Promise<Record<string, unknown>> {
  const { rows } = await database.executeSql(text, values);
  if (!rows[0]) throw new Error(`no row: ${text}`);
  return rows[0];
}

/**
 * What tells one database from another: on PostgreSQL its name; on PGlite the write-ahead log's
 * position, which only grows in a loaded database (a fresh load starts from the dump's).
 */
async function identity(t: TestDatabase): Promise<string | bigint> {
  if (t.url) return new URL(t.url).pathname;
  const [high = '0', low = '0'] = String((await one(t.database, 'select pg_current_wal_lsn()::text as lsn')).lsn).split(
    '/',
  );
  return BigInt(`0x${high}`) * 2n ** 32n + BigInt(`0x${low}`);
}

/** `second` is `first` put back: the same database (PGlite: its log has moved on since `first` was written). */
async function expectSameDatabase(first: string | bigint, second: TestDatabase) {
  const now = await identity(second);
  if (typeof first === 'bigint') expect(now).toBeGreaterThan(first);
  else expect(now).toBe(first);
}

const prices = "select string_agg(price_usd_cents::text, ',' order by service_type) as prices from pricing";
const counts =
  'select (select count(*) from flight_schedules)::int as schedules, (select count(*) from sandbox_paystack_customers)::int as customers';
const addCustomer =
  "insert into sandbox_paystack_customers (customer_code, email, object) values ('CUS_pool', 'pool@example.com', '{}') returning id";

describe(`a ${testDbKind} test database put back for the next file`, () => {
  const lent: TestDatabase[] = [];
  const lease = async () => {
    const t = await createTestDatabase();
    lent.push(t);
    return t;
  };
  /** As a file ends: its app closes the database, then the file gives it back. */
  const giveBack = async (t: TestDatabase) => {
    await t.database.close();
    await t.drop();
  };
  afterEach(async () => {
    for (const t of lent.splice(0)) await giveBack(t);
  });

  it('comes back with the template rows and sequences, and without what the last file wrote', async () => {
    const first = await lease();
    const template = { prices: await one(first.database, prices), counts: await one(first.database, counts) };
    const firstCustomer = await one(first.database, addCustomer);
    await first.database.executeSql(
      "update pricing set price_usd_cents = price_usd_cents + 100 where service_type = 'arrival'",
    );
    await first.database.executeSql('delete from flight_schedules');
    const written = await identity(first);
    await giveBack(first);

    const second = await lease();
    await expectSameDatabase(written, second);
    expect(await one(second.database, prices)).toEqual(template.prices);
    expect(await one(second.database, counts)).toEqual(template.counts);
    expect(await one(second.database, addCustomer)).toEqual(firstCustomer);
  });

  it("comes back without the last file's session: its settings, its listens, its use after close", async () => {
    const first = await lease();
    const zone = await one(first.database, 'show timezone');
    await first.database.executeSql("set time zone 'Africa/Lagos'");
    const heardByFirst: string[] = [];
    await first.database.listen('pool_check', (payload) => heardByFirst.push(payload));
    const written = await identity(first);
    await giveBack(first);
    await expect(first.database.executeSql('select 1')).rejects.toThrow(
      testDbKind === 'pglite' ? 'PGlite is closed' : 'Cannot use a pool after calling end on the pool',
    );
    expect(await first.database.ping(1_000)).toBe(false);

    const second = await lease();
    await expectSameDatabase(written, second);
    expect(await one(second.database, 'show timezone')).toEqual(zone);
    const heardBySecond: string[] = [];
    await second.database.listen('pool_check', (payload) => heardBySecond.push(payload));
    await second.database.executeSql("select pg_notify('pool_check', 'hello')");
    await expect.poll(() => heardBySecond).toEqual(['hello']);
    expect(heardByFirst).toEqual([]);
  });

  it('is made afresh after a test changed the schema', async () => {
    const first = await lease();
    await first.database.executeSql('create function pool_check() returns int language sql as $$ select 1 $$');
    const written = await identity(first);
    await giveBack(first);

    const second = await lease();
    if (typeof written === 'bigint') expect(await identity(second)).toBeLessThan(written);
    else expect(await identity(second)).not.toBe(written);
    expect(await one(second.database, "select count(*)::int as n from pg_proc where proname = 'pool_check'")).toEqual({
      n: 0,
    });
  });

  it.runIf(testDbKind === 'postgres')('ends a connection the last file left open, and its locks with it', async () => {
    const first = await lease();
    const leaked = new pg.Client({ connectionString: first.url });
    leaked.on('error', () => {});
    await leaked.connect();
    await leaked.query('begin; lock table pricing in access exclusive mode; select pg_advisory_lock(4242)');
    const written = await identity(first);
    await giveBack(first);
    await expect(leaked.query('select 1')).rejects.toThrow();

    const second = await lease();
    await expectSameDatabase(written, second);
    expect(await one(second.database, 'select pg_try_advisory_lock(4242) as got')).toEqual({ got: true });
    expect(await one(second.database, prices)).toHaveProperty('prices');
  });
});
