import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

describe('serving the web app next to the API', () => {
  let dist: string;
  let app: FastifyInstance;
  let testDb: TestDatabase;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ft-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>FastTrack LOS</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n'.repeat(500));
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"FastTrack LOS"}');
    testDb = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
      database: testDb.database,
      webDist: dist,
    });
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/bookings', '/payments', '/profile', '/login?returnTo=booking'])(
    'answers the client route %s with the SPA',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/robots.txt', '/x.js', '/assets/missing.css'])(
    'answers the missing file %s with a real 404',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    },
  );

  it('serves the offline worker revalidated on every check, and the manifest as a manifest (issue 28)', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const csp = String((await app.inject({ method: 'GET', url: '/bookings' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('compresses assets for browsers that accept it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'] ?? res.rawPayload.length)).toBeLessThan(7500);
  });

  it('keeps unknown /api routes in the JSON envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it.each(['/sandbox/dashboard', '/sandbox/paystack/dashboard', '/sandbox/mail/inbox'])(
    'answers the unknown sandbox page %s in JSON, never with the web app',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toContain('<div id="root">');
    },
  );
});
