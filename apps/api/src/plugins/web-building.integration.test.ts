/**
 * `npm start` starts the server while the web build still runs (issue 42 item 5, ADR 372): the
 * API answers at once, a page asked for meanwhile reloads by itself, and the files the build
 * writes are served as soon as it ends.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { serveWebBuildWhenDone } from './web';

describe('serving a web build that ends after the server started', () => {
  let dist: string;
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let endBuild: () => void = () => {};
  const build = new Promise<void>((resolve) => {
    endBuild = resolve;
  });

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ft-web-building-'));
    testDb = await createTestDatabase();
    serveWebBuildWhenDone(build);
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

  it('answers the API, and a page with a 503 that reloads itself, while the build runs', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const url of ['/', '/dashboard', '/bookings']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['retry-after']).toBe('2');
      expect(page.body).toContain('http-equiv="refresh"');
    }
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(404);
    for (const method of ['GET', 'POST'] as const) {
      const api = await app.inject({ method, url: '/api/nothing-here' });
      expect(api.json(), method).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });

  it('serves the pages, the prerendered landing page and the assets once the build has ended', async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'landing.html'), '<!doctype html><div id="root"><h1>Landing</h1></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n');
    endBuild();
    await build;
    await new Promise<void>((resolve) => setImmediate(resolve));

    const landing = await app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('<h1>Landing</h1>');
    const route = await app.inject({ method: 'GET', url: '/bookings' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<div id="root">');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.css' })).statusCode).toBe(404);
  });
});
