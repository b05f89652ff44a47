/**
 * `npm run bench` (issue: flights, Benchmark; issue: performance, goals 1 and 2).
 *
 * 1. API (./api.ts): starts the product as production does, `node apps/api/dist/server.mjs`
 *    in a process of its own with the default logging (./product.ts),
 *    once on PGlite (a temporary data directory) and once on PostgreSQL (a fresh database created
 *    on BENCH_DATABASE_URL's server, dropped afterwards), and measures each scenario
 *    (./scenarios) with autocannon next to the product's `/api/config` measured in the same run.
 *    autocannon runs in a process of its own (./load-generator.ts); its ceiling, against a bare
 *    Fastify route in another process (./minimal/hello-server.ts), is printed first and again
 *    under the table (issue 29 §6). Printed: one table of every scenario, then the PostgreSQL
 *    targets: the flight search with, beside it, the minimal server's share of the same query
 *    over its own hello route; booking creates per second beside the minimal server's single-row
 *    insert, and 50 parallel creates for the last free officer (./last-officer.ts: exactly one
 *    created, 49 refused).
 * 2. API side by side (./side-by-side.ts): on PostgreSQL, a minimal Fastify + pg server
 *    (./minimal/api-server.ts, a separate process, pool of 10, on the same fresh database) is
 *    measured right after each product route, doing the same work with the product's SQL: a JSON
 *    hello route (beside `/api/config`), the repeat flight search by number,
 *    the bookings list of a customer with 10 bookings. Printed: route, minimal req/s and p99,
 *    product req/s and p99, share, then the targets as met/MISSED.
 * 3. Processes behind nginx (./cluster.ts): throughput at 1 and 2 API processes.
 * 4. Reports (./reports.ts, issue 30): on PostgreSQL with a year of 100,000 bookings, the
 *    90-day money, work and quality reports, median and p95 against 300 ms, and the 90-day
 *    bookings CSV streamed.
 * 5. Webhooks (./webhooks.ts, issue 40): on PostgreSQL in test mode, 1,000 `booking.confirmed`
 *    events of one organisation recorded through the product's `recordDomainEvent`, delivered by
 *    the product's workers to a loopback receiver. Printed: delivered, p50, p95, p99 and max from
 *    each event's `created_at` to its arrival, against p99 <= 2 s.
 * 6. Lighthouse 12 (./lighthouse.ts): mobile defaults, RUNS interleaved runs of product `/`, a
 *    minimal SPA built here from ./minimal/spa with the repository's Vite, and product
 *    `/dashboard`. Printed: score, TBT, LCP, JS gzip KB per page, then the targets.
 *
 * Settings (environment):
 *   BENCH_API=0         skip the API measurements (and the cluster's)
 *   BENCH_MINIMAL_API=0 skip the minimal API server (no side-by-side API table)
 *   BENCH_CLUSTER=0     skip throughput at 1 and 2 API processes behind nginx (needs PostgreSQL
 *                       and nginx, else it says it skipped)
 *   BENCH_REPORTS=0     skip the reports (BENCH_REPORT_BOOKINGS: bookings in the year, default 100000)
 *   BENCH_WEBHOOKS=0    skip the webhooks (BENCH_WEBHOOK_EVENTS, _BATCH, _INTERVAL_MS: see ./webhooks.ts)
 *   BENCH_LIGHTHOUSE=0  skip Lighthouse
 *   BENCH_MINIMAL_SPA=0 skip the minimal SPA in the Lighthouse runs
 *   RUNS                Lighthouse runs per page (default 5)
 *   BENCH_DURATION      seconds per measurement (default 10)
 *   BENCH_WARMUP        seconds of unmeasured load before each measurement (default 2)
 *   BENCH_ROUNDS        side by side, the product and the minimal server take turns this many
 *                       times, BENCH_DURATION / BENCH_ROUNDS seconds each, medians kept (default 3)
 *   BENCH_CONNECTIONS   concurrent connections (default 10)
 *   BENCH_DATABASES     pglite,postgres (default both; the minimal API server runs with postgres)
 *   BENCH_SCENARIOS     comma-separated scenario names to run (default all)
 *   BENCH_OFFICERS      officers seeded on the roster, 60 days ahead (default 150)
 *   BENCH_PRODUCT_PROCESSES  API processes of the product on PostgreSQL (default 1: server.ts
 *                       alone; 2: behind nginx as `npm run start:cluster` runs them, said so in
 *                       the printout)
 *   BENCH_DATABASE_URL  PostgreSQL server for the fresh database (default postgres://postgres@127.0.0.1:5432/test)
 *   CHROME_PATH, LIGHTHOUSE_REPORTS  see ./lighthouse.ts
 *
 * Targets on PostgreSQL: flight search (issue: flights) at >= 40% of `/api/config`'s req/s (the
 * product's cheapest route since the benchmark runs the product as production does; before, a
 * route only the benchmark added) and p99 <= 20 ms; booking creates across flights and days
 * >= 500/s (issue: bookings; issue 29 §4), printed beside the minimal server's single-row insert
 * and the last-officer race. Exits 1 when a measurement saw errors or non-2xx answers, or the
 * race did not end with exactly one booking.
 */
import { loadavg } from 'node:os';
import { measureApi, type Row } from './api';
import { measureClusterThroughput } from './cluster';
import { lastOfficerHeld, lastOfficerLine, measureLastOfficer } from './last-officer';
import { printLighthouse, runLighthouse } from './lighthouse';
import { generate } from './load-generator';
import { startChild } from './minimal/child';
import { measureReports } from './reports';
import { bookingsCreate } from './scenarios/bookings-create';
import { FLIGHT_SEARCH_SCENARIO } from './scenarios/index';
import {
  ADMIN_URL,
  CONNECTIONS,
  DURATION,
  KINDS,
  PRODUCT_PROCESSES,
  print,
  WARMUP,
  WITH_API,
  WITH_CLUSTER,
  WITH_LIGHTHOUSE,
  WITH_REPORTS,
} from './settings';
import { minimalShareOf, sideBySideLines, targetLines } from './side-by-side';
import { formatTable, percent, verdict } from './table';
import { measureWebhooks, WITH_WEBHOOKS } from './webhooks';

const TARGET_SHARE = 0.4;
/** Booking creates per second on PostgreSQL across flights and days (issue: bookings; issue 29 §4). */
const TARGET_CREATES = 500;
const TARGET_P99_MS = 20;

/** How the product runs in this measurement. */
const productLayout = () =>
  PRODUCT_PROCESSES > 1
    ? `${PRODUCT_PROCESSES} processes of node apps/api/dist/server.mjs behind nginx on PostgreSQL (npm run start:cluster's layout; one process on PGlite)`
    : 'node apps/api/dist/server.mjs, a process of its own';

/** The machine's load average now: figures on a shared machine are read beside it. */
const loadAverage = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

function printTable(rows: Row[]) {
  const lines = formatTable(
    ['database', 'scenario', 'req/s', 'p99 ms', 'vs /api/config', 'failed'],
    rows.map((r) => [r.kind, r.scenario, r.rps.toFixed(0), r.p99.toFixed(1), percent(r.share), String(r.failures)]),
    [0, 1],
  );
  for (const line of lines) print(line);
}

/**
 * The load generator's ceiling: autocannon, in its own process, against a bare Fastify route in
 * another (issue 29 §6). A product figure near it says more about the generator than the product.
 */
async function generatorCeiling(): Promise<number> {
  const hello = await startChild('hello-server.ts', {}, '/hello');
  try {
    const url = `${hello.origin}/hello`;
    if (WARMUP > 0) await generate({ url, connections: CONNECTIONS, duration: WARMUP });
    return (await generate({ url, connections: CONNECTIONS, duration: DURATION })).requests.average;
  } finally {
    await hello.stop();
  }
}

async function api() {
  print(
    `autocannon in a process of its own: ${CONNECTIONS} connections, ${DURATION} s per measurement (+${WARMUP} s warm-up), databases: ${KINDS.join(', ')}`,
  );
  print(loadAverage());
  print(`the product: ${productLayout()}, production settings, default logging`);
  const ceiling = await generatorCeiling();
  const ceilingLine = `load generator ceiling (autocannon against a bare Fastify route in a process of its own): ${ceiling.toFixed(0)} req/s`;
  print(ceilingLine);
  const { rows, pairs } = await measureApi();
  print();
  printTable(rows);
  print(`${ceilingLine}; a figure near it says more about the generator than the server`);
  const search = rows.find((r) => r.kind === 'postgres' && r.scenario === FLIGHT_SEARCH_SCENARIO);
  if (search) {
    const met = search.share >= TARGET_SHARE && search.p99 <= TARGET_P99_MS;
    print(
      `\nPostgreSQL target (search >= ${TARGET_SHARE * 100}% of /api/config, p99 <= ${TARGET_P99_MS} ms): ${verdict(met)} (${percent(search.share)}, p99 ${search.p99.toFixed(1)} ms)`,
    );
    // The query itself bounds this share: the minimal server, which runs it with nothing around
    // it, shows how near a route that does nothing any program running this query gets.
    const ceiling = minimalShareOf(pairs, FLIGHT_SEARCH_SCENARIO);
    if (ceiling !== null) {
      print(`  the minimal server's same query runs at ${percent(ceiling)} of its own hello route`);
    }
  }
  const creates = rows.find((r) => r.kind === 'postgres' && r.scenario === bookingsCreate.name);
  if (creates) {
    print(
      `\nPostgreSQL booking creates across flights and days >= ${TARGET_CREATES}/s: ${verdict(creates.rps >= TARGET_CREATES)} (${creates.rps.toFixed(0)}/s, p99 ${creates.p99.toFixed(1)} ms; ${PRODUCT_PROCESSES > 1 ? `${PRODUCT_PROCESSES} processes behind nginx` : 'one process'})`,
    );
    const insert = pairs.find((p) => p.scenario === bookingsCreate.name);
    if (insert) print(`  the minimal server's single-row insert: ${insert.minimal.rps.toFixed(0)}/s`);
    process.stderr.write('  50 parallel creates for the last free officer\n');
    const race = await measureLastOfficer();
    print(`  ${lastOfficerLine(race)}: ${lastOfficerHeld(race) ? 'met' : 'FAILED'}`);
    print(`  ${loadAverage()}`);
    if (!lastOfficerHeld(race)) process.exitCode = 1;
  }
  if (pairs.length > 0) {
    print('\nPostgreSQL, product beside a minimal Fastify + pg server doing the same work (same database, same load;');
    print('the minimal JSON hello route beside /api/config, the same SQL beside the others):');
    for (const line of sideBySideLines(pairs)) print(line);
    print('Targets:');
    for (const line of targetLines(pairs)) print(line);
  }
  const failed = rows.some((r) => r.failures > 0) || pairs.some((p) => p.minimal.failures > 0);
  if (failed) {
    process.stderr.write('Some requests failed: the figures above are not valid.\n');
    process.exitCode = 1;
  }
}

async function main() {
  if (WITH_API) await api();
  if (WITH_API && WITH_CLUSTER) {
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
  if (WITH_REPORTS && !(await measureReports())) process.exitCode = 1;
  if (WITH_WEBHOOKS && !(await measureWebhooks())) process.exitCode = 1;
  if (WITH_LIGHTHOUSE) {
    process.stderr.write('  Lighthouse: /, the minimal SPA and /dashboard\n');
    printLighthouse(await runLighthouse());
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
