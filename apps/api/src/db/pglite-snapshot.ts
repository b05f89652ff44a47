/**
 * Migrated PGlite snapshots (issue 42 item 5, ADR 370): the first time a new, empty PGlite
 * database is migrated, a dump of it (before any seed or data) is kept in {@link SNAPSHOT_DIR},
 * named after the migrations and the PGlite version; a new data directory then starts from that
 * dump (client.ts; extracted by the system's tar, ADR 389) instead of running initdb and every
 * migration (migrate.ts writes it).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = path.resolve(here, '../../drizzle');
/** Under node_modules, so git ignores the snapshots and `npm ci` clears them. */
export const SNAPSHOT_DIR = path.resolve(here, '../../../../node_modules/.cache/fasttrack-pglite');

let snapshotName: string | undefined;

/**
 * The snapshot's file in `dir`: named by a hash of the migration journal, every migration's SQL
 * and the PGlite version, so a new migration or a PGlite upgrade never loads an older dump.
 */
export function snapshotFile(dir = SNAPSHOT_DIR): string {
  if (!snapshotName) {
    const hash = createHash('sha256');
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    hash.update(readFileSync(path.resolve(pgliteEntry, '../../package.json')));
    const journal = readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8');
    hash.update(journal);
    for (const { tag } of JSON.parse(journal).entries as { tag: string }[]) {
      hash.update(readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`)));
    }
    snapshotName = `migrated-${hash.digest('hex').slice(0, 24)}.tar`;
  }
  return path.join(dir, snapshotName);
}

/** The migrated snapshot for the current migrations, or undefined when none was made yet. */
export async function readMigratedSnapshot(dir = SNAPSHOT_DIR): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(snapshotFile(dir))]);
  } catch {
    return undefined;
  }
}

/**
 * Makes the new data directory `target` (missing or empty) from the migrated snapshot with the
 * system's `tar`, many times faster than PGlite's own `loadDataDir`, which parses the dump and
 * writes each file through its WebAssembly file system (issue 42 item 5, ADR 389). The files are
 * extracted beside `target` and renamed into place, so a start that dies halfway leaves no
 * half-made data directory behind.
 * @returns false when there is no snapshot, or no `tar` that could extract it (nothing is left
 *   behind then): the caller starts PGlite from {@link readMigratedSnapshot} or from initdb.
 */
export async function extractMigratedSnapshot(target: string, dir = SNAPSHOT_DIR): Promise<boolean> {
  const file = snapshotFile(dir);
  if (!existsSync(file)) return false;
  const staging = `${target}.${process.pid}.part`;
  try {
    await mkdir(staging, { recursive: true });
    await promisify(execFile)('tar', ['-xf', file, '-C', staging, '--no-same-owner']);
    await rmdir(target).catch(() => undefined); // only when empty: never a database's files
    await rename(staging, target);
    return true;
  } catch {
    await rm(staging, { recursive: true, force: true });
    return false;
  }
}

/**
 * Writes the dump of a database that holds only the migrations, unless one is there already, and
 * removes the snapshots of other migrations.
 * Written under a temporary name and renamed, so a process starting at the same moment reads
 * either no snapshot or a whole one. Best effort: a read-only folder only costs the next start time.
 */
export async function saveSnapshot(client: PGlite, dir = SNAPSHOT_DIR): Promise<void> {
  const file = snapshotFile(dir);
  if (existsSync(file)) return;
  try {
    await mkdir(dir, { recursive: true });
    const part = `${file}.${process.pid}.part`;
    await writeFile(part, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await rename(part, file);
    // Older migrations' snapshots are never read again.
    for (const name of await readdir(dir)) {
      if (/^migrated-\w+\.tar$/.test(name) && name !== path.basename(file))
        await rm(path.join(dir, name), { force: true });
    }
  } catch {
    // The database itself is migrated; only the shortcut for the next new one is missing.
  }
}
