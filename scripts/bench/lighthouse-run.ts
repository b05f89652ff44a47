/**
 * One Lighthouse 12 run (mobile defaults: simulated throttling, Moto G Power viewport, empty HTTP
 * cache) through a Chromium that ./lighthouse.ts launched, and the figures the report shows.
 * JS weight is measured as the bundle gate does (e2e/specs/quality-bundle-budget.spec.ts): the
 * gzip, level 9, of each script the page loaded.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';

/** Where to keep each run's full Lighthouse report (JSON), to see why a page scored as it did. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;

/** Lighthouse sometimes fails a run on a busy machine (no paint seen in time): try again. */
const ATTEMPTS_PER_RUN = 3;

/** One Lighthouse run's figures. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Gzip size (level 9) of all the JavaScript the page loaded, bytes. */
  jsGzipBytes: number;
}

/** Gzip sizes by script URL: assets are fingerprinted, so each is fetched once per benchmark. */
const gzipSizes = new Map<string, Promise<number>>();

async function gzipSizeOf(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
    });
    gzipSizes.set(url, size);
  }
  return size;
}

/** The scripts a run loaded, from its `network-requests` audit. */
function scriptUrls(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  const details = lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined;
  const urls = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => item.url as string);
  return [...new Set(urls)];
}

/**
 * Runs Lighthouse once on `url` in a new tab; `prepare` runs on the tab first (and then the
 * storage is kept: the caller empties the HTTP cache itself).
 * @throws Error when all attempts failed (Lighthouse's runtime error).
 */
export async function runOnce(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    if (prepare) await prepare(page);
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: Boolean(prepare) },
      undefined,
      page,
    );
    await page.close();
    const lhr = result?.lhr;
    if (REPORT_DIR && lhr) {
      const name = `${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
    }
    const score = lhr?.categories.performance?.score;
    if (lhr && !lhr.runtimeError && typeof score === 'number') {
      const sizes = await Promise.all(scriptUrls(lhr).map(gzipSizeOf));
      return {
        score: Math.round(score * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        jsGzipBytes: sizes.reduce((sum, s) => sum + s, 0),
      };
    }
    const reason = lhr?.runtimeError?.message ?? 'no result';
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`Lighthouse failed on ${url}: ${reason}`);
    process.stderr.write(`  Lighthouse run on ${url} failed (${reason}); trying again\n`);
  }
}
