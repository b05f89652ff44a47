/**
 * The access log (plugins/access-log.ts): one line per request, with the request, its status
 * and the time taken, and the error when the answer is a 500.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

describe('access log', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: 'memory://' }, '0.0.0-test');
    app = await buildApp({ config, database: testDb.database, logStream: { write: (l) => lines.push(JSON.parse(l)) } });
    app.get('/api/_test/fails', async () => {
      throw new Error('boom');
    });
    app.get('/api/_test/logs-a-secret', async (request) => {
      request.log.info({ body: { password: 'Passw0rd!x', email: 'ada@example.com' } }, 'logged by a route');
      return { success: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  it('writes one line per answered request, with the request, the status and the time taken', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': 'one-line' } });
    expect(res.statusCode).toBe(200);
    const mine = linesOf('one-line');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/config' },
      res: { statusCode: 200 },
    });
    expect(mine[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('writes no secret of the address: the query by its names only, and no pass token', async () => {
    const asked = [
      ['/reset-password?token=reset-secret-123', '/reset-password?token'],
      ['/api/ops/board?date=2026-11-30&q=ada%40example.com', '/api/ops/board?date&q'],
      ['/api/pass/pass-secret-456/officer-photo', '/api/pass/[redacted]/officer-photo'],
      ['/pass/pass-secret-456', '/pass/[redacted]'],
    ] as const;
    for (const [url, logged] of asked) {
      const reqId = `secret-${logged.length}-${url.length}`;
      await app.inject({ method: 'GET', url, headers: { 'x-request-id': reqId } });
      const mine = linesOf(reqId).filter((l) => l.msg === 'request completed');
      expect(mine).toEqual([expect.objectContaining({ req: expect.objectContaining({ url: logged }) })]);
    }
    const all = JSON.stringify(lines);
    for (const secret of ['reset-secret-123', 'pass-secret-456', 'ada%40example.com', '2026-11-30']) {
      expect(all).not.toContain(secret);
    }
  });

  it("writes the line's fields in the order the request's logger writes them", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config', headers: { 'x-request-id': 'in-order' } });
    expect(res.statusCode).toBe(200);
    const mine = linesOf('in-order');
    expect(mine).toHaveLength(1);
    expect(Object.keys(mine[0] ?? {})).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
  });

  it("keeps the redaction of what a route logs through the request's logger", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/_test/logs-a-secret',
      headers: { 'x-request-id': 'secret' },
    });
    expect(res.statusCode).toBe(200);
    const mine = linesOf('secret');
    expect(mine.find((l) => l.msg === 'logged by a route')).toMatchObject({
      body: { password: '[Redacted]', email: '[Redacted]' },
    });
    expect(mine.filter((l) => l.msg === 'request completed')).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toMatch(/Passw0rd!x|ada@example\.com/);
  });

  it('still logs a failure at error level, next to its one access line', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/_test/fails', headers: { 'x-request-id': 'fails' } });
    expect(res.statusCode).toBe(500);
    const mine = linesOf('fails');
    expect(mine.filter((l) => l.level === 50)).not.toHaveLength(0);
    expect(mine.filter((l) => l.msg === 'request completed')).toEqual([
      expect.objectContaining({ req: expect.objectContaining({ url: '/api/_test/fails' }), res: { statusCode: 500 } }),
    ]);
  });
});
