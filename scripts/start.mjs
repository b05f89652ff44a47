/**
 * `npm start`: builds the web app when its sources are newer than the last build, then runs
 * the API server (which serves the SPA) in this same process, so signals reach it directly.
 *
 * The build runs in a process of its own. Meanwhile this one loads the server's modules and, on
 * PGlite, opens, migrates and seeds the data directory, so a first start on a new clone spends
 * the build's seconds on the other core (issue 42 item 5, ADR 370). The server itself starts
 * once the build is there, since it serves the SPA only when it finds a build at start-up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = (file) => path.join(root, 'apps/api/src', file);

/**
 * What the server would do first, done while the build runs: its modules, and on PGlite the
 * ready database (db/ready.ts). Any failure is left for the server to meet and report.
 */
async function prepareServer() {
  try {
    const [{ loadConfig }, { openReadyDatabase }] = await Promise.all([
      import(api('config.ts')),
      import(api('db/ready.ts')),
    ]);
    const config = loadConfig(process.env);
    if (!config.databaseUrl && config.dataDir !== 'memory://') {
      await (await openReadyDatabase({ url: undefined, dataDir: config.dataDir })).close();
    }
    await import(api('app.ts'));
  } catch {
    // The server runs the same steps next and reports what went wrong.
  }
}

register();
const { startWebBuildIfStale } = await import('./web-build.ts');
const build = startWebBuildIfStale();
if (build) await Promise.all([build, prepareServer()]);
await import(api('server.ts'));
