/**
 * `npm start`: makes the builds that are missing or older than their sources (scripts/build.mjs),
 * and runs the API server's bundle (which serves the SPA) in this same process, so signals reach
 * it directly. No TypeScript loader is involved (ADR 388).
 *
 * The API bundle is made first; the web build runs in a process of its own while the server
 * starts: its modules load and, on PGlite, the data directory is opened,
 * migrated and seeded, on the other core (issue 42 item 5, ADR 370, ADR 372). Until the build
 * ends, a page request gets a page that reloads by itself (plugins/web.ts); `/api` answers at
 * once. After `npm ci`, which makes both builds, neither is made here.
 */
import { pathToFileURL } from 'node:url';
import { API_SERVER, API_WEB_PLUGIN, buildApiIfStale, startWebBuildIfStale } from './build.mjs';

await buildApiIfStale();
const build = startWebBuildIfStale();
if (build) (await import(pathToFileURL(API_WEB_PLUGIN).href)).serveWebBuildWhenDone(build);
await import(pathToFileURL(API_SERVER).href);
