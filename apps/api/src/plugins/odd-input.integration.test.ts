/**
 * Hostile and malformed input (issue 14, items 5, 6 and 8): NUL characters and lone surrogates
 * in any string, framework errors, and the HSTS header. Every answer is in the §8 envelope.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createBookingForPayment, createUser, randomIp, registrationBody } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: Record<string, unknown>;
  auth?: boolean;
}

/** The ten endpoints the issue found answering 500, each with the bad text in `bad`. */
function cases(bad: string, bookingId: string): Case[] {
  // A lone surrogate has no UTF-8 form; its CESU-8 bytes are what a hostile client can send.
  const path = bad === '\u0000' ? '%00' : bad === '\uD800' ? '%ED%A0%80' : '%ED%BF%BF';
  return [
    {
      name: 'register',
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ firstName: `Ada${bad}` }),
    },
    { name: 'PATCH /auth/me', method: 'PATCH', url: '/api/auth/me', payload: { firstName: `Ada${bad}` }, auth: true },
    {
      name: 'booking create (reference)',
      method: 'POST',
      url: '/api/bookings/create',
      payload: { flightBookingReference: `ABC${bad}`, serviceType: 'arrival', passengerCount: 1 },
      auth: true,
    },
    {
      name: 'booking create (requirements)',
      method: 'POST',
      url: '/api/bookings/create',
      payload: {
        flightBookingReference: 'ABC123',
        serviceType: 'arrival',
        passengerCount: 1,
        specialRequirements: `Wheelchair${bad}`,
      },
      auth: true,
    },
    {
      name: 'complete-payment',
      method: 'POST',
      url: `/api/bookings/${bookingId}/complete-payment`,
      payload: { reference: `T1${bad}` },
      auth: true,
    },
    {
      name: 'paystack verify',
      method: 'POST',
      url: '/api/payments/paystack/verify',
      payload: { reference: `T1${bad}` },
      auth: true,
    },
    { name: 'payment status', method: 'GET', url: `/api/payments/T1${path}/status`, auth: true },
    { name: 'flight by id', method: 'GET', url: `/api/flights/search/abc${path}` },
    { name: 'flight by route', method: 'GET', url: `/api/flights/search/route/LOS/LH${path}/2026-12-01` },
    {
      name: 'leads',
      method: 'POST',
      url: '/api/leads/capture',
      payload: { email: 'lead@example.com', flightData: { q: `LOS${bad}` } },
    },
  ];
}

describe('odd input and framework errors', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let bookingId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.app.db);
    auth = await authHeader(t.app, user);
    bookingId = (await createBookingForPayment(t.app.db, user)).id;
  });
  afterAll(() => t.close());

  for (const [label, bad] of [
    ['a NUL character', '\u0000'],
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDFFF'],
  ] as const) {
    it(`refuses ${label} on each of the ten endpoints with 400 VALIDATION_FAILED`, async () => {
      for (const c of cases(bad, bookingId)) {
        const res = await t.app.inject({
          method: c.method,
          url: c.url,
          remoteAddress: randomIp(),
          ...(c.payload ? { payload: c.payload } : {}),
          ...(c.auth ? { headers: auth } : {}),
        });
        expect({ name: c.name, status: res.statusCode }).toEqual({ name: c.name, status: 400 });
        // In a path the bytes may not decode at all: then the router refuses the URL itself.
        const codes = c.method === 'GET' ? ['VALIDATION_FAILED', 'BAD_URL'] : ['VALIDATION_FAILED'];
        expect(res.json()).toMatchObject({ success: false, error: expect.toBeOneOf(codes) });
      }
    });
  }

  it('refuses it in a query string and in a body key, without echoing the character', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/health?x=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().details).toHaveProperty(['query.x']);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/leads/capture',
      payload: { email: 'a@example.com', flightData: { 'k\u0000': 1 } },
    });
    expect(key.statusCode).toBe(400);
    expect(key.body).not.toContain('\\u0000');
  });

  it('keeps accents and emoji', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: auth,
      payload: { firstName: 'Adéọlá 😀' },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['bad percent-encoding', 'GET', '/api/bookings/%ZZ', undefined, undefined, 400, 'BAD_URL'],
    [
      'an over-long path parameter',
      'GET',
      `/api/bookings/${'a'.repeat(500)}`,
      undefined,
      undefined,
      414,
      'URI_TOO_LONG',
    ],
    [
      'a body over 1 MB',
      'POST',
      '/api/leads/capture',
      `"${'x'.repeat(1_100_000)}"`,
      'application/json',
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'an unsupported content type',
      'POST',
      '/api/leads/capture',
      '<a/>',
      'application/xml',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['malformed JSON', 'POST', '/api/leads/capture', '{"email": ', 'application/json', 400, 'INVALID_JSON'],
  ] as const)('answers %s in the envelope', async (_label, method, url, payload, type, status, code) => {
    const res = await t.app.inject({ method, url, payload, headers: type ? { 'content-type': type } : {} });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: expect.any(String), error: code });
    // The router's own answers too carry the API's security headers and the request id.
    expect(res.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-request-id': expect.any(String),
    });
  });

  it('answers oversized headers (Node parser) with 431 in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    let headers: http.IncomingHttpHeaders = {};
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-big': 'a'.repeat(40_000) } },
        (r) => {
          headers = r.headers;
          let body = '';
          r.on('data', (d) => {
            body += d;
          });
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: expect.any(String), error: 'HEADERS_TOO_LARGE' });
    expect(headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });
});

describe('HSTS (issue 14, item 8)', () => {
  it.each([
    ['https://fasttrack.example', true],
    ['http://localhost:3000', false],
  ])('PUBLIC_URL %s: Strict-Transport-Security sent = %s', async (url, sent) => {
    const t = await createTestApp({ PUBLIC_URL: url });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const header = res.headers['strict-transport-security'];
      if (!sent) expect(header).toBeUndefined();
      else expect(Number(/max-age=(\d+)/.exec(String(header))?.[1])).toBeGreaterThanOrEqual(31_536_000);
    } finally {
      await t.close();
    }
  });
});
