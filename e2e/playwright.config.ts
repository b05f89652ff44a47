/**
 * Playwright against the production build, started the way users start it (`node
 * scripts/start.mjs`), in Debian's Chromium packages (never a downloaded browser): the headless
 * shell (`chromium-headless-shell`), and the full browser for the specs that need it.
 *
 * - Port: E2E_PORT, else a free port chosen once per run (so parallel runs do not collide).
 * - Data: a fresh temporary DATA_DIR per run, removed afterwards (support/serve.mjs;
 *   E2E_DATA_DIR pins one and keeps it).
 * - Artifacts: test-results/<run id>/ (traces and screenshots of failures).
 * - TRUST_PROXY=loopback lets each test act from its own client address (X-Forwarded-For, see
 *   support/fixtures.ts), so the API's per-IP rate limits apply per test as they would per
 *   visitor (ADR 052). Only the local browser is trusted to name the client (ADR 085).
 * The values go into process.env so the worker processes, which load this file again, agree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/chromium-flags';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

process.env.E2E_PORT ??= freePort();
// Each run writes its artifacts to its own folder: Playwright empties its output folder when a
// run starts, which would delete the traces of another run going on at the same time.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

/** Specs that need what only the full browser has: the notifications a service worker shows. */
const NEEDS_FULL_BROWSER = /pwa-push\.spec\.ts$/;

/** The headless shell where it is installed; a machine with only `chromium` still runs every spec. */
const HEADLESS_SHELL = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

/**
 * Debian's build of Chromium at `executablePath` (never a downloaded browser), with no background
 * traffic, and its compositor in the browser process instead of a GPU process of its own: with the
 * GPU off it only composites in software, and 34 specs took 8 % less of the machine's CPU that way
 * (docs/performance.md). The benchmarks keep Chromium's default (CHROMIUM_FLAGS only).
 */
function debianChromium(executablePath: string) {
  return {
    executablePath,
    args: [...CHROMIUM_FLAGS, '--in-process-gpu'],
  };
}

export default defineConfig({
  testDir: './specs',
  outputDir: path.join('test-results', process.env.E2E_RUN_ID),
  fullyParallel: true,
  // Three browsers on two cores: the headless shell leaves a quarter of the CPU idle with two,
  // while tests wait for the server, a live event or a job (ADR 382).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  // A failed test runs once more, recording a trace (below), and fails the run all the same,
  // whether the second run passes or not: a flaky test is a failure too.
  retries: 1,
  failOnFlakyTests: true,
  // A journey of a dozen steps takes 15–20 s on a quiet 2-core machine and three times that on a
  // busy one (the server, the build's browser and a second worker share the cores; CI has shown a
  // screen taking 10 s to answer): the budget is what a busy machine needs, each step still waits
  // only for what a user would wait for, and a passing step is not slowed by it.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace of every test (DOM snapshots and a screencast, thrown away when it passes)
    // took a third of the suite's CPU (ADR 380). Only the second run of a failed test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The offline worker downloads the traveller's shell (about 85 files) in every fresh context
    // with a stored session (ADR 326): only the specs about installing and offline use let it
    // register (issue 28 item 5).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      // Showing notifications needs the full browser (below); every other spec runs in the
      // headless shell, which spends a third less CPU per test (ADR 382).
      testIgnore: NEEDS_FULL_BROWSER,
      use: { ...devices['Desktop Chrome'], launchOptions: debianChromium(HEADLESS_SHELL) },
    },
    {
      name: 'chromium-full',
      testMatch: NEEDS_FULL_BROWSER,
      use: { ...devices['Desktop Chrome'], launchOptions: debianChromium('/usr/bin/chromium') },
    },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    cwd: repoRoot,
    // SIGTERM (not the default SIGKILL) lets the server close and serve.mjs remove its data.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TRUST_PROXY: 'loopback',
      // Many bookings run at once: enough demo officers on shift for all of them.
      DEMO_OFFICERS: '30',
      // Flights are followed every minute, and from 5 days ahead, so a spec sees a delay by the next
      // round on a date no other spec books (issue 18, flight-following.spec.ts).
      FLIGHT_POLL_FAR_MINUTES: '1',
      FLIGHT_POLL_NEAR_MINUTES: '1',
      FLIGHT_POLL_HORIZON_HOURS: '120',
      // Social sign-in against the built-in Google and Facebook stand-ins (issue 19 §11).
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: `${baseURL}/sandbox/google`,
      FACEBOOK_CLIENT_ID: 'e2e-facebook-app',
      FACEBOOK_CLIENT_SECRET: 'e2e-facebook-secret',
      FACEBOOK_BASE_URL: `${baseURL}/sandbox/facebook`,
    },
  },
});
