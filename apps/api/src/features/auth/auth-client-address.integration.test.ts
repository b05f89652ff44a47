/**
 * Per-IP limits key on an address the client cannot choose (issue 14 item 1): X-Forwarded-For
 * counts only when the peer is a trusted proxy (TRUST_PROXY). Each case sends 12 wrong logins
 * for an unknown e-mail with a different X-Forwarded-For each; the login limit is 10 a minute.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const PROXY = '192.0.2.10';

function useApp(env: Record<string, string>) {
  const holder: { t?: TestApp } = {};
  beforeAll(async () => {
    holder.t = await createTestApp(env);
  });
  afterAll(() => holder.t?.close());
  /** 12 wrong logins from `remoteAddress`, X-Forwarded-For built per attempt by `forwardedFor`. */
  return async (remoteAddress: string, forwardedFor: (i: number) => string): Promise<number[]> => {
    const email = `nobody.${randomIp()}@example.com`;
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        await (holder.t as TestApp).app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: `Wrong-${i}` },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor(i) },
        }),
      );
    }
    return answers.map((res) => res.statusCode);
  };
}

const limitedAfterTen = [...Array(10).fill(401), 429, 429];

describe('TRUST_PROXY unset', () => {
  const twelveLogins = useApp({});

  it('ignores X-Forwarded-For: 429 after 10', async () => {
    expect(await twelveLogins(randomIp(), () => randomIp())).toEqual(limitedAfterTen);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const twelveLogins = useApp({ TRUST_PROXY: `${PROXY},198.51.100.0/24` });

  it('ignores X-Forwarded-For from a client that is not a listed proxy: 429 after 10', async () => {
    expect(await twelveLogins(randomIp(), () => randomIp())).toEqual(limitedAfterTen);
  });

  it('ignores a forged left-most entry behind a listed proxy: 429 after 10', async () => {
    const client = randomIp();
    expect(await twelveLogins(PROXY, () => `${randomIp()}, ${client}`)).toEqual(limitedAfterTen);
  });

  it('keys on the client a listed proxy (or CIDR range) names', async () => {
    expect(await twelveLogins(PROXY, () => randomIp())).toEqual(Array(12).fill(401));
    expect(await twelveLogins('198.51.100.7', () => randomIp())).toEqual(Array(12).fill(401));
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const twelveLogins = useApp({ TRUST_PROXY: '1' });

  it('keys on the address the nearest proxy appended, whatever the client wrote before it', async () => {
    const client = randomIp();
    expect(await twelveLogins(PROXY, () => `${randomIp()}, ${client}`)).toEqual(limitedAfterTen);
  });
});
