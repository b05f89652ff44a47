/**
 * Rate limits that hold across every API process sharing one PostgreSQL or one Redis
 * (architecture guide, "Run modes": no limiter state in process memory), through
 * rate-limiter-flexible (ADR 085):
 *
 * - Redis when `redisUrl` is set: `RateLimiterRedis`, one Lua script per consume (atomic INCR
 *   that starts the window's expiry on its first point).
 * - Otherwise `RateLimiterDrizzle` on the `rate_limit_counters` table: one
 *   `INSERT ... ON CONFLICT DO UPDATE` per consume, which PostgreSQL (and PGlite) applies
 *   atomically per key.
 *
 * A window starts at a key's first point and lasts `durationSeconds`; point number
 * `points + 1` inside it is refused until it ends. Usage in a feature:
 *
 *   const perIp = app.rateLimits.limiter('leads:ip', { points: 30, durationSeconds: 600 });
 *   await enforceRateLimit(perIp, request.ip); // AppError 429 when over
 */
import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { AppError } from './errors';

/** `points` per `durationSeconds` per key. */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export type { RateLimiterAbstract as RateLimiter };

/** The store the app owns; it hands out limiters and closes their connection. */
export interface RateLimitStore {
  /** Which store counts: shown in tests and logs. */
  readonly kind: 'redis' | 'database';
  /** A limiter for one rule; its keys are stored under `name` (e.g. `auth:login:ip`). */
  limiter(name: string, rule: RateLimitRule): RateLimiterAbstract;
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  db: Db;
  redisUrl?: string | undefined;
  /** Prepended to every key, e.g. to keep test runs apart. Default `ftlos:rl:` on Redis, none in the table. */
  keyPrefix?: string;
}

const DEFAULT_REDIS_PREFIX = 'ftlos:rl:';
/** Expired table rows older than this are deleted, every PURGE_INTERVAL_MS, so the table stays small. */
const PURGE_AFTER_MS = 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 5 * 60 * 1000;

/** Redis when `redisUrl` is set, else the `rate_limit_counters` table. */
export function createRateLimitStore(opts: RateLimitStoreOptions): RateLimitStore {
  if (opts.redisUrl) return redisStore(opts.redisUrl, opts.keyPrefix ?? DEFAULT_REDIS_PREFIX);
  return databaseStore(opts.db, opts.keyPrefix ?? '');
}

/**
 * Takes one point from `key`'s window.
 * @returns the limiter's answer when within the limit.
 * @throws AppError 429 RATE_LIMITED with a `Retry-After` header (whole seconds, at least 1),
 *   answered in the §8 envelope; a store failure (e.g. Redis away) is rethrown as it is.
 */
export async function enforceRateLimit(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw AppError.rateLimited(rejection.msBeforeNext / 1000);
    throw rejection;
  }
}

function databaseStore(db: Db, prefix: string): RateLimitStore {
  // The library's own clean-up timer can never be stopped; this one stops with the app.
  const purge = setInterval(() => {
    db.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.expire, new Date(Date.now() - PURGE_AFTER_MS)))
      .catch(() => {
        // Losing one clean-up round costs only table space; the next round retries.
      });
  }, PURGE_INTERVAL_MS);
  purge.unref();
  return {
    kind: 'database',
    limiter: (name, rule) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimitCounters,
        keyPrefix: prefix + name,
        points: rule.points,
        duration: rule.durationSeconds,
        clearExpiredByTimeout: false,
      }),
    async close() {
      clearInterval(purge);
    },
  };
}

function redisStore(url: string, prefix: string): RateLimitStore {
  // Fail a command quickly when Redis is away rather than queue it for minutes; the request
  // then fails with a logged 500 instead of hanging.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  // Connection errors also reject the commands that need them; that is where they are reported.
  redis.on('error', () => {});
  return {
    kind: 'redis',
    limiter: (name, rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: prefix + name,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
    async close() {
      if (redis.status === 'end') return;
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
