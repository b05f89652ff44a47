/**
 * The webhook inbox stand-in (issue 40 item 4) as a tester and a sender meet it: an inbox's
 * receiving URL keeps each request's headers and exact body (so a Standard Webhooks signature
 * still verifies on what it shows), the JSON list and the pages show them newest first, and
 * everything but the receiving POST answers only loopback or the sandbox secret key.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const REMOTE = { remoteAddress: '203.0.113.7' };

describe('the webhook inbox stand-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const makeInbox = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/webhooks/inboxes',
      headers: { host: 'sandbox.test:4100' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; url: string };
  };
  const messages = async (id: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/sandbox/webhooks/inboxes/${id}/messages` });
    expect(res.statusCode).toBe(200);
    return res.json().data as Array<{ id: string; receivedAt: string; headers: Record<string, string>; body: string }>;
  };

  it('makes an inbox whose URL is absolute, on the origin the tester used', async () => {
    const inbox = await makeInbox();
    expect(inbox.url).toBe(`http://sandbox.test:4100/sandbox/webhooks/inboxes/${inbox.id}`);
  });

  it('keeps a signed delivery byte for byte, so its signature verifies on what the inbox shows', async () => {
    const inbox = await makeInbox();
    const secret = `whsec_${Buffer.from('a sandbox signing secret, 32 bytes').toString('base64')}`;
    // Odd spacing and a non-ASCII name: a JSON parser and re-serialiser would change the bytes.
    const body = '{"type":"booking.confirmed",  "data":{"passenger":"Ọlá Àdìsá"}}';
    const sent = new Date();
    const signature = new Webhook(secret).sign('msg_inbox1', sent, body);
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(inbox.url).pathname,
      ...REMOTE,
      headers: {
        'content-type': 'application/json',
        'Webhook-Id': 'msg_inbox1',
        'webhook-timestamp': String(Math.floor(sent.getTime() / 1000)),
        'webhook-signature': signature,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const [kept] = await messages(inbox.id);
    expect(kept?.body).toBe(body);
    expect(kept?.headers).toMatchObject({ 'webhook-id': 'msg_inbox1', 'content-type': 'application/json' });
    expect(new Webhook(secret).verify(kept?.body ?? '', kept?.headers ?? {})).toEqual(JSON.parse(body));
  });

  it('takes any content type, or none, and lists what arrived newest first', async () => {
    const inbox = await makeInbox();
    const path = new URL(inbox.url).pathname;
    await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'text/plain' }, payload: 'first' });
    await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=2',
    });
    await t.app.inject({ method: 'POST', url: path, payload: '' });
    const list = await messages(inbox.id);
    expect(list.map((m) => m.body)).toEqual(['', 'a=1&b=2', 'first']);
    const times = list.map((m) => Date.parse(m.receivedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers 404 for an unknown inbox, 400 for a malformed id and 413 for a body over 64 KB', async () => {
    const inbox = await makeInbox();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/sandbox/webhooks/inboxes/6f1c1b1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const malformed = await t.app.inject({ method: 'GET', url: '/sandbox/webhooks/inboxes/not-an-id/messages' });
    expect(malformed.statusCode).toBe(400);
    const large = await t.app.inject({
      method: 'POST',
      url: new URL(inbox.url).pathname,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(64 * 1024) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
    expect(await messages(inbox.id)).toEqual([]);
  });

  it('shows each message on the inbox page with its webhook headers and the body pretty-printed, escaped', async () => {
    const inbox = await makeInbox();
    await t.app.inject({
      method: 'POST',
      url: new URL(inbox.url).pathname,
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_page1', 'webhook-signature': 'v1,abc=' },
      payload: '{"type":"booking.created","data":{"note":"<script>alert(1)</script>"}}',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/webhooks/inboxes/${inbox.id}`,
      headers: { host: 'sandbox.test:4100' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('booking.created');
    expect(page.body).toContain('msg_page1');
    expect(page.body).toContain('v1,abc=');
    expect(page.body).toContain('&quot;note&quot;: &quot;&lt;script&gt;');
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain(inbox.url);
    const list = await t.app.inject({ method: 'GET', url: '/sandbox/webhooks' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`/sandbox/webhooks/inboxes/${inbox.id}`);
  });

  it("the page's form makes an inbox and opens it", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/webhooks/inboxes',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
    const page = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nothing has arrived yet');
  });

  it('answers a remote reader only with the sandbox secret key, and takes deliveries from anywhere', async () => {
    const inbox = await makeInbox();
    for (const [method, url] of [
      ['GET', '/sandbox/webhooks'],
      ['POST', '/sandbox/webhooks/inboxes'],
      ['GET', `/sandbox/webhooks/inboxes/${inbox.id}`],
      ['GET', `/sandbox/webhooks/inboxes/${inbox.id}/messages`],
    ] as const) {
      const denied = await t.app.inject({ method, url, ...REMOTE });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
      const wrongKey = await t.app.inject({
        method,
        url,
        ...REMOTE,
        headers: { authorization: 'Bearer sk_test_wrong' },
      });
      expect(wrongKey.statusCode, `${method} ${url}`).toBe(403);
      const allowed = await t.app.inject({
        method,
        url,
        ...REMOTE,
        headers: { authorization: `Bearer ${t.config.paystack.secretKey}` },
      });
      expect(allowed.statusCode, `${method} ${url}`).toBeLessThan(300);
    }
    const delivered = await t.app.inject({
      method: 'POST',
      url: new URL(inbox.url).pathname,
      ...REMOTE,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(delivered.statusCode).toBe(200);
  });
});
