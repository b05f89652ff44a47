/**
 * What a client gets for a path or method that no route takes (issue 31 §2): under /api the §8
 * envelope, 405 with `Allow` for a known path; under /sandbox each stand-in's own error shape,
 * as its provider answers, never the web app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const ANY_ID = '00000000-0000-4000-8000-000000000000';

describe('unknown routes and wrong methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { roster: false });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string) =>
    t.app.inject({ method, url, remoteAddress: '127.0.0.1' });

  it('answers a wrong method on a known /api path with 405 and the methods it takes', async () => {
    const health = await call('POST', '/api/health');
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    expect(health.json()).toEqual({
      success: false,
      message: 'Route POST /api/health is not allowed; use GET, HEAD',
      error: 'METHOD_NOT_ALLOWED',
    });

    const booking = await call('PATCH', `/api/bookings/${ANY_ID}`);
    expect(booking.statusCode).toBe(405);
    expect(booking.headers.allow).toBe('GET, HEAD, DELETE');
  });

  it('still answers an unknown /api path with 404', async () => {
    const res = await call('POST', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it("answers unknown paths and wrong methods of each stand-in in that provider's error shape", async () => {
    const answers = await Promise.all(
      (
        [
          ['GET', '/sandbox/nothing-here'],
          ['PUT', '/sandbox/flights/_status'],
          ['GET', '/sandbox/paystack/transaction/list'],
          ['DELETE', '/sandbox/paystack/transaction/initialize'],
          ['GET', '/sandbox/stripe/v1/customers'],
          ['PUT', '/sandbox/stripe/v1/refunds'],
          ['POST', '/sandbox/mail/messages'],
        ] as const
      ).map(async ([method, url]) => {
        const res = await call(method, url);
        expect(res.headers['content-type'], url).toContain('application/json');
        return [`${method} ${url}`, res.statusCode, res.headers.allow ?? null, res.json()];
      }),
    );
    expect(answers).toEqual([
      [
        'GET /sandbox/nothing-here',
        404,
        null,
        { success: false, message: 'Route GET /sandbox/nothing-here not found', error: 'NOT_FOUND' },
      ],
      [
        'PUT /sandbox/flights/_status',
        405,
        'POST, DELETE',
        {
          success: false,
          message: 'Route PUT /sandbox/flights/_status is not allowed; use POST, DELETE',
          error: 'METHOD_NOT_ALLOWED',
        },
      ],
      [
        'GET /sandbox/paystack/transaction/list',
        404,
        null,
        { status: false, message: 'Route GET /sandbox/paystack/transaction/list not found', type: 'api_error' },
      ],
      [
        'DELETE /sandbox/paystack/transaction/initialize',
        405,
        'POST',
        {
          status: false,
          message: 'Route DELETE /sandbox/paystack/transaction/initialize is not allowed; use POST',
          type: 'api_error',
        },
      ],
      [
        'GET /sandbox/stripe/v1/customers',
        404,
        null,
        { error: { type: 'invalid_request_error', message: 'Route GET /sandbox/stripe/v1/customers not found' } },
      ],
      [
        'PUT /sandbox/stripe/v1/refunds',
        405,
        'POST',
        {
          error: {
            type: 'invalid_request_error',
            message: 'Route PUT /sandbox/stripe/v1/refunds is not allowed; use POST',
          },
        },
      ],
      [
        'POST /sandbox/mail/messages',
        405,
        'GET, HEAD',
        {
          success: false,
          message: 'Route POST /sandbox/mail/messages is not allowed; use GET, HEAD',
          error: 'METHOD_NOT_ALLOWED',
        },
      ],
    ]);
  });

  it('serves the caught mail at /sandbox/mail and sends /sandbox/mail/ there', async () => {
    expect((await call('GET', '/sandbox/mail')).statusCode).toBe(200);
    const slash = await call('GET', '/sandbox/mail/?to=ada%40example.com');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/sandbox/mail?to=ada%40example.com');
  });

  it('refuses a bad caught-mail filter or id with 400 in the envelope, not a 500', async () => {
    const filter = await call('GET', `/sandbox/mail/messages?to=${'a'.repeat(400)}`);
    expect(filter.statusCode).toBe(400);
    expect(filter.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
    const id = await call('GET', '/sandbox/mail/messages/not-an-id/text');
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ success: false, error: 'VALIDATION_FAILED' });
  });
});
