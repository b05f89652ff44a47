/** The prerendered landing page (ADR 070): served for a bare `/`, compressed; the shell elsewhere. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/test-database';

const SHELL = '<!doctype html><title>FastTrack LOS</title><div id="root"></div>';
const LANDING = `<!doctype html><title>FastTrack LOS</title><div id="root"><h1>Skip the queues</h1>${'<p>Fast track.</p>'.repeat(200)}</div>`;

async function appServing(files: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'ft-web-landing-'));
  mkdirSync(path.join(dist, 'assets'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dist, name), body);
  const testDb = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
    database: testDb.database,
    webDist: dist,
  });
  return {
    app,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

describe('a build with the prerendered landing page', () => {
  let served: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    served = await appServing({ 'index.html': SHELL, 'landing.html': LANDING });
  });
  afterAll(() => served.close());

  it('answers a bare / with the landing page, compressed and revalidated', async () => {
    const res = await served.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(LANDING);
  });

  it('answers / with a query string, and every other client route, with the empty shell', async () => {
    for (const url of ['/?signup=true', '/?openBooking=true&step=confirmation', '/dashboard', '/login']) {
      const res = await served.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it('answers HEAD / like GET, without a body', async () => {
    const res = await served.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });
});

describe('a build without it', () => {
  let served: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    served = await appServing({ 'index.html': SHELL });
  });
  afterAll(() => served.close());

  it('answers / with the shell', async () => {
    const res = await served.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});
