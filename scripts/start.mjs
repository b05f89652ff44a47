/**
 * `npm start`: builds the web app when its sources are newer than the last build, and runs the
 * API server (which serves the SPA) in this same process, so signals reach it directly.
 *
 * The build runs in a process of its own while the server starts: the server's modules load and,
 * on PGlite, the data directory is opened, migrated and seeded, on the other core (issue 42 item
 * 5, ADR 370, ADR 372). Until the build ends, a page request gets a page that reloads by itself
 * (plugins/web.ts); `/api` answers at once.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = (file) => path.join(root, 'apps/api/src', file);

register();
const { startWebBuildIfStale } = await import('./web-build.ts');
const build = startWebBuildIfStale();
if (build) (await import(api('plugins/web.ts'))).serveWebBuildWhenDone(build);
await import(api('server.ts'));
