/**
 * `npm start`: builds the web app when its sources are newer than the last build, then runs
 * the API server (which serves the SPA) in this same process, so signals reach it directly.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

register();
const { buildWebIfStale } = await import('./web-build.ts');
buildWebIfStale();
await import(path.join(root, 'apps/api/src/server.ts'));
