/**
 * `npm run bench` (issue: flights, Benchmark): starts the app in this process on a random port,
 * once on PGlite (a temporary data directory) and once on PostgreSQL (a fresh database created
 * on BENCH_DATABASE_URL's server, dropped afterwards), and measures each scenario with
 * autocannon next to a bare JSON route measured in the same run. Load is generated in a worker
 * thread so it does not share the server's event loop.
 *
 * Then Lighthouse 12 (./lighthouse.ts, issue: whole journey): mobile defaults, median of 3 runs,
 * on `/` and `/dashboard` of the production build, printed after the API table.
 *
 * Settings (environment):
 *   BENCH_API=0        skip the API measurements
 *   BENCH_LIGHTHOUSE=0 skip Lighthouse (RUNS=n changes its run count)
 *   BENCH_DURATION     seconds per measurement (default 10)
 *   BENCH_WARMUP       seconds of unmeasured load before each measurement (default 2)
 *   BENCH_CONNECTIONS  concurrent connections (default 10)
 *   BENCH_DATABASES    pglite,postgres (default both)
 *   BENCH_SCENARIOS    comma-separated scenario names to run (default all)
 *   BENCH_OFFICERS     officers seeded on the roster, 60 days ahead (default 150)
 *   BENCH_DATABASE_URL PostgreSQL server for the fresh database (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLUSTER=0    skip throughput at 1 and 2 API processes behind nginx (./cluster.ts; needs
 *                      PostgreSQL and nginx, else it says it skipped)
 *
 * Target on PostgreSQL (issue: flights): flight search at >= 40% of the bare route's req/s and
 * p99 <= 20 ms. Exits 1 when a measurement saw errors or non-2xx answers.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@fasttrack/api/src/app';
import { loadConfig } from '@fasttrack/api/src/config';
import { openDatabase } from '@fasttrack/api/src/db/client';
import { runMigrations } from '@fasttrack/api/src/db/migrate';
import { seedReferenceData } from '@fasttrack/api/src/db/seed/index';
import { seedDemoStaff } from '@fasttrack/api/src/features/staff/index';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureClusterThroughput, reportFailures } from './cluster';
import { printLighthouse, runLighthouse } from './lighthouse';
import { scenarios } from './scenarios/index';
import type { BenchContext, BenchRequest, Scenario } from './scenarios/types';

type Kind = 'pglite' | 'postgres';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const DURATION = num('BENCH_DURATION', 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Kind[];
/** Officers on the roster of the benchmark's database (each booking holds one). */
const BENCH_OFFICERS = num('BENCH_OFFICERS', 150);
const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim().toLowerCase());

/** The report goes to stdout; progress goes to stderr. */
const print = (line = '') => process.stdout.write(`${line}\n`);

const TARGET_SHARE = 0.4;
const TARGET_P99_MS = 20;

const bare: Scenario = {
  name: 'bare JSON route',
  setup: async () => ({ method: 'GET', path: '/bench/bare' }),
};

interface Row {
  kind: Kind;
  scenario: string;
  rps: number;
  p99: number;
  share: number;
  failures: number;
}

/** A fresh database for one run, and how to remove it. */
async function freshDatabase(kind: Kind): Promise<{ url?: string; dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ftlos-bench-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { dataDir, cleanup: removeDir };
  const name = `ft_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    dataDir,
    async cleanup() {
      await admin(`drop database if exists ${name} with (force)`);
      await removeDir();
    },
  };
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function load(baseUrl: string, requests: BenchRequest[], seconds: number) {
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
  });
}

async function measure(kind: Kind, list: Scenario[]): Promise<Row[]> {
  const target = await freshDatabase(kind);
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir, poolMax: 10 });
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    // Bookings hold officers (issue 15): a roster large enough for the booking scenarios.
    await seedDemoStaff(database.db, BENCH_OFFICERS);
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: '0',
        DATA_DIR: target.dataDir,
        DATABASE_URL: target.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
      'bench',
    );
    const app = await buildApp({ config, database });
    // Only the benchmark has this route: the floor every scenario is compared with.
    app.get('/bench/bare', async () => ({ success: true, data: { ok: true } }));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const ctx: BenchContext = { app, baseUrl, database, kind };
    const rows: Row[] = [];
    try {
      for (const scenario of [bare, ...list]) {
        const prepared = await scenario.setup(ctx);
        const requests = Array.isArray(prepared) ? prepared : [prepared];
        if (WARMUP > 0) await load(baseUrl, requests, WARMUP);
        process.stderr.write(`  ${kind}: ${scenario.name} (${DURATION} s)\n`);
        const r = await load(baseUrl, requests, DURATION);
        reportFailures(`${kind}: ${scenario.name}`, r);
        const rps = r.requests.average;
        rows.push({
          kind,
          scenario: scenario.name,
          rps,
          p99: r.latency.p99,
          share: rows[0] ? rps / rows[0].rps : 1,
          failures: r.non2xx + r.errors + r.timeouts,
        });
      }
    } finally {
      await app.close();
    }
    return rows;
  } finally {
    await database.close();
    await target.cleanup();
  }
}

function printTable(rows: Row[]) {
  const header = ['database', 'scenario', 'req/s', 'p99 ms', 'vs bare', 'failed'];
  const lines = rows.map((r) => [
    r.kind,
    r.scenario,
    r.rps.toFixed(0),
    r.p99.toFixed(1),
    `${(r.share * 100).toFixed(0)}%`,
    String(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  print(fmt(header));
  print(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) print(fmt(l));
}

async function measureApi() {
  const list = ONLY ? scenarios.filter((s) => ONLY.includes(s.name.toLowerCase())) : scenarios;
  print(
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per measurement (+${WARMUP} s warm-up), databases: ${KINDS.join(', ')}`,
  );
  const rows: Row[] = [];
  for (const kind of KINDS) rows.push(...(await measure(kind, list)));
  print();
  printTable(rows);
  const search = rows.find((r) => r.kind === 'postgres' && r.scenario === 'flight search by number');
  if (search) {
    const met = search.share >= TARGET_SHARE && search.p99 <= TARGET_P99_MS;
    print(
      `\nPostgreSQL target (search >= ${TARGET_SHARE * 100}% of bare, p99 <= ${TARGET_P99_MS} ms): ${met ? 'met' : 'MISSED'}`,
    );
  }
  if (rows.some((r) => r.failures > 0)) {
    process.stderr.write('Some requests failed: the figures above are not valid.\n');
    process.exitCode = 1;
  }
}

async function main() {
  if (process.env.BENCH_API !== '0') await measureApi();
  if (process.env.BENCH_API !== '0' && process.env.BENCH_CLUSTER !== '0') {
    const failed = await measureClusterThroughput({
      adminUrl: ADMIN_URL,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
      connections: CONNECTIONS,
      print,
    });
    if (failed) {
      process.stderr.write('Some requests through nginx failed: the figures above are not valid.\n');
      process.exitCode = 1;
    }
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    process.stderr.write('  Lighthouse: / and /dashboard\n');
    printLighthouse(await runLighthouse());
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
