/**
 * One API process of the cluster (cluster.ts): started directly with node on a loopback port,
 * and waited for until it answers `/api/health`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_SERVER } from '../build.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How long a process may take to answer /api/health after it starts (migrations included). */
const READY_LIMIT_MS = 90_000;

/** A started process, named for logs, and its exit. */
export interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * One API process, the server's bundle (scripts/build.mjs) run directly with node: on loopback
 * only (nginx is its way in), believing X-Forwarded-For from nginx's address alone (TRUST_PROXY,
 * ADR 085), with the cluster's public URL so payment callbacks and webhooks come back through
 * nginx.
 */
export function spawnApi(
  env: Record<string, string | undefined>,
  p: { port: number; publicUrl: string; dataDir: string },
): ChildProcess {
  return spawn(process.execPath, [API_SERVER], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(p.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: p.publicUrl,
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: p.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own: Ctrl-C in a terminal signals the whole foreground group, and a second
    // signal would cut the drain short (ADR 100). The launcher alone tells it when to stop.
    detached: true,
  });
}

/** Polls `${base}/api/health` until 200; throws when `child` exits first or time runs out. */
export async function waitForHealth(base: string, child: Child): Promise<void> {
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + READY_LIMIT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${child.name} exited before it was ready (see its output above)`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${base}/api/health within ${READY_LIMIT_MS / 1000} s`);
}
