/**
 * A PGlite test database put back between files must look to the next file exactly as a fresh
 * copy of the template would (pglite-pool.ts, ADR 397): a leak here would make tests pass or fail
 * by the order their files ran in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, testDbKind } from './test-database';

async function one(database: Database, text: string, values: unknown[] = []): Promise<Record<string, unknown>> {
  const { rows } = await database.executeSql(text, values);
  if (!rows[0]) throw new Error(`no row: ${text}`);
  return rows[0];
}

/** The write-ahead log's position: it only grows in a loaded database, and a fresh load starts from the dump's. */
async function walPosition(database: Database): Promise<bigint> {
  const [high = '0', low = '0'] = String((await one(database, 'select pg_current_wal_lsn()::text as lsn')).lsn).split(
    '/',
  );
  return BigInt(`0x${high}`) * 2n ** 32n + BigInt(`0x${low}`);
}

const prices = "select string_agg(price_usd_cents::text, ',' order by service_type) as prices from pricing";
const counts =
  'select (select count(*) from flight_schedules)::int as schedules, (select count(*) from sandbox_paystack_customers)::int as customers';
const addCustomer =
  "insert into sandbox_paystack_customers (customer_code, email, object) values ('CUS_pool', 'pool@example.com', '{}') returning id";

describe.skipIf(testDbKind !== 'pglite')('a PGlite test database put back for the next file', () => {
  const lent: Database[] = [];
  const lease = async () => {
    const { database } = await createTestDatabase();
    lent.push(database);
    return database;
  };
  afterEach(async () => {
    for (const database of lent.splice(0)) await database.close();
  });

  it('comes back with the template rows and sequences, and without what the last file wrote', async () => {
    const first = await lease();
    const template = { prices: await one(first, prices), counts: await one(first, counts) };
    const firstCustomer = await one(first, addCustomer);
    await first.executeSql("update pricing set price_usd_cents = price_usd_cents + 100 where service_type = 'arrival'");
    await first.executeSql('delete from flight_schedules');
    const writtenTo = await walPosition(first);
    await first.close();

    const second = await lease();
    expect(await walPosition(second)).toBeGreaterThan(writtenTo);
    expect(await one(second, prices)).toEqual(template.prices);
    expect(await one(second, counts)).toEqual(template.counts);
    expect(await one(second, addCustomer)).toEqual(firstCustomer);
  });

  it("comes back without the last file's session: its settings, its listens, its use after close", async () => {
    const first = await lease();
    const zone = await one(first, 'show timezone');
    await first.executeSql("set time zone 'Africa/Lagos'");
    const heardByFirst: string[] = [];
    await first.listen('pool_check', (payload) => heardByFirst.push(payload));
    await first.close();
    await expect(first.executeSql('select 1')).rejects.toThrow('PGlite is closed');
    expect(await first.ping(1_000)).toBe(false);

    const second = await lease();
    expect(await one(second, 'show timezone')).toEqual(zone);
    const heardBySecond: string[] = [];
    await second.listen('pool_check', (payload) => heardBySecond.push(payload));
    await second.executeSql("select pg_notify('pool_check', 'hello')");
    await expect.poll(() => heardBySecond).toEqual(['hello']);
    expect(heardByFirst).toEqual([]);
  });

  it('is loaded afresh after a test changed the schema', async () => {
    const first = await lease();
    await first.executeSql('create function pool_check() returns int language sql as $$ select 1 $$');
    const writtenTo = await walPosition(first);
    await first.close();

    const second = await lease();
    expect(await walPosition(second)).toBeLessThan(writtenTo);
    expect(await one(second, "select count(*)::int as n from pg_proc where proname = 'pool_check'")).toEqual({ n: 0 });
  });
});
