import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';
import { EnvSchema } from './settings/env-schema';

describe('loadConfig', () => {
  it('runs offline with no settings at all', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.logLevel).toBe('info');
    expect(c.testMode).toBe(true);
    expect(c.paystack.baseUrl).toBe('http://127.0.0.1:3000/sandbox/paystack');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_URL', 'not a url'],
    ['REDIS_URL', 'http://x'],
    ['DATABASE_POOL_MAX', '1'],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    const c = loadConfig({ DATABASE_URL: '', PAYSTACK_SECRET_KEY: '', PUBLIC_URL: '' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.paystack.sandbox).toBe(true);
  });

  it('.env.example names every setting, and each of its lines loads as it stands', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const lines = example.split('\n').filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line));
    const named = lines.map((line) => line.slice(0, line.indexOf('=')));
    expect(named.toSorted()).toEqual(Object.keys(EnvSchema.shape).toSorted());
    const env = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('switches a provider to live when its key is set', () => {
    const c = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_PUBLIC_KEY: 'pk_live_x' });
    expect(c.paystack.sandbox).toBe(false);
    expect(c.paystack.baseUrl).toBe('https://api.paystack.co');
    // Stripe still has no key: payments are partly simulated, so the product stays in test mode.
    expect(c.testMode).toBe(true);
  });

  it('leaves test mode when both payment providers are live, even on the embedded schedule', () => {
    const c = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_live_x', STRIPE_SECRET_KEY: 'sk_live_y' });
    expect(c.testMode).toBe(false);
    expect(c.flightData.sandbox).toBe(true);
    expect(c.sandboxEnabled).toBe(true);
  });

  it('keeps a provider on the sandbox when its URL points there, keys or not', () => {
    const c = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:3000/sandbox/paystack',
    });
    expect(c.paystack.sandbox).toBe(true);
  });

  describe('web push (issue 28 §4)', () => {
    // A pair as `web-push generate-vapid-keys` prints it: 65 and 32 bytes, base64url.
    const pair = {
      VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
    };

    it("uses the product's own key pair when no VAPID setting is given", () => {
      expect(loadConfig({}).push).toEqual({ vapid: null });
    });

    it('takes a whole setup', () => {
      const c = loadConfig({ ...pair, VAPID_SUBJECT: 'mailto:ops@fasttrack-los.com' });
      expect(c.push.vapid).toEqual({
        publicKey: pair.VAPID_PUBLIC_KEY,
        privateKey: pair.VAPID_PRIVATE_KEY,
        subject: 'mailto:ops@fasttrack-los.com',
      });
    });

    it('refuses half a setup, keys of the wrong size and a subject that is no contact', () => {
      expect(() => loadConfig(pair)).toThrow(
        /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: set all three or none/,
      );
      expect(() =>
        loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short', VAPID_SUBJECT: 'https://fasttrack-los.com' }),
      ).toThrow(/VAPID_PRIVATE_KEY: must be a base64url P-256 private key/);
      expect(() => loadConfig({ ...pair, VAPID_SUBJECT: 'ops@fasttrack-los.com' })).toThrow(
        /VAPID_SUBJECT: must start with mailto: or https:/,
      );
    });
  });

  describe('social sign-in (issue 19 §11)', () => {
    const live = { PAYSTACK_SECRET_KEY: 'sk_live_x', STRIPE_SECRET_KEY: 'sk_live_y' };

    it('configures no provider by default', () => {
      expect(loadConfig({}).oauth).toEqual({ google: null, facebook: null });
    });

    it('turns a provider on with its id and secret, against the real provider', () => {
      const c = loadConfig({ ...live, GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' });
      expect(c.oauth.google).toEqual({
        clientId: 'g-id',
        clientSecret: 'g-secret',
        issuer: 'https://accounts.google.com',
        sandbox: false,
      });
      expect(c.oauth.facebook).toBeNull();
    });

    it('refuses half a pair, naming both settings', () => {
      expect(() => loadConfig({ FACEBOOK_CLIENT_ID: 'fb' })).toThrow(/FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET/);
    });

    it('lets only test mode point a provider at the stand-in', () => {
      const pointed = {
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ISSUER: 'http://127.0.0.1:3000/sandbox/google',
        FACEBOOK_CLIENT_ID: 'f',
        FACEBOOK_CLIENT_SECRET: 's',
        FACEBOOK_BASE_URL: 'http://127.0.0.1:3000/sandbox/facebook/',
      };
      const c = loadConfig(pointed);
      expect(c.oauth.google).toMatchObject({ issuer: 'http://127.0.0.1:3000/sandbox/google', sandbox: true });
      expect(c.oauth.facebook).toMatchObject({
        dialogUrl: 'http://127.0.0.1:3000/sandbox/facebook/v23.0',
        graphUrl: 'http://127.0.0.1:3000/sandbox/facebook/v23.0',
        sandbox: true,
      });
      expect(() => loadConfig({ ...live, ...pointed })).toThrow(/GOOGLE_ISSUER: may only be changed in test mode/);
    });
  });

  describe('TRUST_PROXY (issue 14 item 1)', () => {
    it('trusts no proxy when unset, empty, false or 0', () => {
      for (const value of [undefined, '', 'false', '0']) {
        expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(false);
      }
    });

    it('refuses a blanket true, naming the setting', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would let any client/);
    });

    it('takes a hop count: the socket peer and the hops below the count are proxies', () => {
      const { trustProxy } = loadConfig({ TRUST_PROXY: '2' });
      expect(trustProxy).toBe(2);
      const trusts = fastifyTrustProxy(trustProxy);
      if (typeof trusts !== 'function') throw new Error('a hop count becomes a function');
      expect([0, 1, 2].map((hop) => trusts('203.0.113.1', hop))).toEqual([true, true, false]);
    });

    it('takes a list of addresses, CIDR ranges and proxy-addr range names', () => {
      const c = loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8 ,loopback' });
      expect(c.trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
      expect(fastifyTrustProxy(c.trustProxy)).toBe(c.trustProxy);
    });

    it.each(['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,', '11'])('refuses %s', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY:/);
    });
  });
});
