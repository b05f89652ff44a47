/**
 * The real server process: start-up, readiness and graceful shutdown on SIGTERM
 * (issue: foundation, items 2, 3 and 7).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from './test/free-port';
import { spawnServer as startServer, waitForHealth } from './test/server-process';
import { testDbKind } from './test/test-database';

// Each test starts the real server (tsx, an on-disk PGlite, migrations, seeds): about 20 s on a busy
// 2-core machine, so the default 30 s is too close.
describe.skipIf(testDbKind !== 'pglite')('server process', { timeout: 90_000 }, () => {
  // Made in a hook, not while the suite is collected: a skipped suite runs no afterAll to remove it.
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ft-server-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad setting and names it', async () => {
    const s = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('PORT');
  });

  it('serves health, then shuts down cleanly on SIGTERM', async () => {
    const port = await freeLoopbackPort();
    const s = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, s.child);
    const body = await (await fetch(`${base}/api/health`)).json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('keeps its data directory and secret across restarts', async () => {
    const port = await freeLoopbackPort();
    const s = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}`, s.child);
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
  });
});
