/** The payment sandbox never runs next to live keys: the app refuses to start. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

describe('sandbox safety', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await testDb.database.close();
    await testDb.drop();
  });

  async function startWith(env: Record<string, string>) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env });
    const app = await buildApp({ config, database: testDb.database });
    await app.ready();
    return app;
  }

  const PAYSTACK_SANDBOX = 'http://127.0.0.1:3000/sandbox/paystack';
  const STRIPE_SANDBOX = 'http://127.0.0.1:3000/sandbox/stripe';

  it.each([
    [
      { PAYSTACK_SECRET_KEY: 'sk_live_123', PAYSTACK_PUBLIC_KEY: 'pk_live_123', PAYSTACK_BASE_URL: PAYSTACK_SANDBOX },
      /Paystack sandbox refuses to start/,
    ],
    [{ PAYSTACK_PUBLIC_KEY: 'pk_live_123' }, /Paystack sandbox refuses to start/],
    [{ STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_API_URL: STRIPE_SANDBOX }, /Stripe sandbox refuses to start/],
  ])('refuses to start when live keys point at the sandbox %o', async (env, message) => {
    await expect(startWith(env)).rejects.toThrow(message);
  });

  it('runs live payments next to the embedded flight schedule, with no payment sandbox mounted', async () => {
    // Its own database, so closing the app leaves the shared one to the other tests.
    const { app, close } = await createTestApp({
      PAYSTACK_SECRET_KEY: 'sk_live_123',
      PAYSTACK_PUBLIC_KEY: 'pk_live_123',
      STRIPE_SECRET_KEY: 'sk_live_123',
    });
    const initialize = await app.inject({
      method: 'POST',
      url: '/sandbox/paystack/transaction/initialize',
      payload: {},
    });
    expect(initialize.statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/sandbox/paystack/checkout/unknown' });
    expect(page.body).not.toContain('Test mode');
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().data.testMode).toBe(false);
    await close();
  });

  // Last: closing the app closes the shared test database.
  it('starts with test keys and serves the sandbox', async () => {
    const app = await startWith({
      PAYSTACK_SECRET_KEY: 'sk_test_123',
      PAYSTACK_BASE_URL: PAYSTACK_SANDBOX,
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_API_URL: STRIPE_SANDBOX,
    });
    const page = await app.inject({ method: 'GET', url: '/sandbox/paystack/checkout/unknown' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Test mode');
    await app.close();
  });
});
