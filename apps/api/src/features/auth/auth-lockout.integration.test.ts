/**
 * The per-account cap on password checks holds under concurrency (issue 14 item 2): 400 wrong
 * passwords sent at once, from 40 client addresses through a trusted proxy so that the per-IP
 * limit (10 a minute) lets every one reach the account limit. A 401 means the password was
 * verified; a 429 means it was refused before that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, registerUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Set in CI (.ci/run); without it the Redis case is skipped. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';
const ATTEMPTS = 400;
const ADDRESSES = 40;

function lockoutCases(env: Record<string, string>) {
  let t: TestApp;
  beforeAll(async () => {
    // app.inject() connects from 127.0.0.1: that is the proxy, and X-Forwarded-For names the client.
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', ...env });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, clientIp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': clientIp },
    });

  it(`verifies at most 100 of ${ATTEMPTS} concurrent wrong passwords for one account`, async () => {
    const account = await registerUser(t.app);
    const addresses = Array.from({ length: ADDRESSES }, () => randomIp());
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => login(account.email, `Wrong-${i}`, addresses[i % ADDRESSES] ?? '')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(ATTEMPTS - 100);
    // Locked for the hour: even the right password waits.
    const right = await login(account.email, account.password, randomIp());
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('gives the slot back when the password matches', async () => {
    const account = await registerUser(t.app);
    const wrong = await Promise.all(
      Array.from({ length: 99 }, (_, i) => login(account.email, `Wrong-${i}`, randomIp())),
    );
    expect(wrong.every((res) => res.statusCode === 401)).toBe(true);
    for (let i = 0; i < 3; i++) expect((await login(account.email, account.password, randomIp())).statusCode).toBe(200);
    // The three sign-ins took no failure slot: one is left.
    expect((await login(account.email, 'Wrong-last', randomIp())).statusCode).toBe(401);
    expect((await login(account.email, account.password, randomIp())).statusCode).toBe(429);
  });
}

describe('account lockout on the database store', () => {
  lockoutCases({});
});

describe.skipIf(!REDIS_URL)('account lockout on Redis', () => {
  lockoutCases({ REDIS_URL });
});
