/**
 * Several API processes behind nginx on this machine (issue 20 §3; ADR 140): each process is
 * `node --import tsx apps/api/src/server.ts` run directly, on a loopback port of its own, with
 * the same database, Redis, data directory and public URL; nginx listens on PORT in front of
 * them. Used by `npm run start:cluster`, its test and `npm run bench`.
 *
 * Only PostgreSQL can be shared: PGlite is a database inside one process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@fasttrack/api/src/config';
import { resolveJwtSecret } from '@fasttrack/api/src/features/auth/access-token';
import getPort from 'get-port';
import { startNginx } from './nginx';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How long a process may take to answer /api/health after it starts (migrations included). */
const READY_LIMIT_MS = 90_000;
/** How long the processes may take to stop before they are killed (the API drains in 9 s). */
const STOP_LIMIT_MS = 12_000;

/** A setting that makes the cluster impossible, explained to the person who started it. */
export class ClusterError extends Error {
  override name = 'ClusterError';
}

export interface ClusterOptions {
  /** Settings of the API processes (as process.env); PORT and HOST are where nginx listens. */
  env: Record<string, string | undefined>;
  /** How many API processes; default 2. */
  processes?: number;
  /** Each output line of a process, with its name (`api-1`, `api-2`, ...). Default: ignored. */
  onOutput?: (name: string, line: string) => void;
  /** nginx binary; default found by findNginx(). */
  nginxBinary?: string | null;
  /** nginx's requests per client keep-alive connection; default `KEEPALIVE_REQUESTS` (nginx.ts). */
  keepaliveRequests?: number;
}

export interface Cluster {
  /** The public URL (PUBLIC_URL, default http://localhost:PORT), served by nginx. */
  url: string;
  /** nginx on loopback, for local callers: http://127.0.0.1:PORT. */
  localUrl: string;
  /** Each API process, reached directly: http://127.0.0.1:<port>. */
  apiUrls: string[];
  /** Resolves with the name and code of the first child that exits on its own. */
  unexpectedExit: Promise<{ name: string; code: number | null }>;
  /** SIGTERM to the API processes and SIGQUIT to nginx; resolves with each one's exit code. */
  stop(): Promise<StoppedProcess[]>;
}

export interface StoppedProcess {
  name: string;
  /** null when it was killed (it outlived STOP_LIMIT_MS). */
  code: number | null;
}

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/**
 * Starts the processes and nginx and waits until each answers `/api/health`.
 * @throws ClusterError when DATABASE_URL is not PostgreSQL or a setting is invalid;
 *   Error when a process or nginx exits or stays unready (everything started is stopped first).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 2;
  const config = checkedConfig(options.env);
  // Every process signs and verifies sessions and stream tickets with one secret. Without
  // JWT_SECRET it is a file in the shared data directory: made here, before any process races to.
  if (!config.jwtSecret) resolveJwtSecret(undefined, config.dataDir);

  const children: Child[] = [];
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'ftlos-nginx-'));
  const stop = async () => {
    for (const c of children) c.process.kill(c.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    const killer = setTimeout(() => {
      for (const c of children) c.process.kill('SIGKILL');
    }, STOP_LIMIT_MS);
    const codes = await Promise.all(children.map((c) => c.exited));
    clearTimeout(killer);
    rmSync(nginxDir, { recursive: true, force: true });
    return children.map((c, i) => ({ name: c.name, code: codes[i] ?? null }));
  };

  let stopping = false;
  let reportExit: (exit: { name: string; code: number | null }) => void = () => {};
  const unexpectedExit = new Promise<{ name: string; code: number | null }>((resolve) => {
    reportExit = resolve;
  });
  const track = (name: string, child: ChildProcess): Child => {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => options.onOutput?.(name, line));
    }
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    void exited.then((code) => {
      if (!stopping) reportExit({ name, code });
    });
    const entry = { name, process: child, exited };
    children.push(entry);
    return entry;
  };

  try {
    const ports = await Promise.all(Array.from({ length: count }, () => getPort({ host: '127.0.0.1' })));
    const apis = ports.map((port, i) =>
      track(`api-${i + 1}`, spawnApi(options.env, { port, publicUrl: config.publicUrl, dataDir: config.dataDir })),
    );
    const apiUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(apis.map((api, i) => waitForHealth(apiUrls[i] ?? '', api)));

    const nginx = track(
      'nginx',
      startNginx(
        {
          host: config.host,
          port: config.port,
          upstreams: ports.map((port) => `127.0.0.1:${port}`),
          dir: nginxDir,
          showUpstream: config.testMode,
          keepaliveRequests: options.keepaliveRequests,
        },
        options.nginxBinary,
      ),
    );
    const localUrl = `http://127.0.0.1:${config.port}`;
    await waitForHealth(localUrl, nginx);
    return {
      url: config.publicUrl,
      localUrl,
      apiUrls,
      unexpectedExit,
      stop: () => {
        stopping = true;
        return stop();
      },
    };
  } catch (err) {
    stopping = true;
    await stop();
    throw err;
  }
}

/** The settings, checked as the API checks them, and refused when they cannot be shared. */
function checkedConfig(env: Record<string, string | undefined>) {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (err) {
    throw new ClusterError((err as Error).message);
  }
  if (!config.databaseUrl) {
    throw new ClusterError(
      'Several API processes need one PostgreSQL database: set DATABASE_URL=postgres://... ' +
        '(the embedded database, PGlite, lives inside one process and cannot be shared).',
    );
  }
  if (config.dataDir === 'memory://') {
    throw new ClusterError('DATA_DIR=memory:// cannot be shared by several processes: give a directory.');
  }
  return config;
}

/**
 * One API process, run directly with node: on loopback only (nginx is its way in), believing
 * X-Forwarded-For from nginx's address alone (TRUST_PROXY, ADR 085), with the cluster's
 * public URL so payment callbacks and webhooks come back through nginx.
 */
function spawnApi(
  env: Record<string, string | undefined>,
  p: { port: number; publicUrl: string; dataDir: string },
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
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
async function waitForHealth(base: string, child: Child): Promise<void> {
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
