/**
 * Stand-in state lives in the database (issue 14 item 10): two API processes on one database,
 * a checkout initialised through one is paid and verified through the other, and a fault switch
 * set through one applies to calls served by the other, once.
 * On PostgreSQL each app has its own connection pool; on PGlite they share the embedded database.
 */

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

describe('stand-in state shared by two API processes', () => {
  let testDb: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    PUBLIC_URL: 'http://127.0.0.1:9',
  });
  const auth = (secret: string) => ({ authorization: `Bearer ${secret}` });

  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
    a = await buildApp({ config, database: testDb.database });
    // The second process: its own pool on PostgreSQL; on PGlite the same embedded database,
    // left open for the first app to close.
    const second = testDb.url
      ? await openDatabase({ url: testDb.url, dataDir: 'memory://', poolMax: 4 })
      : { ...testDb.database, close: async () => {} };
    b = await buildApp({ config, database: second });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await testDb.drop();
  });

  it('a Paystack checkout initialised on one process is paid and verified on the other', async () => {
    const init = await a.inject({
      method: 'POST',
      url: '/sandbox/paystack/transaction/initialize',
      headers: auth(config.paystack.secretKey),
      payload: { email: 'ada@example.com', amount: 500_000, reference: 'two-processes-1' },
    });
    expect(init.statusCode).toBe(200);
    const page = await b.inject({ method: 'GET', url: `/sandbox/paystack/checkout/${init.json().data.access_code}` });
    expect(page.statusCode).toBe(200);
    const pay = await b.inject({
      method: 'POST',
      url: `/sandbox/paystack/checkout/${init.json().data.access_code}/bank`,
    });
    expect(pay.statusCode).toBe(200);
    for (const app of [a, b]) {
      const verify = await app.inject({
        method: 'GET',
        url: '/sandbox/paystack/transaction/verify/two-processes-1',
        headers: auth(config.paystack.secretKey),
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.json().data).toMatchObject({ status: 'success', amount: 500_000, channel: 'bank_transfer' });
    }
  });

  it('a Stripe PaymentIntent created on one process is confirmed and refunded on the other', async () => {
    const stripe = (app: FastifyInstance, url: string, params: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/stripe/v1${url}`,
        headers: { ...auth(config.stripe.secretKey), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(params).toString(),
      });
    const intent = (await stripe(a, '/payment_intents', { amount: '9000', currency: 'usd' })).json();
    const confirmed = await stripe(b, `/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' });
    expect(confirmed.json()).toMatchObject({ id: intent.id, status: 'succeeded', amount_received: 9000 });
    expect((await stripe(a, '/refunds', { payment_intent: intent.id })).statusCode).toBe(200);
    const again = await stripe(b, '/refunds', { payment_intent: intent.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('charge_already_refunded');
  });

  it('a fault switch set on one process fails the next call on the other, once', async () => {
    const set = await a.inject({
      method: 'POST',
      url: '/sandbox/paystack/_faults',
      payload: { mode: 'error', count: 1, endpoint: 'verify' },
    });
    expect(set.statusCode).toBe(200);
    const verify = () =>
      b.inject({
        method: 'GET',
        url: '/sandbox/paystack/transaction/verify/two-processes-1',
        headers: auth(config.paystack.secretKey),
      });
    expect((await verify()).statusCode).toBe(500);
    expect((await verify()).statusCode).toBe(200);
  });
});
