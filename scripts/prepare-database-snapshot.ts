/**
 * `postinstall`: makes the migrated PGlite snapshot (ADR 370) that a new data directory starts
 * from, so the very first `npm start` of a new clone skips initdb and every migration (issue 42
 * item 5, ADR 376). The snapshot is named after the migrations and the PGlite version, under
 * node_modules/.cache, exactly as the first start would have written it; a later migration makes
 * the next start write a new one. Best effort: a failure here costs the first start its 3-5 s,
 * never the install.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { readMigratedSnapshot } from '../apps/api/src/db/pglite-snapshot';

const started = performance.now();
const dataDir = await mkdtemp(path.join(tmpdir(), 'fasttrack-snapshot-'));
try {
  if (await readMigratedSnapshot()) {
    console.log('fasttrack: the migrated database snapshot is up to date');
  } else {
    const database = await openDatabase({ url: undefined, dataDir });
    await runMigrations(database);
    await database.close();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`fasttrack: migrated database snapshot made in ${seconds} s (the first start skips initdb)`);
  }
} catch (err) {
  console.warn(
    `fasttrack: no migrated database snapshot (${(err as Error).message}); the first start migrates instead`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
