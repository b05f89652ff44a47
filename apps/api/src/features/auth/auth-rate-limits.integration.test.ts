import { Messages } from '@fasttrack/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, registerUser, registrationBody } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

function expectRateLimited(res: LightMyRequestResponse, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ success: false, message: Messages.rateLimited, error: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('accounts rate limits (429 RATE_LIMITED with Retry-After)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('check-user: 10 a minute per IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/check-user', { email: `a${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    expectRateLimited(await post('/api/auth/check-user', { email: 'a@example.com' }, ip), 60);
    expect((await post('/api/auth/check-user', { email: 'a@example.com' }, randomIp())).statusCode).toBe(200);
  });

  it('register: 5 a minute per IP, and the refused one creates nothing', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/register', registrationBody(), ip)).statusCode).toBe(201);
    }
    const sixth = registrationBody();
    expectRateLimited(await post('/api/auth/register', sixth, ip), 60);
    const check = await post('/api/auth/check-user', { email: sixth.email }, randomIp());
    expect(check.json().data.exists).toBe(false);
  });

  it('login: 10 attempts a minute per IP, then even the right password waits', async () => {
    const account = await registerUser(t.app);
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const password = i % 2 ? account.password : 'Wrong-passw0rd';
      expect((await post('/api/auth/login', { email: account.email, password }, ip)).statusCode).toBe(
        i % 2 ? 200 : 401,
      );
    }
    expectRateLimited(await post('/api/auth/login', { email: account.email, password: account.password }, ip), 60);
    // From another address the same account still signs in.
    const elsewhere = await post('/api/auth/login', { email: account.email, password: account.password }, randomIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('login: 100 failures an hour per account from any IPs, then the account waits', async () => {
    const account = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    for (let i = 0; i < 100; i++) {
      const res = await post('/api/auth/login', { email: account.email, password: `Wrong-${i}` }, randomIp());
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(
      '/api/auth/login',
      { email: account.email.toUpperCase(), password: account.password },
      randomIp(),
    );
    expectRateLimited(locked, 3600);
    const other = await post('/api/auth/login', { email: bystander.email, password: bystander.password }, randomIp());
    expect(other.statusCode).toBe(200);
  });

  it('login: an unknown e-mail is limited like an account, so the answers stay alike', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < 100; i++) {
      const res = await post('/api/auth/login', { email, password: `Wrong-${i}` }, randomIp());
      expect(res.statusCode).toBe(401);
    }
    expectRateLimited(await post('/api/auth/login', { email, password: 'Wrong-x' }, randomIp()), 3600);
  });
});

/** Set in CI (.ci/run); without it the Redis cases are skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

describe.skipIf(!REDIS_URL)('accounts rate limits on Redis (REDIS_URL set)', () => {
  let t: TestApp;
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });
  // A random address per run keeps runs less than a minute apart from sharing a window.
  const ip = randomIp();

  it('limits check-user through Redis', async () => {
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/check-user',
        payload: { email: 'a@example.com' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 10; i++) expect((await check()).statusCode).toBe(200);
    expectRateLimited(await check(), 60);
    // The counter lives in Redis, not in the database.
    const redis = new Redis(REDIS_URL);
    expect(await redis.get(`ftlos:rl:auth:check-user:ip:${ip}`)).toBe('11');
    await redis.quit();
  });

  it('closes its Redis connection when the app closes', async () => {
    await t.close();
    closed = true;
    const limiter = t.app.rateLimits.limiter('after-close', { points: 1, durationSeconds: 60 });
    await expect(limiter.consume(ip)).rejects.toThrow(/Connection is closed/);
  });
});
