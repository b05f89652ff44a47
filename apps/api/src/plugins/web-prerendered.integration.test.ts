/**
 * The prerendered pages (ADR 070, ADR 071): the landing page for a bare `/` and the dashboard for a
 * bare `/dashboard`, compressed; the shell elsewhere. The dashboard's inline script is allowed by
 * its hash in the CSP, and nothing else inline is.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SIGNED_IN_PAGE_HEAD_SCRIPT } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/test-database';

const SHELL = '<!doctype html><title>FastTrack LOS</title><div id="root"></div>';
const DASHBOARD = `<!doctype html><script>${SIGNED_IN_PAGE_HEAD_SCRIPT}</script><div id="root"><h1>Welcome back!</h1></div>`;
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

describe('a build with the prerendered pages', () => {
  let served: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    served = await appServing({ 'index.html': SHELL, 'landing.html': LANDING, 'dashboard.html': DASHBOARD });
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

  it('answers a bare /dashboard with the dashboard, whose inline script alone the CSP allows', async () => {
    const res = await served.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(DASHBOARD);
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    const hash = createHash('sha256').update(SIGNED_IN_PAGE_HEAD_SCRIPT).digest('base64');
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}' https://js.paystack.co`);
  });

  it('answers / with a query string, and every other client route, with the empty shell', async () => {
    const urls = [
      '/?signup=true',
      '/?openBooking=true&step=confirmation',
      '/dashboard?bookingCompleted=true',
      '/login',
    ];
    for (const url of [...urls, '/bookings', '/dashboard/']) {
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

  it('answers / and /dashboard with the shell', async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await served.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });
});
