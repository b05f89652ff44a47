/**
 * Fixed-window rate limits that hold across every API process sharing one PostgreSQL or one
 * Redis (architecture guide, "Run modes": no limiter state in process memory).
 *
 * - Redis (when `redisUrl` is set): one Lua script does INCR and sets the window's expiry
 *   atomically on the server.
 * - Otherwise the `rate_limit_counters` table: one `INSERT ... ON CONFLICT DO UPDATE` per hit,
 *   which PostgreSQL applies atomically per key, timed by the database clock so that processes
 *   with drifting clocks still share one window.
 *
 * A window starts at a key's first hit and lasts `windowSeconds`; hit number `limit + 1` inside
 * it is refused until it ends. Usage in a handler:
 *
 *   await enforceRateLimit(app.rateLimiter, `leads:ip:${request.ip}`, 5, 60); // 429 when over
 */
import { lt, sql } from 'drizzle-orm';
import { Redis, type Result } from 'ioredis';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema/index';
import { AppError } from './errors';

export interface RateLimitResult {
  /** hit: this request is within the limit. peek: one more hit would be. */
  allowed: boolean;
  /** Hits left in the current window (0 when none). */
  remaining: number;
  /** Whole seconds until the window ends when not allowed (at least 1); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key` and tells whether it is within `limit` hits per `windowSeconds`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
}

/** The limiter the app owns: also reads a window without counting, and closes its connection. */
export interface RateLimitStore extends RateLimiter {
  /** The state of `key`'s window without counting a hit (e.g. "is this account locked?"). */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  db: Db;
  redisUrl?: string;
  /** Prepended to every key, e.g. to keep test runs apart. Default `ftlos:rl:` on Redis, none in the table. */
  keyPrefix?: string;
}

const DEFAULT_REDIS_PREFIX = 'ftlos:rl:';
/** Expired table rows are deleted on every this-many-th hit of a process, so the table stays small. */
const PURGE_EVERY_HITS = 1000;

/** Redis when `redisUrl` is set, else the `rate_limit_counters` table. */
export function createRateLimiter(opts: RateLimiterOptions): RateLimitStore {
  if (opts.redisUrl) return redisLimiter(opts.redisUrl, opts.keyPrefix ?? DEFAULT_REDIS_PREFIX);
  return databaseLimiter(opts.db, opts.keyPrefix ?? '');
}

/**
 * Counts a hit and refuses it when over the limit.
 * @throws AppError 429 RATE_LIMITED with a `Retry-After` header (seconds), in the §8 envelope.
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const result = await limiter.hit(key, limit, windowSeconds);
  if (!result.allowed) throw AppError.rateLimited(result.retryAfterSeconds);
}

/** `hits` counted so far in a window that ends in `msLeft`; `counted` when this call was a hit. */
function toResult(hits: number, msLeft: number, limit: number, counted: boolean): RateLimitResult {
  const allowed = counted ? hits <= limit : hits < limit;
  return {
    allowed,
    remaining: Math.max(0, limit - hits),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

function databaseLimiter(db: Db, prefix: string): RateLimitStore {
  const t = rateLimitCounters;
  const expired = sql`${t.windowEndsAt} <= now()`;
  const msLeft = sql<number>`(extract(epoch from (${t.windowEndsAt} - now())) * 1000)::float8`.mapWith(Number);
  let hitsSincePurge = 0;

  return {
    async hit(key, limit, windowSeconds) {
      const windowEnd = sql`now() + (${windowSeconds}::int * interval '1 second')`;
      const [row] = await db
        .insert(t)
        .values({ key: prefix + key, hits: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${t.hits} + 1 end`,
            windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${t.windowEndsAt} end`,
          },
        })
        .returning({ hits: t.hits, msLeft });
      if (++hitsSincePurge >= PURGE_EVERY_HITS) {
        hitsSincePurge = 0;
        await db.delete(t).where(lt(t.windowEndsAt, sql`now()`));
      }
      return toResult(row?.hits ?? 1, row?.msLeft ?? windowSeconds * 1000, limit, true);
    },
    async peek(key, limit) {
      const [row] = await db
        .select({ hits: t.hits, msLeft })
        .from(t)
        .where(sql`${t.key} = ${prefix + key} and not ${expired}`);
      return toResult(row?.hits ?? 0, row?.msLeft ?? 0, limit, false);
    },
    async close() {},
  };
}

declare module 'ioredis' {
  interface RedisCommander<Context> {
    /** Defined below: INCR, and start the window's expiry on its first hit. Returns [hits, ms left]. */
    rateLimitHit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

function redisLimiter(url: string, keyPrefix: string): RateLimitStore {
  // Fail a command quickly when Redis is away rather than queue it for minutes; the request
  // then fails with a logged 500 instead of hanging.
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  // Connection errors also reject the commands that need them; that is where they are reported.
  redis.on('error', () => {});
  redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });

  return {
    async hit(key, limit, windowSeconds) {
      const [hits, msLeft] = await redis.rateLimitHit(key, windowSeconds * 1000);
      return toResult(hits, msLeft, limit, true);
    },
    async peek(key, limit) {
      const replies = await redis.multi().get(key).pttl(key).exec();
      const hits = Number(replies?.[0]?.[1] ?? 0);
      const msLeft = Number(replies?.[1]?.[1] ?? 0);
      return toResult(msLeft > 0 ? hits : 0, msLeft, limit, false);
    },
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
