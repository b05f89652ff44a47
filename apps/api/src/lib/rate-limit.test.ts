import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { AppError } from './errors';
import { createRateLimiter, enforceRateLimit, type RateLimitStore } from './rate-limit';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Behaviour both stores must share. `endWindow` makes a key's current window be over. */
function sharedBehaviour(setup: () => { limiter: RateLimitStore; endWindow: (key: string) => Promise<void> }) {
  const key = () => `k-${randomBytes(4).toString('hex')}`;

  it('allows `limit` hits in a window and refuses the next with the seconds left', async () => {
    const { limiter } = setup();
    const k = key();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.hit(k, 3, 60));
    expect(results).toEqual([
      { allowed: true, remaining: 2, retryAfterSeconds: 0 },
      { allowed: true, remaining: 1, retryAfterSeconds: 0 },
      { allowed: true, remaining: 0, retryAfterSeconds: 0 },
    ]);
    const refused = await limiter.hit(k, 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts each key on its own', async () => {
    const { limiter } = setup();
    const a = key();
    await limiter.hit(a, 1, 60);
    expect((await limiter.hit(a, 1, 60)).allowed).toBe(false);
    expect((await limiter.hit(key(), 1, 60)).allowed).toBe(true);
  });

  it('starts a fresh window once the old one ends', async () => {
    const { limiter, endWindow } = setup();
    const k = key();
    await limiter.hit(k, 1, 60);
    expect((await limiter.hit(k, 1, 60)).allowed).toBe(false);
    await endWindow(k);
    expect(await limiter.hit(k, 1, 60)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it('peek reads the window without counting', async () => {
    const { limiter } = setup();
    const k = key();
    expect(await limiter.peek(k, 2, 60)).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await limiter.hit(k, 2, 60);
    expect(await limiter.peek(k, 2, 60)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.peek(k, 2, 60)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await limiter.hit(k, 2, 60);
    const full = await limiter.peek(k, 2, 60);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('enforceRateLimit throws 429 RATE_LIMITED with Retry-After once over the limit', async () => {
    const { limiter } = setup();
    const k = key();
    await enforceRateLimit(limiter, k, 1, 30);
    const err = await enforceRateLimit(limiter, k, 1, 30).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    const appError = err as AppError;
    expect(appError.statusCode).toBe(429);
    expect(appError.code).toBe('RATE_LIMITED');
    const retryAfter = Number(appError.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('counts every one of many concurrent hits', async () => {
    const { limiter } = setup();
    const k = key();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(k, 15, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(15);
  });
}

describe('rate limiter on the rate_limit_counters table', () => {
  let testDb: TestDatabase;
  let limiter: RateLimitStore;
  // Migrating a fresh PGlite takes seconds on a busy machine; the unit project's default is 10 s.
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
    limiter = createRateLimiter({ db: testDb.database.db });
  }, 60_000);
  afterAll(async () => {
    await testDb.database.close();
    await testDb.drop();
  });

  sharedBehaviour(() => ({
    limiter,
    endWindow: async (key) => {
      await testDb.database.db
        .update(rateLimitCounters)
        .set({ windowEndsAt: new Date(Date.now() - 1000) })
        .where(eq(rateLimitCounters.key, key));
    },
  }));

  it('shares counts between limiters on one database (as between processes)', async () => {
    const other = createRateLimiter({ db: testDb.database.db });
    await limiter.hit('shared', 2, 60);
    await other.hit('shared', 2, 60);
    expect((await limiter.hit('shared', 2, 60)).allowed).toBe(false);
  });
});

describe('rate limiter on Redis', () => {
  const prefix = `test:rl:${randomBytes(6).toString('hex')}:`;
  let limiter: RateLimitStore;
  let raw: Redis;
  // With Redis configured the database is never touched, so none is given.
  const noDb = null as unknown as Db;
  beforeAll(() => {
    limiter = createRateLimiter({ db: noDb, redisUrl: REDIS_URL, keyPrefix: prefix });
    raw = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
    await limiter.close();
  });

  sharedBehaviour(() => ({ limiter, endWindow: async (key) => void (await raw.del(prefix + key)) }));

  it('keeps each counter only for its window', async () => {
    await limiter.hit('ttl', 5, 90);
    const ttl = await raw.pttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(90_000);
  });

  it('shares counts between limiters on one Redis, and refuses hits after close', async () => {
    const other = createRateLimiter({ db: noDb, redisUrl: REDIS_URL, keyPrefix: prefix });
    await limiter.hit('shared', 2, 60);
    await other.hit('shared', 2, 60);
    expect((await limiter.hit('shared', 2, 60)).allowed).toBe(false);
    await other.close();
    await expect(other.hit('shared', 2, 60)).rejects.toThrow();
  });
});
