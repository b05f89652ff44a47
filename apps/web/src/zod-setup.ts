/**
 * Must be the first module main.tsx imports: zod compiles fast paths with `new Function` unless
 * told not to, and the CSP (script-src 'self', no 'unsafe-eval') forbids that. The setting has
 * to be in place before any schema (ours or the contracts') is built.
 */
import { z } from 'zod';

z.config({ jitless: true });
