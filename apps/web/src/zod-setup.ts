/**
 * Must be the first module main.tsx imports: zod compiles fast paths with `new Function` unless
 * told not to, and the CSP (script-src 'self', no 'unsafe-eval') forbids that. The setting has
 * to be in place before any schema (ours or the contracts') is built or parsed.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its global settings in
 * `globalThis.__zod_globalConfig` (created only when absent, so every copy of zod shares it), and
 * importing even zod's core `config` puts about 4 KB gzip of zod on the landing page's first load
 * (ADR 175). `zod-setup.test.ts` checks that zod reads the setting from there.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
