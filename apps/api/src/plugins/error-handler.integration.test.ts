import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { createTestApp, type TestApp } from '../test/test-app';

function extraRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/_test/echo',
    { schema: { body: z.strictObject({ name: z.string().min(2, { error: 'Name is too short' }), age: z.number() }) } },
    async (req) => ({ success: true, data: req.body }),
  );
  typed.get('/api/_test/boom', async () => {
    throw new Error('secret connection string postgres://user:pw@host');
  });
  typed.get('/api/_test/conflict', async () => {
    throw AppError.conflict('Already done');
  });
}

describe('error envelope (spec §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { extend: extraRoutes });
  });
  afterAll(() => t.close());

  it('answers an unknown /api route with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route GET /api/nope not found', error: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_JSON' });
  });

  it('answers schema failures with 400 and a message per field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_test/echo', payload: { name: 'A', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: 'VALIDATION_FAILED', message: 'Validation failed' });
    expect(body.details.name).toBe('Name is too short');
    expect(body.details.age).toBeTypeOf('string');
  });

  it('refuses unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_test/echo',
      payload: { name: 'Ada', age: 3, role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION_FAILED');
  });

  it('keeps the status and message of an AppError', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'Already done', error: 'CONFLICT' });
  });

  it('hides the internals of a 5xx and names the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/_test/boom', headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error).toBe('INTERNAL_ERROR');
    expect(body.message).toContain('req-42');
    expect(res.body).not.toContain('postgres://');
  });

  it('serves the OpenAPI document and the reference page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
