/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { type PrecacheScope, precacheScope } from './precache-scope.ts';

/**
 * Modules that only declare or re-export: the contracts package (schemas, constants, messages)
 * and each feature's index.ts (what a feature offers the others). Marking them free of side
 * effects lets the bundler drop what a chunk does not use: zod stays out of the landing page's
 * first load (ADR 051), and importing one thing from a feature's index does not load the rest
 * of that feature.
 */
const sideEffectFree = [/\/packages\/contracts\/src\//, /\/apps\/web\/src\/features\/[^/]+\/index\.ts$/];

function declarationsWithoutSideEffects(): Plugin {
  return {
    name: 'fasttrack:declarations-side-effect-free',
    transform(code, id) {
      if (sideEffectFree.some((pattern) => pattern.test(id))) return { code, map: null, moduleSideEffects: false };
      return undefined;
    },
  };
}

/**
 * The prerendered pages (src/prerender.tsx) are answered by the server for a bare `/` and
 * `/dashboard` only; offline, `index.html` renders any address, so they are not precached.
 */
const PRERENDERED = new Set(['landing.html', 'dashboard.html']);

/** The brand colour of the palette (styles.css `--color-brand-700`), also index.html's theme colour. */
const BRAND = '#065f46';

/**
 * The installable app (issue 28 item 5; ADR 290): the manifest Chromium's install check reads
 * (name, 192 and 512 px icons with a maskable one, start_url, display standalone) and the service
 * worker built from src/sw/sw.ts, its precache list limited to the traveller's shell
 * (precache-scope.ts), which the worker downloads only when the page asks (ADR 326). The app
 * registers the worker itself after `load` (main.tsx).
 */
function installableApp(scope: PrecacheScope) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'FastTrack LOS',
      short_name: 'FastTrack LOS',
      description: 'Airport fast-track at Lagos (LOS): your booking, meeting code and officer, also offline.',
      // Routed by session (app/routes/start.tsx): the next service or the bookings list when
      // signed in, the landing page otherwise (issue 36 item 4). `id` keeps installs the same app.
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The manifest and its icons are added by the plugin; the notification badge is not one of them.
      globPatterns: ['**/*.{js,css,html,svg}', 'icons/badge-96.png'],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter((entry) => !scope.notPrecached.has(entry.url) && !PRERENDERED.has(entry.url)),
          warnings: [],
        }),
      ],
    },
  });
}

/** Filled while the app is bundled, read when the worker's precache list is written. */
const scope: PrecacheScope = { notPrecached: new Set() };

export default defineConfig({
  plugins: [react(), tailwindcss(), declarationsWithoutSideEffects(), precacheScope(scope), installableApp(scope)],
  server: { proxy: { '/api': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // `npm run bench:web-profile` reads its start-up profile through these maps (hidden: no
    // comment in a chunk points to them) and removes them afterwards; a normal build makes none.
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    // The browsers of es2022 all know <link rel="modulepreload"> but Safari before 17, where it is
    // only a missed hint: the polyfill cost every first load 0.6 KB for them.
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.mjs for a prerendered page's route chunks, then removed.
    manifest: true,
    rolldownOptions: {
      // A zod schema is built by calling `z` and chaining on the result, which the bundler must
      // otherwise assume has side effects: a schema that no page reads (a route's path
      // parameters, say) was still built wherever its module loads. Declared pure, an unused one
      // is dropped with its construction. So no web code may call `z` for an effect (ADR 391).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // Everything the entry imports statically goes into one chunk with it. Left to itself the
        // bundler splits out the modules that lazy pages share with the entry (React, the API
        // client, the messages), and the first load then fetches eight files that are always
        // needed together, each compressed apart (ADR 175).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // Files share one module graph per worker (see the root vitest.config.ts).
    isolate: process.env.VITEST_ISOLATE === '1',
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
