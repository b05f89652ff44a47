/**
 * Seeded PGlite test databases, loaded once per test worker and put back between test files
 * (issue 42 item 5; the load and the put-back's costs in ADR 397). Putting a database back: every
 * table's rows are deleted, the template's rows copied back from a snapshot taken when the
 * database was loaded, the sequences set back (template-rows.ts) and the session discarded (its
 * settings, locks, listens, temporary tables).
 *
 * A database whose catalog changed while it was lent (a test created a function, a trigger, a
 * sequence, a column...) is closed instead, so the next file never sees another file's schema.
 * After `close()` a lent database refuses queries as a closed PGlite would.
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase } from '../db/client';
import { catalogFingerprint, snapshotTemplateRows } from './template-rows';

interface LoadedDatabase {
  client: PGlite;
  /** Deletes every row and copies the template's back (one transaction). */
  resetSql: string;
  /** catalogFingerprint() when the database was loaded. */
  fingerprint: string;
}

/** Idle databases by template dump path: one is enough, since a worker runs one file at a time. */
const idle = new Map<string, LoadedDatabase>();
const dumps = new Map<string, Promise<Blob>>();

/**
 * A seeded test database loaded from the dump at `templatePath` (test/global-setup.ts), or one
 * this worker put back. Its `close()` puts it back for the next file.
 */
export async function leasePgliteDatabase(templatePath: string): Promise<Database> {
  const waiting = idle.get(templatePath);
  idle.delete(templatePath);
  const loaded = waiting ?? (await load(templatePath));
  return lend(loaded, () => putBack(templatePath, loaded));
}

async function load(templatePath: string): Promise<LoadedDatabase> {
  const dump = dumps.get(templatePath) ?? readFile(templatePath).then((bytes) => new Blob([bytes]));
  dumps.set(templatePath, dump);
  const client = await PGlite.create({ loadDataDir: await dump });
  const resetSql = await snapshotTemplateRows(client);
  return { client, resetSql, fingerprint: await catalogFingerprint(client) };
}

/**
 * The Database a test file uses: `client` behind a proxy that refuses calls once it is closed,
 * and whose `close` unlistens what the file listened to and puts the database back.
 */
function lend(loaded: LoadedDatabase, putBackLoaded: () => Promise<void>): Database {
  let closed = false;
  const listens: [channel: string, callback: (payload: string) => void][] = [];
  const close = async () => {
    if (closed) return;
    closed = true;
    // PGlite keeps each listen's callback in the client, and `unlisten(channel)` without the
    // callback leaves it there: the next file must not call this one's.
    for (const [channel, callback] of listens) await loaded.client.unlisten(channel, callback);
    await putBackLoaded();
  };
  const client = new Proxy(loaded.client, {
    get(target, property) {
      if (property === 'closed') return closed;
      if (property === 'close') return close;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        if (property === 'listen') listens.push([args[0] as string, args[1] as (payload: string) => void]);
        return value.apply(target, args);
      };
    },
  });
  return pgliteDatabase(client);
}

async function putBack(templatePath: string, loaded: LoadedDatabase): Promise<void> {
  try {
    await loaded.client.transaction((tx) => tx.exec(loaded.resetSql));
    await loaded.client.exec('discard all');
    if ((await catalogFingerprint(loaded.client)) !== loaded.fingerprint) throw new Error('the catalog changed');
  } catch {
    await loaded.client.close();
    return;
  }
  if (idle.has(templatePath)) await loaded.client.close();
  else idle.set(templatePath, loaded);
}
