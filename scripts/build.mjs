/**
 * The product's two builds, made only when needed (issue 42 item 5, ADR 388):
 * - the web app: apps/web/dist (Vite, the service worker, the prerendered pages);
 * - the API server: apps/api/dist, the server's own modules and the shared contracts bundled by
 *   esbuild into plain ES modules that Node runs without a TypeScript loader. Packages
 *   under node_modules stay imports. Entries: `server.mjs` (apps/api/src/server.ts, runs the
 *   server) and `web.mjs` (apps/api/src/plugins/web.ts, whose `serveWebBuildWhenDone` npm start
 *   calls); code both use is in chunks beside them, so they share one copy of each module.
 *
 * `npm run build` makes both; `npm ci` makes what is stale (postinstall, best effort); `npm start`
 * makes what is stale and runs the bundle.
 *
 * Command line: `node scripts/build.mjs [--if-stale] [--best-effort]`: `--if-stale` skips a build
 * whose sources are older than its output; `--best-effort` prints a line and exits 0 when a build
 * fails (the next `npm start` builds again and shows the error).
 *
 * Plain JavaScript, so that `npm start` decides and runs without loading a TypeScript loader.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
const contractsSrc = path.join(root, 'packages/contracts/src');
const apiSrc = path.join(root, 'apps/api/src');
const apiDist = path.join(root, 'apps/api/dist');
const SKIP = new Set(['node_modules', 'dist', '.vite']);

/** The API bundle's entry that runs the server (`node apps/api/dist/server.mjs`). */
export const API_SERVER = path.join(apiDist, 'server.mjs');
/** The API bundle's copy of plugins/web.ts, the module that serves the web build. */
export const API_WEB_PLUGIN = path.join(apiDist, 'web.mjs');

/**
 * Newest modification time (ms since the epoch) of `source`, a file, or of any file under it.
 * @param {string} source
 * @returns {number}
 */
function newestMtime(source) {
  const stat = statSync(source);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const t = newestMtime(path.join(source, entry.name));
    if (t > newest) newest = t;
  }
  return newest;
}

/**
 * True when `output` is missing or older than any of `sources` (files, or folders read whole).
 * @param {string} output
 * @param {string[]} sources
 */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

const webBuildIsStale = () => isStale(builtIndex, [webDir, contractsSrc]);
// This file is a source of the bundle too: its esbuild settings shape the output.
const apiBuildIsStale = () => isStale(API_SERVER, [apiSrc, contractsSrc, fileURLToPath(import.meta.url)]);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const webBuildArgs = ['run', 'build', '--silent', '-w', '@fasttrack/web'];

/**
 * Builds the web app, waiting for it.
 * @returns {boolean} whether the build succeeded
 */
function buildWeb() {
  console.log('Building the web app...');
  return spawnSync(npm, webBuildArgs, { cwd: root, stdio: 'inherit' }).status === 0;
}

/** Builds the web app when it is missing or stale; exits the process when the build fails. */
export function buildWebIfStale() {
  if (webBuildIsStale() && !buildWeb()) process.exit(1);
}

/**
 * Starts the web build when the web app is missing or stale, without waiting for it.
 * @returns {Promise<void> | undefined} undefined when the build is current; else a promise settled
 *   when the build ends (the process exits with the build's status when it fails).
 */
export function startWebBuildIfStale() {
  if (!webBuildIsStale()) return undefined;
  console.log('Building the web app...');
  const child = spawn(npm, webBuildArgs, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else process.exit(code ?? 1);
    });
  });
}

/**
 * esbuild plugin: packages stay imports (Node loads them from node_modules as it would for the
 * sources), except the workspace's own `@fasttrack/*`, which are TypeScript and are bundled. And
 * each module's `import.meta.url` stays its source file's URL, written relative to the bundle, so
 * the files a module reads beside itself (the migrations, the demo photos, package.json) are found
 * from the bundle as from the source.
 * @param {string} outdir the folder the bundle will be read from
 * @returns {import('esbuild').Plugin}
 */
function sourcesAsWritten(outdir) {
  return {
    name: 'fasttrack-sources-as-written',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('@fasttrack/') ? undefined : { path: args.path, external: true },
      );
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
        const contents = source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Bundles the API server into apps/api/dist (see the module's docstring). Written to a folder of
 * its own and renamed into place, so a server starting meanwhile reads the old bundle or the new
 * one, never half of one. Throws esbuild's error when the sources do not build.
 */
export async function buildApi() {
  const started = performance.now();
  const { build } = await import('esbuild');
  const staging = `${apiDist}-${process.pid}`;
  try {
    await build({
      entryPoints: { server: path.join(apiSrc, 'server.ts'), web: path.join(apiSrc, 'plugins/web.ts') },
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      chunkNames: '[name]-[hash]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      keepNames: true,
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [sourcesAsWritten(apiDist)],
    });
    await rm(apiDist, { recursive: true, force: true });
    await rename(staging, apiDist);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  console.log(`Built the API server in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Bundles the API server when the bundle is missing or older than its sources. */
export async function buildApiIfStale() {
  if (apiBuildIsStale()) await buildApi();
}

/**
 * The command line (see the module's docstring).
 * @param {string[]} args
 */
async function main(args) {
  const ifStale = args.includes('--if-stale');
  const bestEffort = args.includes('--best-effort');
  /** @param {string} what @param {string} [detail] */
  const failed = (what, detail) => {
    const next = bestEffort ? '; npm start builds it again' : '';
    console.warn(`fasttrack: the ${what} build failed${detail ? ` (${detail})` : ''}${next}`);
    if (!bestEffort) process.exit(1);
  };
  try {
    if (!ifStale || apiBuildIsStale()) await buildApi();
  } catch (err) {
    failed('API server', err instanceof Error ? err.message.split('\n')[0] : String(err));
  }
  if ((!ifStale || webBuildIsStale()) && !buildWeb()) failed('web app');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
