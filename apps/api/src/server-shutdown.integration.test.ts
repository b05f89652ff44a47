/**
 * Graceful shutdown of the real server process (issue 14, item 3; ADR 100): a request in flight
 * on a keep-alive connection gets its answer, idle keep-alive connections do not hold the
 * process, and it exits 0 in under 10 s. `npm start` passes SIGTERM on, leaving no server behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from './test/free-port';
import { spawnServer, waitForHealth } from './test/server-process';
import { createTestDatabase, type TestDatabase, testDbKind } from './test/test-database';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function collect(req: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
}

describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-shutdown-'));
  let testDb: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    // The server opens the database itself; this handle only created (and will drop) it.
    await testDb.database.close();
    env = { HOST: '127.0.0.1', DATA_DIR: dataDir, ...(testDb.url ? { DATABASE_URL: testDb.url } : {}) };
  });
  afterAll(async () => {
    await testDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, closes keep-alive connections and exits 0 within 10 s', async () => {
    const port = await freeLoopbackPort();
    const base = `http://127.0.0.1:${port}`;
    // debug: the `incoming request` line tells when the server has the request's headers.
    const s = spawnServer({ ...env, PORT: String(port), LOG_LEVEL: 'debug' });
    await waitForHealth(base, s.child);
    const idleAgent = new http.Agent({ keepAlive: true });
    const agent = new http.Agent({ keepAlive: true });

    // An idle keep-alive connection: it must not keep the server from exiting.
    const idle = await collect(http.get(`${base}/api/health`, { agent: idleAgent }));
    expect(idle.status).toBe(200);

    // A request in flight: headers sent, body still on its way when SIGTERM arrives.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const inFlight = http.request(`${base}/api/auth/login`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-request-id': 'in-flight-1',
      },
    });
    const answered = collect(inFlight);
    inFlight.write(body.slice(0, 10));
    await s.waitForOutput('"reqId":"in-flight-1"');

    const signalledAt = Date.now();
    s.child.kill('SIGTERM');
    await s.waitForOutput('shutting down');
    inFlight.end(body.slice(10));

    const answer = await answered;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect(answer.headers.connection).toBe('close');
    expect(await s.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(s.output()).not.toContain('"level":50');
    agent.destroy();
    idleAgent.destroy();
  }, 90_000);

  it('drains first with SHUTDOWN_DRAIN_SECONDS: health answers 503 at once, other requests are still served', async () => {
    const port = await freeLoopbackPort();
    const base = `http://127.0.0.1:${port}`;
    const s = spawnServer({ ...env, PORT: String(port), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_SECONDS: '1.5' });
    await waitForHealth(base, s.child);
    const agent = new http.Agent({ keepAlive: true });
    expect((await collect(http.get(`${base}/api/config`, { agent }))).headers.connection).toBe('keep-alive');

    s.child.kill('SIGTERM');
    await s.waitForOutput('shutting down');
    const health = await collect(http.get(`${base}/api/health`, { agent }));
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ error: 'SERVICE_UNAVAILABLE', data: { status: 'draining' } });
    // Still served, on a fresh connection as on a kept one, each answer ending its connection.
    const served = await collect(http.get(`${base}/api/config`, { agent }));
    expect(served.status).toBe(200);
    expect(served.headers.connection).toBe('close');
    expect((await fetch(`${base}/api/config`)).status).toBe(200);

    expect(await s.exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    agent.destroy();
  }, 90_000);

  it.skipIf(testDbKind !== 'pglite')(
    'SIGTERM to `npm start` stops the server, with no process left answering',
    async () => {
      const port = await freeLoopbackPort();
      const base = `http://127.0.0.1:${port}`;
      const s = spawnServer({ ...env, PORT: String(port), HOME: process.env.HOME ?? '' }, 'npm', ['start', '--silent']);
      await waitForHealth(base, s.child);

      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
      await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    },
    180_000,
  );
});
