/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), declarationsWithoutSideEffects()],
  server: { proxy: { '/api': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The browsers of es2022 all know <link rel="modulepreload"> but Safari before 17, where it is
    // only a missed hint: the polyfill cost every first load 0.6 KB for them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
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
