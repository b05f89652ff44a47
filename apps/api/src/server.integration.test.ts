/**
 * The real server process: start-up, readiness and graceful shutdown on SIGTERM
 * (issue: foundation, items 2, 3 and 7).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './test/test-database';

const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server not ready');
}

describe.skipIf(testDbKind !== 'pglite')('server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start on a bad setting and names it', async () => {
    const s = startServer({ PORT: 'abc', DATA_DIR: dataDir });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('PORT');
  });

  it('serves health, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const s = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, s.child);
    const body = await (await fetch(`${base}/api/health`)).json();
    expect(body).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });

    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('keeps its data directory and secret across restarts', async () => {
    const port = await freePort();
    const s = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}`, s.child);
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
  });
});
