/**
 * Builds the real app on a fresh test database for `app.inject()` tests
 * (fastify/demo `build(t)`). Usage:
 *
 *   const t = await createTestApp();
 *   afterAll(() => t.close());
 *   const res = await t.app.inject({ method: 'GET', url: '/api/health' });
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDb: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Registers extra routes before the app is ready (for testing shared plumbing). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** `env` overrides settings exactly as environment variables would. */
export async function createTestApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env }, '0.0.0-test');
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.database });
  await opts.extend?.(app);
  await app.ready();
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
