/**
 * Second half of `npm run build -w @fasttrack/web` (ADR 070, ADR 071): renders the landing page
 * and the dashboard at build time into `dist/landing.html` and `dist/dashboard.html`, so a first
 * visit paints their content from the HTML alone instead of waiting for the JavaScript
 * (Lighthouse target: LCP <= 2.0 s on mobile). The list of pages is `prerenderedPages` in
 * `src/prerender.tsx`.
 *
 * 1. Bundles `src/prerender.tsx` for Node with the app's own Vite config, into a cache folder
 *    inside this package (so its external imports resolve from node_modules).
 * 2. Renders each page and puts the markup into a copy of the built `dist/index.html`'s empty
 *    root, with the page's inline head script (the signed-out redirect of ADR 071) if it has one.
 * 3. Inlines the stylesheet (8 KB gzip), so the first paint waits for one request, not two (the
 *    CSP allows inline styles). Later pages are client-side and need no other copy.
 * 4. Moves the scripts after the content and fetches them at low priority: the page is readable
 *    without them (they only make it interactive), so the HTML and the first paint come first.
 * 5. Lists a page's lazy route chunks (`routeModule`) in its head as module preloads, read from
 *    Vite's build manifest, which is then removed: the server has no use for it.
 * `dist/index.html` itself stays the empty shell that every other address gets.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const ssrOut = path.join(webDir, 'node_modules/.cache/prerender');
const EMPTY_ROOT = '<div id="root"></div>';
const CHARSET = /<meta charset="[^"]+" \/>/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const SCRIPTS = /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
const buildManifest = path.join(dist, '.vite/manifest.json');

/**
 * The files of `key`'s chunk and of every chunk it imports statically (what the app's dynamic
 * import of it fetches), the entry excluded: the page loads that anyway.
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[]}>} manifest Vite's build manifest
 * @param {string} key the route module, as the manifest names it
 * @returns {string[]} paths under dist, e.g. `assets/dashboard-x1.js`
 */
function chunkFiles(manifest, key) {
  const seen = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the build manifest has no chunk for ${k}`);
    if (chunk.isEntry || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

await build({
  root: webDir,
  configFile: path.join(webDir, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
});

try {
  const { prerenderedPages, renderPage } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
  const manifest = JSON.parse(await readFile(buildManifest, 'utf8'));
  const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to fill`);
  const stylesheet = STYLESHEET.exec(shell);
  if (!stylesheet?.[1]) throw new Error('dist/index.html links no stylesheet to inline');
  const css = await readFile(path.join(dist, stylesheet[1]), 'utf8');
  const scripts = [...shell.matchAll(SCRIPTS)]
    .map((m) => m[1]?.replace(/^<(\S+)/, '<$1 fetchpriority="low"') ?? '')
    .sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script'))); // preloads first
  if (!scripts.at(-1)?.startsWith('<script')) throw new Error('dist/index.html loads no module script');
  if (!CHARSET.test(shell)) throw new Error('dist/index.html declares no charset to put a head script after');
  for (const { location, file, headScript, routeModule } of prerenderedPages) {
    const markup = await renderPage(location);
    const routeChunks = routeModule
      ? chunkFiles(manifest, routeModule).map(
          (f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`,
        )
      : [];
    const html = shell
      .replace(CHARSET, (meta) => (headScript ? `${meta}\n    <script>${headScript}</script>` : meta))
      .replaceAll(SCRIPTS, '')
      .replace(stylesheet[0], () => `<style>${css}</style>`)
      .replace('</head>', () => `${routeChunks.map((link) => `  ${link}\n`).join('')}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>\n    ${scripts.join('\n    ')}`);
    await writeFile(path.join(dist, file), html);
    process.stdout.write(`dist/${file}: ${location} prerendered (${Math.round(markup.length / 1024)} KB of markup)\n`);
  }
} finally {
  await rm(ssrOut, { recursive: true, force: true });
  await rm(path.dirname(buildManifest), { recursive: true, force: true });
}
