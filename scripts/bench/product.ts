/**
 * The product as `npm run bench` measures it (issue 29 §6): a process of its own, started as
 * production starts it, `node apps/api/dist/server.mjs` (made first when older than its sources,
 * ../build.mjs) with production settings and the default logging (LOG_LEVEL unset: info, one line
 * per request, written to /dev/null as a service writes to its journal), on a fresh database
 * made ready by {@link openBenchDatabase} (migrated, reference data, an officer roster). The
 * benchmark's own process only drives the scenarios' set-up over HTTP and starts the load
 * generator (./load-generator.ts).
 * With BENCH_PRODUCT_PROCESSES=2 (PostgreSQL only) the product runs as production's layout does,
 * that many processes behind nginx (`npm run start:cluster`, ../cluster/cluster.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { API_SERVER, buildApiIfStale } from '../build.mjs';
import { startCluster } from '../cluster/cluster';
import { openBenchDatabase } from './databases';
import { type Kind, OFFICERS, PRODUCT_PROCESSES } from './settings';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The product's process, listening; `close()` stops it (SIGTERM) and removes its database. */
export interface ProductProcess {
  baseUrl: string;
  /** The fresh database's URL (PostgreSQL only). */
  url?: string;
  close(): Promise<void>;
}

/** Waits until `url` answers 200, for up to 60 s. @throws Error when the process exits first. */
async function ready(child: ChildProcess, url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the product did not answer within 60 s');
}

/**
 * Starts the product on a fresh database of `kind` with `officers` on the roster (default
 * BENCH_OFFICERS). PGlite has one process per data directory, so the benchmark's own handle is
 * closed before the product opens it; on PostgreSQL it is closed too (the product has its pool).
 */
export async function startProduct(kind: Kind, officers = OFFICERS): Promise<ProductProcess> {
  await buildApiIfStale();
  const bench = await openBenchDatabase(kind, officers);
  await bench.database.close();
  const port = await getPort({ host: '127.0.0.1' });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: bench.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Without payment keys the product runs in test mode and seeds demo officers at start (3
    // unless told): told the bench's roster, it adds none the measurement did not count on.
    DEMO_OFFICERS: String(officers),
    ...(bench.url ? { DATABASE_URL: bench.url } : {}),
  };
  if (PRODUCT_PROCESSES > 1 && bench.url) {
    const cluster = await startCluster({ processes: PRODUCT_PROCESSES, keepaliveRequests: 1_000_000, env }).catch(
      async (err) => {
        await bench.close();
        throw err;
      },
    );
    return {
      baseUrl: cluster.localUrl,
      url: bench.url,
      async close() {
        await cluster.stop();
        await bench.close();
      },
    };
  }
  const child = spawn(
    process.execPath,
    // BENCH_PRODUCT_PROF=<dir>: the product writes a V8 CPU profile there when it stops.
    [
      ...(process.env.BENCH_PRODUCT_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PRODUCT_PROF}`] : []),
      API_SERVER,
    ],
    {
      cwd: REPO,
      env: { ...env, HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await bench.close();
  };
  try {
    await ready(child, `${baseUrl}/api/config`);
  } catch (err) {
    await close();
    throw err;
  }
  return { baseUrl, url: bench.url, close };
}
