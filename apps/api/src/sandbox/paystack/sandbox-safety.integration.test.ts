/** The payment sandbox never runs next to live keys: the app refuses to start. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
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

  it.each([
    [{ PAYSTACK_SECRET_KEY: 'sk_live_123', PAYSTACK_PUBLIC_KEY: 'pk_live_123' }, /Paystack sandbox refuses to start/],
    [{ PAYSTACK_PUBLIC_KEY: 'pk_live_123' }, /Paystack sandbox refuses to start/],
    [{ STRIPE_SECRET_KEY: 'sk_live_123' }, /Stripe sandbox refuses to start/],
  ])('refuses to start in test mode with live keys %o', async (env, message) => {
    await expect(startWith(env)).rejects.toThrow(message);
  });

  // Last: closing the app closes the shared test database.
  it('starts with test keys and serves the sandbox', async () => {
    const app = await startWith({ PAYSTACK_SECRET_KEY: 'sk_test_123', STRIPE_SECRET_KEY: 'sk_test_123' });
    const page = await app.inject({ method: 'GET', url: '/sandbox/paystack/checkout/unknown' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Test mode');
    await app.close();
  });
});
