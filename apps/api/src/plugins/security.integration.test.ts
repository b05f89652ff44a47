import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The headers a browser acts on, as one object, for comparing whole sets. */
const securityPart = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) =>
      /^(content-security-policy|x-|cross-origin|referrer-policy|origin-agent-cluster|strict-transport|cache-control)/.test(
        name,
      ),
    ),
  );

describe('the headers every answer starts with (ADR 185)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend: (app) => {
          app.get('/api/_test/cached', async (_request, reply) =>
            reply.header('cache-control', 'public, max-age=60').send({ success: true, data: 1 }),
          );
        },
        roster: false,
      },
    );
  });
  afterAll(() => t.close());

  it('gives an API answer its request id and the API set, with nothing only a page needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(200);
    expect(securityPart(res.headers)).toEqual({
      'x-request-id': 'abc-123',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('keeps them on error answers: a 401, an unknown API path and a router error', async () => {
    const unauthorised = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const res of [unauthorised, missing]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    }
    expect([unauthorised.statusCode, missing.statusCode]).toEqual([401, 404]);
    const badUrl = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/%ZZ',
      headers: { 'x-request-id': 'bad-url' },
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.headers['x-request-id']).toBe('bad-url');
  });

  it('lets a route set its own caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_test/cached' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('gives pages the page set: any path outside /api, and the API docs with their own CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    // Swagger UI sends the CSP its page needs (staticCSP); the rest of the page set stays.
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    for (const res of [page, docs]) {
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).not.toBe('no-store');
    }
  });

  it('takes a request body as sent: a gzip body is not inflated but refused as bad JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'someone@example.com', password: 'Secret123!' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_JSON' });
  });
});
