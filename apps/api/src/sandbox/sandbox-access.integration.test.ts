/**
 * Test-mode safety of the stand-ins (issue 14 item 7): the checkout's cancel and return go only
 * to the callback URL given at initialize, on the product's own origin; the fault switches answer
 * only in test mode, and only on loopback or with the stand-in's secret key, in the §8 envelope;
 * so does the caught mail (issue 16 §1), which holds password-reset links.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMail } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';

describe('sandbox access', () => {
  let t: TestApp;
  const origin = 'http://127.0.0.1:3999';
  const callback = `${origin}/booking/return`;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: origin });
  });
  afterAll(() => t.close());

  const initialize = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/paystack/transaction/initialize',
      headers: { authorization: `Bearer ${t.config.paystack.secretKey}` },
      payload: { email: 'ada@example.com', amount: 500_000, ...payload },
    });

  it('cancel sends the browser back to the callback URL given at initialize, with the reference', async () => {
    const init = await initialize({ reference: 'access-cancel-1', callback_url: callback });
    const cancel = await t.app.inject({
      method: 'GET',
      url: `/sandbox/paystack/checkout/${init.json().data.access_code}/cancel?redirect=https://evil.example`,
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`${callback}?trxref=access-cancel-1&reference=access-cancel-1`);
  });

  it('refuses a callback URL on another origin, so no checkout link can lead away from the site', async () => {
    const init = await initialize({ reference: 'access-cancel-2', callback_url: 'https://evil.example/phish' });
    expect(init.statusCode).toBe(400);
    expect(init.json()).toMatchObject({ status: false });
  });

  it('without a callback URL, cancel shows a page and redirects nowhere', async () => {
    const init = await initialize({ reference: 'access-cancel-3' });
    const cancel = await t.app.inject({
      method: 'GET',
      url: `/sandbox/paystack/checkout/${init.json().data.access_code}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.headers.location).toBeUndefined();
    expect(cancel.body).toContain('Payment cancelled');
  });

  it.each(['paystack', 'stripe'] as const)(
    'the %s fault switches refuse a remote caller without the secret key (403, §8 envelope)',
    async (provider) => {
      const secret = provider === 'paystack' ? t.config.paystack.secretKey : t.config.stripe.secretKey;
      const remote = { remoteAddress: '203.0.113.7' };
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/sandbox/${provider}/_faults`,
          ...remote,
          ...(method === 'POST' ? { payload: { mode: 'error' } } : {}),
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, error: 'FORBIDDEN', message: expect.any(String) });
      }
      const wrongKey = await t.app.inject({
        method: 'POST',
        url: `/sandbox/${provider}/_faults`,
        ...remote,
        headers: { authorization: 'Bearer sk_test_wrong' },
        payload: { mode: 'error' },
      });
      expect(wrongKey.statusCode).toBe(403);
      const withKey = await t.app.inject({
        method: 'DELETE',
        url: `/sandbox/${provider}/_faults`,
        ...remote,
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(withKey.statusCode).toBe(200);
      const loopback = await t.app.inject({ method: 'DELETE', url: `/sandbox/${provider}/_faults` });
      expect(loopback.statusCode).toBe(200);
    },
  );

  it('caught mail (password-reset links) answers only loopback or the secret key', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    for (const url of ['/sandbox/mail', '/sandbox/mail/messages']) {
      const res = await t.app.inject({ method: 'GET', url, ...remote });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    }
    const withKey = await t.app.inject({
      method: 'GET',
      url: '/sandbox/mail/messages',
      ...remote,
      headers: { authorization: `Bearer ${t.config.paystack.secretKey}` },
    });
    expect(withKey.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/mail/messages' })).statusCode).toBe(200);
  });

  it("a caught message's page shows its whole text, however long (issue 26 §6)", async () => {
    const last = 'The last line of a long message.';
    const text = `${'A line of the message.\n'.repeat(200)}${last}`;
    const [mail] = await t.app.db
      .insert(sandboxMail)
      .values({
        to: ['long@example.com'],
        from: 'FastTrack LOS <no-reply@example.com>',
        subject: 'Long',
        text,
        html: '<p>Long</p>',
      })
      .returning();
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/mail/messages/${mail?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(last);
    expect(page.body).toContain(`href="/sandbox/mail/messages/${mail?.id}/html">HTML version in full</a>`);
  });

  it('outside test mode there are no fault switches (404, §8 envelope)', async () => {
    const live = await createTestApp({
      PAYSTACK_SECRET_KEY: 'sk_live_123',
      PAYSTACK_PUBLIC_KEY: 'pk_live_123',
      STRIPE_SECRET_KEY: 'sk_live_123',
    });
    try {
      for (const provider of ['paystack', 'stripe']) {
        const res = await live.app.inject({
          method: 'POST',
          url: `/sandbox/${provider}/_faults`,
          payload: { mode: 'error' },
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
      }
    } finally {
      await live.close();
    }
  });
});
