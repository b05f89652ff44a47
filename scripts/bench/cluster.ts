/**
 * Throughput at 1 and at 2 API processes behind nginx (issue 20 §3; ADR 140), part of
 * `npm run bench`: the same requests (flight search by number, `/api/config`) through the same
 * nginx configuration as `npm run start:cluster`, each cluster on a fresh PostgreSQL database.
 * Measured only when PostgreSQL answers and nginx is installed; otherwise says why it skipped.
 * `BENCH_CLUSTER=0` skips it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { startCluster } from '../cluster/cluster';
import { findNginx } from '../cluster/nginx';
import { adminQuery, createBenchDatabase } from './databases';
import { reportFailures } from './table';

export interface ClusterBenchOptions {
  /** PostgreSQL server on which a fresh database is made for each cluster. */
  adminUrl: string;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Writes one line of the report. */
  print(line?: string): void;
}

interface ClusterRow {
  processes: number;
  scenario: string;
  rps: number;
  p99: number;
  failures: number;
}

const PROCESS_COUNTS = [1, 2];

/** One cluster of `processes` on a fresh database; measures each request in turn. */
async function measureAt(processes: number, o: ClusterBenchOptions): Promise<ClusterRow[]> {
  const database = await createBenchDatabase(o.adminUrl, 'ft_bench_cluster');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ftlos-bench-cluster-'));
  const port = await getPort({ host: '127.0.0.1' });
  try {
    const cluster = await startCluster({
      // One measurement sends about 10,000 requests per connection: no connection is closed
      // under the load generator, which would count the dropped request as a failure.
      keepaliveRequests: 1_000_000,
      processes,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
    });
    const rows: ClusterRow[] = [];
    try {
      const searchPath = `/api/flights/search/number/BA75/${addDaysIso(lagosToday(), 7)}`;
      // The first search makes the dated flight; the measured ones are repeat searches.
      const first = await fetch(cluster.localUrl + searchPath);
      if (first.status !== 200) throw new Error(`pre-warm search answered ${first.status}`);
      for (const [scenario, requestPath] of [
        ['flight search by number', searchPath],
        ['/api/config', '/api/config'],
      ] as const) {
        const run = (seconds: number) =>
          autocannon({
            url: cluster.localUrl + requestPath,
            connections: o.connections,
            duration: seconds,
            workers: 1,
          });
        if (o.warmupSeconds > 0) await run(o.warmupSeconds);
        process.stderr.write(`  cluster of ${processes}: ${scenario} (${o.durationSeconds} s)\n`);
        const r = await run(o.durationSeconds);
        reportFailures(`cluster of ${processes}: ${scenario}`, r);
        rows.push({
          processes,
          scenario,
          rps: r.requests.average,
          p99: r.latency.p99,
          failures: r.non2xx + r.errors + r.timeouts,
        });
      }
    } finally {
      await cluster.stop();
    }
    return rows;
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Prints req/s and p99 at 1 and 2 processes, and the gain of 2 over 1 per request.
 * @returns true when a measurement saw failures (the figures are then not valid).
 */
export async function measureClusterThroughput(o: ClusterBenchOptions): Promise<boolean> {
  o.print();
  if (!findNginx()) {
    o.print('Processes behind nginx: skipped, nginx is not installed (apt-get install nginx).');
    return false;
  }
  try {
    await adminQuery(o.adminUrl, 'select 1');
  } catch {
    o.print(`Processes behind nginx: skipped, no PostgreSQL at ${new URL(o.adminUrl).host}.`);
    return false;
  }
  const rows: ClusterRow[] = [];
  for (const processes of PROCESS_COUNTS) rows.push(...(await measureAt(processes, o)));
  // The load generator, nginx, PostgreSQL and the processes share these cores: a second process
  // can only gain what the first leaves idle.
  o.print(
    `Processes behind nginx (PostgreSQL, ${o.connections} connections through nginx, ${availableParallelism()} CPU cores for everything):`,
  );
  o.print(
    `${'processes'.padEnd(10)}${'scenario'.padEnd(26)}${'req/s'.padStart(8)}${'p99 ms'.padStart(8)}  vs 1  failed`,
  );
  for (const r of rows) {
    const single = rows.find((x) => x.processes === 1 && x.scenario === r.scenario);
    const gain = single ? `${(r.rps / single.rps).toFixed(2)}x` : '';
    o.print(
      `${String(r.processes).padEnd(10)}${r.scenario.padEnd(26)}${r.rps.toFixed(0).padStart(8)}${r.p99.toFixed(1).padStart(8)}  ${gain.padStart(5)}  ${r.failures}`,
    );
  }
  return rows.some((r) => r.failures > 0);
}
