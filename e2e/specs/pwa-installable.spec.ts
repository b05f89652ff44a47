/**
 * The installable app (issue 28 item 5, "Done when"): Chromium's own installability check finds
 * nothing missing; the manifest has the name, 192 and 512 px icons including a maskable one,
 * `start_url` (`/app`, routed by session: issue 36 item 4) and `display: standalone`; a service
 * worker controls the page after a reload; and what it keeps for a signed-in traveller holds
 * where the app opens and the booking pages but none of the staff consoles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, chromium, type Page } from '@playwright/test';
import { collectProblems, expect, registerUser, startSignedIn, test } from '../support/fixtures';
import { cachedPaths, waitForOfflineShell, waitForWorker } from '../support/offline';

// The offline worker is blocked in the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk (PNG spec §11.2.2). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function landingLoaded(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('Chromium finds the app installable, from a manifest with the icons and a worker in control', async ({
  request,
  baseURL,
  clientIp,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile (its "in-incognito" error), which
  // every Playwright context is: this test runs in a browser with a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'ft-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    ...(baseURL ? { baseURL } : {}),
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()), request);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** On `page`: Chromium's check, the manifest's fields and icons, and the worker's headers. */
async function installable(page: Page, request: APIRequestContext) {
  // The worker and the manifest pass the CSP (worker-src, manifest-src): no violation is logged.
  const problems = collectProblems(page);
  await landingLoaded(page);
  await waitForWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({
    name: 'FastTrack LOS',
    short_name: 'FastTrack LOS',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: '#065f46',
  });
  const icon = (size: string, purpose: string) =>
    manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose));
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const found = icon(size, purpose);
    expect(found, `a ${size} icon for ${purpose}`).toBeDefined();
    const image = await request.get(found?.src ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(size);
  }

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(problems).toEqual([]);
}

test("a signed-in traveller's worker keeps where the app opens and the booking pages, never a staff console", async ({
  page,
  request,
}) => {
  await startSignedIn(page, await registerUser(request));
  await landingLoaded(page);
  await waitForWorker(page);
  await waitForOfflineShell(page);
  const cached = await cachedPaths(page);
  expect(cached).toContain('/index.html');
  for (const route of ['start', 'dashboard', 'bookings', 'booking']) {
    expect(cached.some((p) => new RegExp(`^/assets/${route}-[\\w-]+\\.js$`).test(p))).toBe(true);
  }
  // A route's chunk is its name and an 8-character hash; `ops-board-…` is the contracts' shared labels.
  expect(cached.filter((p) => /^\/assets\/(officer|ops|ops-reports)-[\w-]{8}\.js$/.test(p))).toEqual([]);
});
