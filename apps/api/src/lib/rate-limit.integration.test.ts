import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createRateLimitStore } from './rate-limit';

/**
 * Two API processes sharing one database are two connection pools on it. On PostgreSQL this
 * opens a second pool to the same test database; PGlite has one connection, so both share it.
 */
describe('rate limits shared through the database', () => {
  let testDb: TestDatabase;
  let second: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
    second = testDb.url ? await openDatabase({ url: testDb.url, dataDir: 'memory://', poolMax: 10 }) : testDb.database;
  });
  afterAll(async () => {
    if (second !== testDb.database) await second.close();
    await testDb.database.close();
    await testDb.drop();
  });

  it('holds exactly across two connection pools consuming one key at once', async () => {
    const rule = { points: 25, durationSeconds: 60 };
    const a = createRateLimitStore({ db: testDb.database.db }).limiter('login:ip', rule);
    const b = createRateLimitStore({ db: second.db }).limiter('login:ip', rule);
    const consumes = Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).consume('203.0.113.9'));
    const results = await Promise.allSettled(consumes);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(25);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { msBeforeNext: number }] : []));
    expect(refused.every((r) => r.msBeforeNext > 0)).toBe(true);
    expect((await a.get('203.0.113.9'))?.remainingPoints).toBe(0);
  });
});
