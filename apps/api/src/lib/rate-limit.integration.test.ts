import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createRateLimiter } from './rate-limit';

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

  it('holds exactly across two connection pools hitting one key at once', async () => {
    const a = createRateLimiter({ db: testDb.database.db });
    const b = createRateLimiter({ db: second.db });
    const hits = Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('login:ip:203.0.113.9', 25, 60));
    const results = await Promise.all(hits);
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterSeconds >= 1)).toBe(true);
    expect((await a.peek('login:ip:203.0.113.9', 25, 60)).allowed).toBe(false);
  });
});
