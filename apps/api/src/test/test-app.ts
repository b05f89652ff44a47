/**
 * Builds the real app on a fresh test database for `app.inject()` tests
 * (fastify/demo `build(t)`). Usage:
 *
 *   const t = await createTestApp();
 *   afterAll(() => t.close());
 *   const res = await t.app.inject({ method: 'GET', url: '/api/health' });
 *
 * startListeningTestApp also listens on a loopback port, for tests that reach the app (and the
 * stand-ins inside it) over HTTP. What tests build on it lives beside this file: scenarios/ (a
 * booking, a paid booking, a service under way, signed-in people), peeks/ (caught mail, texts,
 * pushes, the live stream, database rows) and stand-ins/ (fault switches, signed webhooks).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { freeLoopbackPort } from './free-port';
import { seedRoster } from './roster';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Officers in the default roster: enough that ordinary tests never meet a full window. */
export const DEFAULT_ROSTER_OFFICERS = 30;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDb: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Registers extra routes before the app is ready (for testing shared plumbing). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Seed DEFAULT_ROSTER_OFFICERS officers serving every terminal, on one shift from a day ago to
   * 60 days ahead, so bookings made through the API find capacity. Default true; capacity tests
   * pass false and seed their own roster (test/roster.ts).
   */
  roster?: boolean;
}

/** `env` overrides settings exactly as environment variables would. */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env }, '0.0.0-test');
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.database });
  await opts.extend?.(app);
  await app.ready();
  if (opts.roster !== false) await seedRoster(app.db, { officers: DEFAULT_ROSTER_OFFICERS, firstName: 'Rostered' });
  return {
    app,
    config,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

/** A test app that listens on a loopback port, for tests that reach it over HTTP. */
export interface ListeningTestApp extends TestApp {
  /** http://127.0.0.1:<port>, also its PUBLIC_URL. */
  baseUrl: string;
}

/**
 * createTestApp listening on a free loopback port, with PORT and PUBLIC_URL pointing at it, so the
 * production HTTP clients reach the in-process stand-ins and the stand-ins' callbacks and
 * webhooks reach the app. `env` may be built from the base URL.
 */
export async function startListeningTestApp(
  env: Record<string, string> | ((baseUrl: string) => Record<string, string>) = {},
  opts: TestAppOptions = {},
): Promise<ListeningTestApp> {
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp(
    { PORT: String(port), PUBLIC_URL: baseUrl, ...(typeof env === 'function' ? env(baseUrl) : env) },
    opts,
  );
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl };
}
