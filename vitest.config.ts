/**
 * Vitest projects (issue: foundation, item 10):
 * - unit: pure modules of the API and contracts (`*.test.ts`)
 * - integration:pglite / integration:postgres: API through app.inject() on a fresh database per
 *   file; the PostgreSQL project runs only when TEST_DATABASE_URL is set
 * - web: React components in happy-dom
 * Run one file: `npx vitest run apps/api/src/features/health/health.integration.test.ts`.
 */
import { defineConfig } from 'vitest/config';

const integration = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `integration:${kind}`,
    include: ['apps/api/src/**/*.integration.test.ts'],
    environment: 'node',
    env: { TEST_DB: kind, TZ: 'UTC' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/api/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
      // The web project lives in apps/web/vite.config.ts (its own plugins and resolution).
      'apps/web/vite.config.ts',
    ],
  },
});
