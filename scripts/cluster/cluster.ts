/**
 * Several API processes behind nginx on this machine (issue 20 §3; ADR 140): each process is
 * `node apps/api/dist/server.mjs` run directly, on a loopback port of its own, with
 * the same database, Redis, data directory and public URL; nginx listens on PORT in front of
 * them. Used by `npm run start:cluster`, its test and `npm run bench`.
 *
 * Only PostgreSQL can be shared: PGlite is a database inside one process.
 *
 * A process that dies is started again on its port after a back-off (issue 29 §1; ADR 140): the
 * others and nginx keep serving, and nginx routes around the dead one until it is back. After
 * {@link GIVE_UP_AFTER} crashes of one process within {@link CRASH_WINDOW_MS}, the launcher gives
 * up: `unexpectedExit` resolves and the caller stops everything. In production systemd does the
 * same (docs/production-layout.md).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '@fasttrack/api/src/config';
import { resolveJwtSecret } from '@fasttrack/api/src/features/auth/access-token';
import getPort from 'get-port';
import { type Child, spawnApi, waitForHealth } from './api-process';
import { startNginx } from './nginx';

/**
 * SHUTDOWN_DRAIN_SECONDS of the processes unless set (issue 29 §3): after SIGTERM a process
 * serves this long with /api/health at 503 before it stops listening.
 */
export const DEFAULT_DRAIN_SECONDS = 5;
/** How long the processes may take to stop, after their drain, before they are killed (the API closes in 9 s). */
const STOP_LIMIT_MS = 12_000;

/** Back-off before restarting a process: 0.5 s after its first crash in the window, doubled each time. */
const FIRST_RESTART_DELAY_MS = 500;
/** Crashes of one process counted together: a process that ran this long without one starts afresh. */
const CRASH_WINDOW_MS = 60_000;
/** This many crashes of one process within the window, and the launcher gives up (0.5+1+2+4 s of back-off). */
export const GIVE_UP_AFTER = 5;

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
  /** A process died on its own and is started again after `delayMs`. Default: ignored. */
  onRestart?: (event: RestartEvent) => void;
  /** A process was started again, with this pid (it answers /api/health once ready). Default: ignored. */
  onRestarted?: (name: string, pid: number | undefined) => void;
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
  /**
   * Resolves when the layout cannot go on: nginx exited on its own, or an API process crashed
   * {@link GIVE_UP_AFTER} times within {@link CRASH_WINDOW_MS}.
   */
  unexpectedExit: Promise<{ name: string; code: number | null }>;
  /** The pid of each process now running, by name (`api-1`, ..., `nginx`); a restarted one has a new pid. */
  pids(): Record<string, number | undefined>;
  /** How many times API processes were restarted so far. */
  restarts(): number;
  /** SIGTERM to the API processes and SIGQUIT to nginx; resolves with each one's exit code. */
  stop(): Promise<StoppedProcess[]>;
}

export interface StoppedProcess {
  name: string;
  /** null when it was killed (it outlived STOP_LIMIT_MS). */
  code: number | null;
}

export interface RestartEvent {
  name: string;
  /** The exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Crashes of this process within the window, this one included. */
  crashes: number;
  delayMs: number;
}

/**
 * Starts the processes and nginx and waits until each answers `/api/health`.
 * @throws ClusterError when DATABASE_URL is not PostgreSQL or a setting is invalid;
 *   Error when a process or nginx exits or stays unready (everything started is stopped first).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.processes ?? 2;
  const env = { SHUTDOWN_DRAIN_SECONDS: String(DEFAULT_DRAIN_SECONDS), ...options.env };
  const config = checkedConfig(env);
  const drainMs = config.shutdownDrainMs;
  // Every process signs and verifies sessions and stream tickets with one secret. Without
  // JWT_SECRET it is a file in the shared data directory: made here, before any process races to.
  if (!config.jwtSecret) resolveJwtSecret(undefined, config.dataDir);

  // The current child of each name: a restarted process replaces the one that died.
  const children: Child[] = [];
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let restarts = 0;
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'ftlos-nginx-'));
  const stop = async () => {
    for (const timer of pendingRestarts) clearTimeout(timer);
    for (const c of children) c.process.kill(c.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    const killer = setTimeout(() => {
      for (const c of children) c.process.kill('SIGKILL');
    }, drainMs + STOP_LIMIT_MS);
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
  // Before every process has answered once, a crash is a fault of the start, not one to restart.
  let ready = false;
  /**
   * Follows a child, in place of `replacing` when given. `restart` makes its replacement when it
   * dies on its own (API processes); `crashes` are the times of its earlier crashes (none at first).
   */
  const track = (
    name: string,
    child: ChildProcess,
    { restart, crashes = [], replacing }: { restart?: () => ChildProcess; crashes?: number[]; replacing?: Child } = {},
  ): Child => {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => options.onOutput?.(name, line));
    }
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const exited = ended.then(({ code }) => code);
    void ended.then(({ code, signal }) => {
      if (stopping) return;
      const now = Date.now();
      const recent = [...crashes.filter((at) => now - at < CRASH_WINDOW_MS), now];
      if (!restart || !ready || recent.length >= GIVE_UP_AFTER) {
        reportExit({ name, code });
        return;
      }
      const delayMs = FIRST_RESTART_DELAY_MS * 2 ** (recent.length - 1);
      options.onRestart?.({ name, code, signal, crashes: recent.length, delayMs });
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (stopping) return;
        restarts++;
        const next = track(name, restart(), { restart, crashes: recent, replacing: entry });
        options.onRestarted?.(name, next.process.pid);
      }, delayMs);
      pendingRestarts.add(timer);
    });
    const entry = { name, process: child, exited };
    if (replacing) children[children.indexOf(replacing)] = entry;
    else children.push(entry);
    return entry;
  };

  try {
    const ports = await Promise.all(Array.from({ length: count }, () => getPort({ host: '127.0.0.1' })));
    const apis = ports.map((port, i) => {
      const spawnThis = () => spawnApi(env, { port, publicUrl: config.publicUrl, dataDir: config.dataDir });
      return track(`api-${i + 1}`, spawnThis(), { restart: spawnThis });
    });
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
    ready = true;
    return {
      url: config.publicUrl,
      localUrl,
      apiUrls,
      unexpectedExit,
      pids: () => Object.fromEntries(children.map((c) => [c.name, c.process.pid])),
      restarts: () => restarts,
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
