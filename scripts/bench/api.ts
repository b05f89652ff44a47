/**
 * The API measurements of `npm run bench` (issue: flights, Benchmark; issue: performance,
 * goal 2; issue 29 §6): the product in a process of its own, started as production starts it
 * (./product.ts), on a fresh database of each kind; each scenario under autocannon beside the
 * product's `/api/config` (its route that reads no database), and on PostgreSQL each scenario
 * that has one beside the minimal server's route doing the same work (./minimal/api-server.ts,
 * another process on the same database). Load is generated in a process of its own
 * (./load-generator.ts), so the product, the minimal server and the generator share no process.
 *
 * `startBenchApp` starts the product inside the calling process instead, with a bare JSON route
 * added: `npm run bench:profile` needs the server's thread in its own process to profile it.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@fasttrack/api/src/app';
import { loadConfig } from '@fasttrack/api/src/config';
import type { Database } from '@fasttrack/api/src/db/client';
import type { FastifyInstance } from 'fastify';
import { adminQuery, openBenchDatabase } from './databases';
import { generate } from './load-generator';
import { type ChildServer, startChild } from './minimal/child';
import { startProduct } from './product';
import { CONFIG_SCENARIO, scenarios } from './scenarios/index';
import { type BenchContext, type BenchRequest, prepared, type Scenario } from './scenarios/types';
import { CONNECTIONS, DURATION, KINDS, type Kind, ONLY, ROUNDS, WARMUP, WITH_MINIMAL_API } from './settings';
import type { Measured, Pair } from './side-by-side';
import { median, reportFailures } from './table';

/** One product measurement: its figures and its share of the product's `/api/config`. */
export interface Row extends Measured {
  kind: Kind;
  scenario: string;
  share: number;
}

/** Warms up, then measures `run.requests` against `run.baseUrl` for `run.seconds` (default DURATION). */
async function measureRequests(
  label: string,
  run: { baseUrl: string; requests: BenchRequest[]; seconds?: number },
): Promise<Measured> {
  const { baseUrl, requests, seconds = DURATION } = run;
  const load = (duration: number) =>
    generate({
      url: baseUrl,
      connections: CONNECTIONS,
      duration,
      requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
    });
  if (WARMUP > 0) await load(WARMUP);
  process.stderr.write(`  ${label} (${seconds} s)\n`);
  const r = await load(seconds);
  reportFailures(label, r);
  return { rps: r.requests.average, p99: r.latency.p99, failures: r.non2xx + r.errors + r.timeouts };
}

/** The median round of each figure, and every round's failures. */
function medianOf(rounds: Measured[]): Measured {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p99: median(rounds.map((r) => r.p99)),
    failures: rounds.reduce((sum, r) => sum + r.failures, 0),
  };
}

/**
 * The product and the minimal server in turn, {@link ROUNDS} times, DURATION / ROUNDS seconds
 * each: a change in the machine's load during the pair then reaches both sides, instead of
 * whichever ran while it lasted.
 */
async function measurePair(
  label: string,
  product: { baseUrl: string; requests: BenchRequest[] },
  minimal: { label: string; baseUrl: string; request: BenchRequest },
): Promise<{ product: Measured; minimal: Measured }> {
  const seconds = Math.max(1, Math.round(DURATION / ROUNDS));
  const rounds = { product: [] as Measured[], minimal: [] as Measured[] };
  for (let round = 1; round <= ROUNDS; round++) {
    const of = ` [round ${round} of ${ROUNDS}]`;
    rounds.product.push(
      await measureRequests(label + of, { baseUrl: product.baseUrl, requests: product.requests, seconds }),
    );
    rounds.minimal.push(
      await measureRequests(minimal.label + of, { baseUrl: minimal.baseUrl, requests: [minimal.request], seconds }),
    );
  }
  return { product: medianOf(rounds.product), minimal: medianOf(rounds.minimal) };
}

/** The minimal server's request, checked once so a wrong answer stops the run with its reason. */
async function checkMinimal(server: ChildServer, request: BenchRequest) {
  const res = await fetch(server.origin + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  if (!res.ok) throw new Error(`minimal server: ${request.path} answered ${res.status}: ${await res.text()}`);
}

/** The product's app listening on a random port on a fresh, migrated and seeded database. */
export interface BenchApp {
  app: FastifyInstance;
  baseUrl: string;
  database: Database;
  /** The fresh database's URL (PostgreSQL only). */
  url?: string;
  /** Closes the app and the database and removes the fresh database. */
  close(): Promise<void>;
}

/**
 * Starts the product as the benchmark measures it, on {@link openBenchDatabase}: production
 * settings, logs at `silent`, plus `GET /api/bench/bare` (an API answer, with the API's headers).
 */
export async function startBenchApp(kind: Kind): Promise<BenchApp> {
  const bench = await openBenchDatabase(kind);
  const { database } = bench;
  try {
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        PORT: '0',
        DATA_DIR: bench.dataDir,
        DATABASE_URL: bench.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
      'bench',
    );
    const app = await buildApp({ config, database });
    // Only the benchmark has this route: the floor every scenario is compared with.
    app.get('/api/bench/bare', async () => ({ success: true, data: { ok: true } }));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      app,
      baseUrl,
      database,
      url: bench.url,
      async close() {
        // The app owns the database (app.ts): closing it closes the database too.
        await app.close();
        await bench.close();
      },
    };
  } catch (err) {
    await bench.close();
    throw err;
  }
}

async function measure(kind: Kind, list: Scenario[], pairs: Pair[]): Promise<Row[]> {
  const product = await startProduct(kind);
  const { baseUrl } = product;
  let minimal: ChildServer | undefined;
  try {
    if (product.url && WITH_MINIMAL_API) {
      minimal = await startChild('api-server.ts', { DATABASE_URL: product.url }, '/hello');
    }
    const ctx: BenchContext = { baseUrl, kind };
    const rows: Row[] = [];
    for (const scenario of list) {
      const work = prepared(await scenario.setup(ctx));
      // The set-up wrote the scenario's data seconds ago; a deployed database has planner
      // statistics for what it holds (autovacuum), so the measurement starts with them too.
      if (product.url) await adminQuery(product.url, 'analyze');
      const label = `${kind}: ${scenario.name}`;
      let measured: Measured;
      if (minimal && work.minimal) {
        await checkMinimal(minimal, work.minimal);
        const other = { label: `minimal server: ${work.minimal.path}`, baseUrl: minimal.origin, request: work.minimal };
        const pair = await measurePair(label, { baseUrl, requests: work.requests }, other);
        measured = pair.product;
        pairs.push({ scenario: scenario.name, minimal: pair.minimal, product: measured });
      } else {
        measured = await measureRequests(label, { baseUrl, requests: work.requests });
      }
      rows.push({ kind, scenario: scenario.name, ...measured, share: rows[0] ? measured.rps / rows[0].rps : 1 });
    }
    return rows;
  } finally {
    await minimal?.stop();
    await product.close();
  }
}

/** Measures every selected scenario on every selected database. */
export async function measureApi(): Promise<{ rows: Row[]; pairs: Pair[] }> {
  const only = ONLY;
  // `/api/config` first, always: every row's share is of it.
  const list = scenarios.filter((s) => s.name === CONFIG_SCENARIO || !only || only.includes(s.name.toLowerCase()));
  const rows: Row[] = [];
  const pairs: Pair[] = [];
  for (const kind of KINDS) rows.push(...(await measure(kind, list, pairs)));
  return { rows, pairs };
}
