/**
 * One server per embedded database directory. PGlite keeps the database's pages and WAL in the
 * process that opened it and has no guard of its own: a second `npm start` on the same
 * `DATA_DIR` opened the same files beside the first (both answered `/api/health`), each writing
 * them from its own memory, which loses or corrupts what the other wrote. PostgreSQL refuses a
 * second server on a data directory (`postmaster.pid`); this is the same refusal for PGlite.
 *
 * The lock is proper-lockfile's: a directory `<DATA_DIR>/server.lock` made atomically, whose
 * modification time the holder refreshes every second (an unref'd timer of the library). A lock
 * not refreshed for {@link STALE_MS}, as one left by a killed process, is taken over. The server
 * waits {@link LEFT_BEHIND_WAIT_MS} for that (a restart right after `kill -9`), then gives up; a
 * tool such as `npm run staff:create` gives up at once (the server must be stopped first).
 * db/client.ts takes the lock when it opens PGlite on a directory and releases it on close.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * A lock whose holder has not refreshed it for this long is taken as left behind (ms). Short, so a
 * restart after a crash is not held up; the holder refreshes it five times in that span, so only
 * an event loop blocked for about 4 s would let another process take it (ADR 386).
 */
const STALE_MS = 5_000;
/** How often the holder refreshes its lock (ms). */
const UPDATE_MS = 1_000;
/** How long the server waits for a lock that may have been left behind (ms): a little over {@link STALE_MS}. */
export const LEFT_BEHIND_WAIT_MS = STALE_MS + 2_000;

/** Thrown when another live process holds the directory. `message` is for the person who started the server. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another FastTrack LOS server. Stop that one first, or start this one with another DATA_DIR or a DATABASE_URL.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLockOptions {
  /**
   * How long to wait for a holder that may have stopped refreshing its lock (a killed process),
   * in ms; default 0: give up at once.
   */
  waitMs?: number;
  /** Called once when the lock is held by somebody else and waiting begins (what to tell the operator). */
  onWait?: (message: string) => void;
  /** Called if the lock is lost while the server runs (its directory removed or taken over). */
  onLost?: (err: Error) => void;
}

/**
 * Takes the lock of `dataDir` (created if missing) for this process.
 * @returns a function that releases it, once however often it is called (the library also
 *   releases it when the process exits).
 * @throws DataDirInUseError when another process still holds it after `waitMs`; what the file
 *   system throws otherwise (e.g. EACCES).
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions = {}): Promise<() => Promise<void>> {
  const { waitMs = 0, onWait, onLost } = options;
  mkdirSync(dataDir, { recursive: true });
  const settings = {
    stale: STALE_MS,
    update: UPDATE_MS,
    lockfilePath: path.join(dataDir, 'server.lock'),
    onCompromised: (err: Error) => onLost?.(err),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, settings);
  } catch (err) {
    if (!isHeld(err)) throw err;
    if (waitMs <= 0) throw new DataDirInUseError(dataDir);
    onWait?.(
      `DATA_DIR ${dataDir} is locked by another FastTrack LOS server; waiting up to ${Math.ceil(waitMs / 1000)} s for it to end.`,
    );
    const retries = { retries: Math.ceil(waitMs / 1000), factor: 1, minTimeout: 1_000, maxTimeout: 1_000 };
    release = await lockfile.lock(dataDir, { ...settings, retries }).catch((again: unknown) => {
      throw isHeld(again) ? new DataDirInUseError(dataDir) : again;
    });
  }
  let released: Promise<void> | undefined;
  return () => {
    released ??= release();
    return released;
  };
}

const isHeld = (err: unknown) => (err as { code?: string } | null)?.code === 'ELOCKED';
