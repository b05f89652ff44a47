/**
 * Webhook endpoints outside test mode (issue 40 item 4: https only, never a private, loopback or
 * link-local address), and the OpenAPI 3.1 `webhooks` section that tells partners what arrives
 * (issue 40 item 5): every event type with its payload and the Standard Webhooks headers. One app
 * with live payment keys, so `testMode` is off. Runs on PGlite and PostgreSQL.
 */
import { WEBHOOK_EVENT_TYPES } from '@fasttrack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, memberOf } from '../../test/scenarios/invoicing';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('webhook endpoints outside test mode, and the OpenAPI webhooks section', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp(
      { PAYSTACK_SECRET_KEY: 'sk_live_123', PAYSTACK_PUBLIC_KEY: 'pk_live_123', STRIPE_SECRET_KEY: 'sk_live_123' },
      { roster: false },
    );
  });
  afterAll(() => live.close());

  it('refuses http:// and non-public addresses', async () => {
    expect(live.config.testMode).toBe(false);
    const org = await createOrganisation(live.app);
    const { headers } = await memberOf(live.app, org.id, 'owner');
    const add = (url: string) =>
      live.app.inject({
        method: 'POST',
        url: `/api/organisations/${org.id}/webhook-endpoints`,
        headers,
        payload: { url, eventTypes: ['booking.confirmed'] },
      });
    const http = await add('http://hooks.example.com/in');
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: 'The endpoint URL must start with https://',
    });
    for (const url of ['https://169.254.169.254/latest', 'https://10.0.0.1/in', 'https://localhost/in']) {
      const res = await add(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/public address/);
    }
    const list = await live.app.inject({
      method: 'GET',
      url: `/api/organisations/${org.id}/webhook-endpoints`,
      headers,
    });
    expect(list.json().data).toEqual([]);
  });

  it("describes every event's payload and the signature headers in the OpenAPI document's webhooks", async () => {
    const doc = (await live.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      openapi: string;
      webhooks: Record<string, { post: Record<string, never> }>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES, 'webhook.test'].sort());
    const confirmed = doc.webhooks['booking.confirmed']?.post as unknown as {
      parameters: { name: string; in: string; required: boolean }[];
      requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
    };
    expect(confirmed.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['webhook-id', 'header', true],
      ['webhook-timestamp', 'header', true],
      ['webhook-signature', 'header', true],
    ]);
    expect(confirmed.requestBody.content['application/json'].schema).toMatchObject({
      properties: {
        type: { const: 'booking.confirmed' },
        data: { required: expect.arrayContaining(['organisationId', 'bookingId', 'reference', 'paymentMethod']) },
      },
    });
  });
});
