/**
 * `npm run bench:web-profile`: where a page's start-up time goes in the browser (issue 42 item
 * 1), as Lighthouse's mobile run sees it (CPU slowed 4x). Builds the web app with hidden source
 * maps (WEB_SOURCEMAP=1: `.map` files beside the chunks, no comment in them pointing there),
 * starts the product as ./lighthouse.ts does, loads the page in Debian's chromium with an empty
 * HTTP cache (signed in for `/dashboard`), records a CPU profile from navigation until the network
 * has been idle and `PROFILE_SETTLE_MS` more (default 3000) have passed, reads its frames through
 * the maps (./web-profile-sources.ts) and prints the tables of ./profile-summary.ts: self time by
 * function and by place (package or folder), and total time by place. The maps are removed
 * afterwards, so the next `npm start` serves none.
 *
 * Settings (environment): PROFILE_PAGE (`/dashboard` default, or `/`), PROFILE_TOP (rows per
 * table, default 30), PROFILE_OUT (where to write the mapped `.cpuprofile`; default in the
 * system's temporary directory), CHROME_PATH.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium-flags';
import { signedIn, signedOut, signUp, startProduct } from './lighthouse';
import { type CpuProfile, summariseProfile } from './profile-summary';
import { withOriginalSources } from './web-profile-sources';

const root = path.resolve(import.meta.dirname, '../..');
const assets = path.join(root, 'apps/web/dist/assets');
const PAGE = process.env.PROFILE_PAGE ?? '/dashboard';
const TOP = Number(process.env.PROFILE_TOP ?? 30);
const SETTLE_MS = Number(process.env.PROFILE_SETTLE_MS ?? 3000);
/** Lighthouse's mobile default: the CPU slowed four times. */
const CPU_SLOWDOWN = 4;

/** The map Vite wrote beside a chunk the page loaded, or null (the HTML page, another origin). */
function chunkMapOf(url: string) {
  const file = path.join(assets, path.basename(new URL(url).pathname));
  if (!url.includes('/assets/') || !existsSync(`${file}.map`)) return null;
  return { dir: assets, map: JSON.parse(readFileSync(`${file}.map`, 'utf8')) };
}

async function profilePage(): Promise<CpuProfile> {
  const product = await startProduct();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_FLAGS],
    userDataDir: mkdtempSync(path.join(tmpdir(), 'ft-web-profile-chrome-')),
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const prepare = PAGE === '/' ? signedOut(product.origin) : signedIn(product.origin, await signUp(product.origin));
    await prepare(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    await page.goto(`${product.origin}${PAGE}`, { waitUntil: 'networkidle0' });
    await new Promise((settled) => setTimeout(settled, SETTLE_MS));
    const { profile } = await cdp.send('Profiler.stop');
    await browser.disconnect();
    return profile as CpuProfile;
  } finally {
    chrome.kill();
    product.child.kill('SIGTERM');
    await new Promise((exited) => product.child.once('exit', exited));
    rmSync(product.dataDir, { recursive: true, force: true });
  }
}

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_SOURCEMAP: '1' } });
try {
  const profile = withOriginalSources(await profilePage(), chunkMapOf);
  const out = process.env.PROFILE_OUT ?? path.join(tmpdir(), `web${PAGE.replaceAll('/', '-') || '-root'}.cpuprofile`);
  writeFileSync(out, JSON.stringify(profile));
  console.log(`${PAGE}, CPU slowed ${CPU_SLOWDOWN}x, from navigation to ${SETTLE_MS} ms after the network went idle`);
  for (const line of summariseProfile(profile, { top: TOP })) console.log(line);
  console.log(`profile: ${out}`);
} finally {
  for (const file of readdirSync(assets)) if (file.endsWith('.map')) rmSync(path.join(assets, file));
}
