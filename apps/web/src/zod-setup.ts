/**
 * Must be the first module main.tsx imports: zod compiles fast paths with `new Function` unless
 * told not to, and the CSP (script-src 'self', no 'unsafe-eval') forbids that. The setting has
 * to be in place before any schema (ours or the contracts') is built or parsed.
 *
 * This is `z.config({ jitless: true })`, imported from zod's core so the first page does not
 * pull in the whole of zod (the global config object is shared by every zod entry point).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
