/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The contracts package only declares values (schemas, constants, messages), so its modules are
 * free of side effects: marking them so lets the bundler drop the ones a chunk does not use,
 * which keeps zod out of the landing page's first load (ADR 051).
 */
function contractsWithoutSideEffects(): Plugin {
  return {
    name: 'fasttrack:contracts-side-effect-free',
    transform(code, id) {
      if (id.includes('/packages/contracts/src/')) return { code, map: null, moduleSideEffects: false };
      return undefined;
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), contractsWithoutSideEffects()],
  server: { proxy: { '/api': 'http://localhost:3000', '/sandbox': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
