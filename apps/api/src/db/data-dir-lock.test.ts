import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('the embedded database directory lock', () => {
  const dirs: string[] = [];
  const newDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ft-lock-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('refuses a second holder with a sentence that names the directory, and lets one in after release', async () => {
    const dataDir = newDataDir();
    const release = await lockDataDir(dataDir);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`DATA_DIR ${dataDir} is in use by another FastTrack LOS server`);
    await release();
    await release(); // a second call changes nothing
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('takes over at once a lock that nobody has refreshed for a minute (a killed server)', async () => {
    const dataDir = newDataDir();
    const leftBehind = path.join(dataDir, 'server.lock');
    mkdirSync(leftBehind, { recursive: true });
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(leftBehind, aMinuteAgo, aMinuteAgo);
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('waits, saying so once, for a holder that lets go', async () => {
    const dataDir = newDataDir();
    const release = await lockDataDir(dataDir);
    const said: string[] = [];
    const waiting = lockDataDir(dataDir, {
      waitMs: 30_000,
      onWait: (message) => {
        said.push(message);
        // Let go once the first attempt has been refused, so that a retry (1 s later) takes it.
        setTimeout(() => void release(), 200);
      },
    });
    const mine = await waiting;
    expect(said).toEqual([
      `DATA_DIR ${dataDir} is locked by another FastTrack LOS server; waiting up to 30 s for it to end.`,
    ]);
    await mine();
  });
});
