/**
 * Vitest projects (issue: foundation, item 10):
 * - unit: pure modules of the API and contracts (`*.test.ts`)
 * - integration:pglite / integration:postgres: API through app.inject() on a fresh database per
 *   file. Without TEST_DATABASE_URL every file runs on PGlite. With it (CI), every file runs on
 *   PostgreSQL and PGlite runs the files that cross the driver seam (ADR 155); TEST_PGLITE_ALL=1
 *   runs them all on both.
 * - web: React components in happy-dom
 * - unit@<zone> / web@<zone>: the tests of date rules again under Africa/Lagos and
 *   America/Los_Angeles (issue 13, item 8), so no rule leans on the machine's zone being UTC
 * Run one file: `npx vitest run apps/api/src/features/health/health.integration.test.ts`.
 */
import { defineConfig } from 'vitest/config';
import web from './apps/web/vite.config.ts';

// scripts/: the multi-process layout (start:cluster), which needs PostgreSQL and nginx.
const allIntegrationTests = ['apps/api/src/**/*.integration.test.ts', 'scripts/**/*.integration.test.ts'];

/**
 * What PGlite must still prove when PostgreSQL runs everything (ADR 155): the driver seam
 * (executeSql, LISTEN/NOTIFY, bytea, advisory locks on one connection, migrations, shutdown), the
 * job runner, and a payment through to its confirmation e-mail. The Playwright suite runs the
 * whole product on PGlite as well, since that is what `npm start` uses.
 */
const pgliteSeamTests = [
  'apps/api/src/db/database.integration.test.ts',
  'apps/api/src/server.integration.test.ts',
  'apps/api/src/server-shutdown.integration.test.ts',
  'apps/api/src/jobs/*.integration.test.ts',
  'apps/api/src/lib/rate-limit.integration.test.ts',
  'apps/api/src/lib/domain-events.integration.test.ts',
  'apps/api/src/features/health/health.integration.test.ts',
  'apps/api/src/features/bookings/bookings-{capacity,idempotency,create}.integration.test.ts',
  'apps/api/src/features/payments/{webhooks,payments-race}.integration.test.ts',
  'apps/api/src/features/credits/credits.integration.test.ts',
  'apps/api/src/features/messages/{confirmation,message-jobs}.integration.test.ts',
  'apps/api/src/features/live/live-fanout.integration.test.ts',
  'apps/api/src/features/users/profile-images.integration.test.ts',
  'apps/api/src/sandbox/stand-in-state.integration.test.ts',
  // The PGlite databases put back between files (ADR 397).
  'apps/api/src/test/test-database.integration.test.ts',
  // Lagos days and hours in SQL (`at time zone`), whose zone data each engine carries itself.
  'apps/api/src/features/reports/reports.integration.test.ts',
];

/**
 * Test files in one worker share its module graph instead of importing the app again per file:
 * the integration files went from 264 s to 158 s on 2 workers. Each file still builds its own app
 * on its own database. VITEST_ISOLATE=1 brings isolation back, to find a leak between files.
 */
const isolate = process.env.VITEST_ISOLATE === '1';

const pgliteRunsAll = !process.env.TEST_DATABASE_URL || process.env.TEST_PGLITE_ALL === '1';

const integration = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `integration:${kind}`,
    include: kind === 'pglite' && !pgliteRunsAll ? pgliteSeamTests : allIntegrationTests,
    environment: 'node',
    isolate,
    env: { TEST_DB: kind, TZ: 'UTC' },
    // One migrated and seeded template per run, copied by each file's database; the API bundle
    // current, for the tests that start the server process.
    globalSetup: ['apps/api/src/test/global-setup.ts', 'scripts/test/api-bundle.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Zones the date tests also run in: Lagos itself (UTC+1, no DST) and one far from it, with DST. */
const zones = { lagos: 'Africa/Lagos', 'los-angeles': 'America/Los_Angeles' } as const;

/** Unit tests that compute dates, days or times (keep this list to those: CI time). */
const unitDateTests = [
  'packages/contracts/src/flights.test.ts',
  'packages/contracts/src/zone-time.test.ts',
  'packages/contracts/src/booking-rules.test.ts',
  'apps/api/src/db/seed/los-schedule.test.ts',
  'apps/api/src/sandbox/flight-data/schedule-answers.test.ts',
  'apps/api/src/features/leads/leads.service.test.ts',
  'apps/api/src/features/messages/templates/credit-messages.test.ts',
];

/** Web tests that render or compare dates (relative to apps/web). */
const webDateTests = [
  'src/features/bookings/**/*.test.{ts,tsx}',
  'src/features/flights/**/*.test.{ts,tsx}',
  'src/features/dashboard/**/*.test.{ts,tsx}',
  'src/features/payments/**/*.test.{ts,tsx}',
  'src/features/credits/**/*.test.{ts,tsx}',
  'src/features/auth/components/register-wizard.test.tsx',
];

const zoned = Object.entries(zones).flatMap(([label, tz]) => [
  {
    test: { name: `unit@${label}`, include: unitDateTests, environment: 'node' as const, isolate, env: { TZ: tz } },
  },
  {
    // Spread, not `extends`: extending would add these files to the web project's own list.
    ...web,
    root: './apps/web',
    test: { ...web.test, name: `web@${label}`, include: webDateTests, env: { TZ: tz } },
  },
]);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // while most of an integration file's time is spent waiting for the database, its jobs and
    // the retry delays they name: a third worker fills the cores two leave idle (ADR 380).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['apps/api/src/**/*.test.ts', 'packages/contracts/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          isolate,
          env: { TZ: 'UTC' },
        },
      },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
      // The web project lives in apps/web/vite.config.ts (its own plugins and resolution).
      'apps/web/vite.config.ts',
      ...zoned,
    ],
  },
});
