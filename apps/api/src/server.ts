/**
 * Production entry point: reads settings, opens and migrates the database, seeds reference
 * data, listens, and shuts down gracefully on SIGTERM/SIGINT (ADR 100, 211, 310): first a drain
 * of SHUTDOWN_DRAIN_SECONDS (1 s by default; health 503, everything else still served), then
 * `app.close()`: new requests get 503 with Retry-After, the listener stays open until the
 * kernel's accept queue is read (in test mode also until the requests in flight are answered:
 * plugins/graceful-close.ts), then it closes with the idle keep-alive connections, what is in
 * flight is answered, and every onClose hook runs (job runner, rate limiter, database), exit 0.
 * Should anything hang, close-with-grace exits 1
 * {@link SHUTDOWN_LIMIT_MS} after the drain, so a stop takes at most the drain plus 9 s: give the
 * runtime's stop grace 10 s plus the drain (`docker stop -t 11`; TimeoutStopSec in docs/systemd).
 * A second signal exits at once.
 */

import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError, LEFT_BEHIND_WAIT_MS } from './db/data-dir-lock';
import { openReadyDatabase } from './db/ready';
import type { DemoStaff } from './features/staff/index';
import { beginDrain } from './plugins/graceful-close';

/** Longest the close after the drain may take before the process exits 1 anyway (issue 14, item 3). */
const SHUTDOWN_LIMIT_MS = 9_000;

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, pkg.version);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // The app's modules (most of the start-up's reading and transpiling) load while the database
  // opens, migrates and seeds, instead of before it (issue 42 item 5): PGlite's start is mostly
  // its own WebAssembly work, and the module loader works beside it.
  const modules = Promise.all([import('./app'), import('./features/staff/index')]);
  modules.catch(() => undefined); // awaited below, where a failure is thrown
  const database = await openReadyDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    testMode: config.testMode,
    // A restart right after a killed server waits for the lock it left (db/data-dir-lock.ts).
    dataDirLock: {
      waitMs: LEFT_BEHIND_WAIT_MS,
      onWait: (message) => console.error(message),
      onLost: (err) => console.error(`The lock of DATA_DIR ${config.dataDir} was lost: ${err.message}`),
    },
  });
  const [{ buildApp }, { seedDemoStaffIfTestMode }] = await modules;
  const demo = await seedDemoStaffIfTestMode(database.db, config);
  const app = await buildApp({ config, database });

  closeWithGrace({ delay: config.shutdownDrainMs + SHUTDOWN_LIMIT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    if (!err && config.shutdownDrainMs > 0) {
      beginDrain(app);
      await sleep(config.shutdownDrainMs);
    }
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, testMode: config.testMode },
    `FastTrack LOS ready on ${config.publicUrl}${config.testMode ? ' (test mode)' : ''}`,
  );
  if (demo) app.log.info(demoStaffBanner(demo));
}

/** The demo sign-in details, printed at start in test mode (README, Test mode). */
function demoStaffBanner(demo: DemoStaff): string {
  const officers =
    demo.officerEmails.length > 1
      ? `${demo.officerEmails[0]} … ${demo.officerEmails.at(-1)}`
      : (demo.officerEmails[0] ?? 'none');
  return [
    `Demo staff (test mode), password ${demo.password}:`,
    `  admin ${demo.adminEmail}, dispatcher ${demo.dispatcherEmail}, officers ${officers}`,
  ].join('\n');
}

main().catch((err) => {
  // Another server on the same embedded database: the sentence says what to do, a stack would not.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
