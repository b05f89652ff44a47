/**
 * Bundle budget gate (issue: whole journey, "Quality gates"): the JavaScript that `/` loads is
 * at most 110 KB gzip, and all JavaScript of the build together at most 446 KB gzip (350 KB until
 * issue 28 added the push control, the offline store with the officer's tap queue, and the text
 * choices with phone verification: 8.4 KB; 360 KB until issues 36 and 37 added the passenger's
 * pass, calls, the live board and its late check-ins, the booking wizard's history and the money
 * story: about 24 KB; 385 KB until issue 39 added the business pages, loaded only by organisation
 * members and admins: the application, the organisation's tabs, booking for passengers, invoices
 * and the admin's console, about 37 KB; 425 KB until issue 41 added the airports console (served
 * airports, terminals and meeting points per airport) and the airport in the officer forms, about
 * 4 KB; 430 KB until issue 41 added prices as data: the quote and its lines in the booking form,
 * the payment step and the booking card, the airports console's prices and rules, and revenue by
 * line in the reports, about 4.2 KB; 435 KB until issue 41 added add-ons and packages: the cards
 * and extras of the booking form, each extra's state on the booking page, the extras on the
 * officer's card with their offline marks, the day board's extras waiting for confirmation and
 * the admin's catalogue of add-ons and packages, about 9.6 KB; all in lazy chunks; 445 KB until
 * issue 42 took the phone-number metadata off the dashboard (ADR 390): the contracts' modules moved
 * between chunks, two chunks more and 0.4 KB more of import lines across them;
 * docs/performance.md).
 * Sizes are gzip (level 9, as a CDN would serve them) of the bytes the browser received, so a
 * route that stops being lazy, or a library pulled into the landing page, fails the run.
 *
 * A returning traveller's `/dashboard` has a budget of its own, 205 KB: the entry, the page's chunks
 * and the top bar's user menu, until the network is idle. It was 230-232 KB while its Continue Your
 * Booking check imported the staff schemas and the user menu's organisation switcher the account
 * schemas, both with the phone-number metadata (issue 42; docs/performance.md). Nor does it load
 * the contracts modules of the flight search's input, the price lists or the add-on catalogue,
 * whose schemas it would build at start and never read (ADR 391).
 *
 * The reports route's chunk (`ops-reports-*.js`: its chart library, issue 30) has a budget of its
 * own, 135 KB: it is loaded only by admins and dispatchers on /ops/reports, never by a traveller,
 * and counting it in the 360 KB would leave the rest of the app no room to grow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, registerUser, startSignedIn, test } from '../support/fixtures';

const KB = 1024;
const LANDING_BUDGET = 110 * KB;
const DASHBOARD_BUDGET = 205 * KB;
const TOTAL_BUDGET = 446 * KB;
const REPORTS_CHUNK = /^ops-reports-[\w-]+\.js$/;
const REPORTS_BUDGET = 135 * KB;
const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/assets');

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/**
 * The scripts `page` receives while `load` runs and until the network is idle: their count, their
 * gzip sizes in all (each printed under `label`) and each one's URL and text. What a page fetches
 * once idle (ADR 385) is not its first load, and a body still being read when the test ends would
 * fail it.
 */
async function scriptsLoadedBy(page: Page, label: string, load: () => Promise<void>) {
  const scripts = new Map<string, Promise<Buffer>>();
  const onResponse = (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.ok() && type.includes('javascript')) scripts.set(response.url(), response.body());
  };
  page.on('response', onResponse);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);

  let total = 0;
  const lines: string[] = [];
  const texts: { url: string; text: string }[] = [];
  for (const [url, body] of scripts) {
    const bytes = await body;
    const size = gzipSize(bytes);
    total += size;
    texts.push({ url, text: bytes.toString('utf8') });
    lines.push(`${(size / KB).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  }
  console.log(`JS loaded by ${label} (gzip):\n${lines.join('\n')}\n${(total / KB).toFixed(1).padStart(7)} KB  total`);
  return { count: scripts.size, total, texts };
}

test('the landing page loads at most 110 KB of gzipped JavaScript', async ({ page }) => {
  const loaded = await scriptsLoadedBy(page, '/', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(loaded.count).toBeGreaterThan(0);
  expect(loaded.total).toBeLessThanOrEqual(LANDING_BUDGET);
});

/**
 * What the dashboard must not load, each with a text only it holds: libphonenumber-js's metadata
 * (about 30 KB gzip, for the forms that take a phone number; ADR 390), and a sentence of each
 * contracts module the page does not read, whose schemas it would build at start (ADR 391).
 */
const NOT_ON_THE_DASHBOARD = {
  'the phone-number metadata': 'country_calling_codes',
  'flight-search-input.ts': 'Travel date must be a valid date (YYYY-MM-DD)',
  'price-lists.ts': 'Enter a time as HH:mm',
  'add-ons.ts': 'per hour beyond the base service',
};

test('the dashboard of a returning traveller loads at most 205 KB of gzipped JavaScript, no phone-number metadata, no schemas it does not read', async ({
  page,
  request,
}) => {
  // A text the build no longer holds would let any page pass: each must still be in some chunk.
  const build = readdirSync(assetsDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assetsDir, f), 'utf8'));
  const gone = Object.entries(NOT_ON_THE_DASHBOARD).filter(([, text]) => !build.some((chunk) => chunk.includes(text)));
  expect(gone.map(([what]) => what)).toEqual([]);

  await startSignedIn(page, await registerUser(request, { firstName: 'Bisi' }));
  const loaded = await scriptsLoadedBy(page, '/dashboard', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Bisi!' })).toBeVisible();
  });
  expect(loaded.count).toBeGreaterThan(0);
  expect(loaded.total).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  const offenders = Object.entries(NOT_ON_THE_DASHBOARD).flatMap(([what, text]) =>
    loaded.texts.filter((script) => script.text.includes(text)).map(({ url }) => `${what}: ${url}`),
  );
  expect(offenders).toEqual([]);
});

test('all JavaScript of the build is at most 446 KB gzipped, the reports chunk at most 135 KB', () => {
  const files = readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
  const sizeOf = (f: string) => gzipSize(readFileSync(path.join(assetsDir, f)));
  const reports = files.filter((f) => REPORTS_CHUNK.test(f));
  const rest = files.filter((f) => !REPORTS_CHUNK.test(f));
  const total = rest.reduce((sum, f) => sum + sizeOf(f), 0);
  const reportsTotal = reports.reduce((sum, f) => sum + sizeOf(f), 0);
  console.log(
    `All JS (gzip): ${(total / KB).toFixed(1)} KB in ${rest.length} files; ` +
      `the reports chunk: ${(reportsTotal / KB).toFixed(1)} KB`,
  );
  expect(rest.length).toBeGreaterThan(0);
  expect(reports).toHaveLength(1);
  expect(total).toBeLessThanOrEqual(TOTAL_BUDGET);
  expect(reportsTotal).toBeLessThanOrEqual(REPORTS_BUDGET);
});
