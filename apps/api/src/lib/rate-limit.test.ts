import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { AppError } from './errors';
import { createRateLimitStore, enforceRateLimit, type RateLimitStore } from './rate-limit';

/** Set in CI (.ci/run); without it the Redis cases are skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL;

/** Behaviour both stores must share. `endWindow` makes a stored key's current window be over. */
function sharedBehaviour(setup: () => { store: RateLimitStore; endWindow: (storedKey: string) => Promise<void> }) {
  const name = () => `t-${randomBytes(4).toString('hex')}`;
  const rule = (points: number, durationSeconds = 60) => ({ points, durationSeconds });

  it('allows `points` consumes in a window and refuses the next with the time left', async () => {
    const limiter = setup().store.limiter(name(), rule(3));
    const remaining = [];
    for (let i = 0; i < 3; i++) remaining.push((await limiter.consume('k')).remainingPoints);
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await limiter.consume('k').catch((e: unknown) => e);
    expect(refused).toMatchObject({ remainingPoints: 0 });
    expect((refused as { msBeforeNext: number }).msBeforeNext).toBeGreaterThan(0);
    expect((refused as { msBeforeNext: number }).msBeforeNext).toBeLessThanOrEqual(60_000);
  });

  it('counts each key and each limiter on its own', async () => {
    const { store } = setup();
    const n = name();
    const limiter = store.limiter(n, rule(1));
    await limiter.consume('a');
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(limiter.consume('b')).resolves.toMatchObject({ remainingPoints: 0 });
    await expect(store.limiter(`${n}-other`, rule(1)).consume('a')).resolves.toMatchObject({ remainingPoints: 0 });
  });

  it('starts a fresh window once the old one ends', async () => {
    const { store, endWindow } = setup();
    const n = name();
    const limiter = store.limiter(n, rule(1));
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeTruthy();
    await endWindow(`${n}:k`);
    await expect(limiter.consume('k')).resolves.toMatchObject({ remainingPoints: 0 });
  });

  it('gives a point back with reward', async () => {
    const limiter = setup().store.limiter(name(), rule(1));
    await limiter.consume('k');
    await limiter.reward('k', 1);
    await expect(limiter.consume('k')).resolves.toMatchObject({ remainingPoints: 0 });
  });

  it('enforceRateLimit throws 429 RATE_LIMITED with Retry-After once over the limit', async () => {
    const limiter = setup().store.limiter(name(), rule(1, 30));
    await enforceRateLimit(limiter, 'k');
    const err = await enforceRateLimit(limiter, 'k').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const appError = err as AppError;
    expect(appError.statusCode).toBe(429);
    expect(appError.code).toBe('RATE_LIMITED');
    const retryAfter = Number(appError.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('counts every one of many concurrent consumes, across two limiters on one store', async () => {
    const { store } = setup();
    const n = name();
    const [a, b] = [store.limiter(n, rule(15)), store.limiter(n, rule(15))];
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).consume('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(15);
  });
}

describe('rate limits on the rate_limit_counters table', () => {
  let testDb: TestDatabase;
  let store: RateLimitStore;
  // Migrating a fresh PGlite takes seconds on a busy machine; the unit project's default is 10 s.
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
    store = createRateLimitStore({ db: testDb.database.db });
  }, 60_000);
  afterAll(async () => {
    await store.close();
    await testDb.database.close();
    await testDb.drop();
  });

  sharedBehaviour(() => ({
    store,
    endWindow: async (storedKey) => {
      await testDb.database.db
        .update(rateLimitCounters)
        .set({ expire: new Date(Date.now() - 1000) })
        .where(eq(rateLimitCounters.key, storedKey));
    },
  }));

  it('keeps the counter in the table', async () => {
    await store.limiter('table', { points: 5, durationSeconds: 60 }).consume('k', 2);
    const [row] = await testDb.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'table:k'));
    expect(row?.points).toBe(2);
  });
});

describe.skipIf(!REDIS_URL)('rate limits on Redis', () => {
  const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
  let store: RateLimitStore;
  let raw: Redis;
  // With Redis configured the database is never touched, so none is given.
  const noDb = null as unknown as Db;
  beforeAll(() => {
    store = createRateLimitStore({ db: noDb, redisUrl: REDIS_URL, keyPrefix: prefix });
    raw = new Redis(REDIS_URL ?? '');
  });
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
    await store.close();
  });

  sharedBehaviour(() => ({ store, endWindow: async (storedKey) => void (await raw.del(prefix + storedKey)) }));

  it('keeps each counter only for its window', async () => {
    await store.limiter('ttl', { points: 5, durationSeconds: 90 }).consume('k');
    const ttl = await raw.pttl(`${prefix}ttl:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(90_000);
  });

  it('refuses to count after close', async () => {
    const other = createRateLimitStore({ db: noDb, redisUrl: REDIS_URL, keyPrefix: prefix });
    const limiter = other.limiter('closed', { points: 2, durationSeconds: 60 });
    await limiter.consume('k');
    await other.close();
    await expect(limiter.consume('k')).rejects.toThrow();
  });
});
