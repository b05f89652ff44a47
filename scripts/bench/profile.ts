/**
 * `npm run bench:profile`: where the API's time goes on one route (issue 20, goal 2). Starts the
 * product as `npm run bench` does (./api.ts, PostgreSQL unless BENCH_DATABASES says pglite) and
 * prepares one scenario, then:
 * 1. measures it under autocannon (in a worker thread) with the CPU time of the server's thread
 *    per request, and on PostgreSQL the minimal server's route beside it (./minimal/api-server.ts);
 * 2. profiles the minimal server under the same load (./cpu-profile-preload.ts);
 * 3. measures the product again while recording a CPU profile of this process's main thread (the
 *    server's event loop; autocannon's thread is not in it), prints the heaviest functions and
 *    places of both (./profile-summary.ts) and writes the product's `.cpuprofile` (Chrome
 *    DevTools, Performance tab).
 * The CPU time per request is the figure to compare on a shared machine: it depends much less on
 * how busy the other cores are than req/s does. The profiles' times are wall-clock samples of one
 * thread, so they also count time the thread waited for a core; read them as shares.
 *
 * Settings (environment): BENCH_SCENARIOS (one name, default `flight search by number`; `bare
 * JSON route` too), BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_DATABASES (postgres
 * if named, else the first), BENCH_DATABASE_URL and BENCH_MINIMAL_API as for `npm run bench`;
 * PROFILE_OUT, the file to write (default ./api-<scenario>.cpuprofile in the system's temporary
 * directory); PROFILE_TOP, rows per table (default 25).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBenchApp } from './api';
import { adminQuery } from './databases';
import { type ChildServer, startChild } from './minimal/child';
import { type CpuProfile, summariseProfile } from './profile-summary';
import { scenarios } from './scenarios/index';
import { type BenchRequest, prepared, type Scenario } from './scenarios/types';
import { CONNECTIONS, DURATION, KINDS, ONLY, print, WARMUP, WITH_MINIMAL_API } from './settings';

const bare: Scenario = {
  name: 'bare JSON route',
  setup: async () => ({
    requests: [{ method: 'GET', path: '/api/bench/bare' }],
    minimal: { method: 'GET', path: '/hello' },
  }),
};

/** Linux's clock ticks per second for /proc CPU times (`getconf CLK_TCK`; 100 on Linux everywhere). */
const TICKS_PER_S = 100;

/** CPU time (user + system, ms) of the main thread of process `pid` so far, from /proc. */
function mainThreadCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** Now on the monotonic clock, in µs: the clock of a CPU profile's sample times. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Runs the load against `server.origin` for `seconds`, and the main-thread CPU µs per request of
 * `server.pid` meanwhile.
 */
async function run({ origin, pid }: { origin: string; pid: number }, requests: BenchRequest[], seconds: number) {
  const before = mainThreadCpuMs(pid);
  const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, workers: 1, requests });
  const cpuUs = ((mainThreadCpuMs(pid) - before) * 1000) / Math.max(1, result.requests.total);
  return { result, cpuUs };
}

function line(label: string, { result, cpuUs }: Awaited<ReturnType<typeof run>>) {
  const failed = result.non2xx + result.errors + result.timeouts;
  return `${label}: req/s ${result.requests.average.toFixed(0)}, p99 ${result.latency.p99} ms, server thread CPU ${cpuUs.toFixed(0)} µs/request, failed ${failed}`;
}

/**
 * Profiles the minimal server under the same load: it profiles itself from its start
 * (./cpu-profile-preload.ts, written as it exits), and only the samples of the measurement are
 * summarised.
 */
async function profileMinimal(databaseUrl: string, request: BenchRequest) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'ftlos-minimal-profile-')), 'minimal.cpuprofile');
  const preload = pathToFileURL(path.join(import.meta.dirname, 'cpu-profile-preload.ts')).href;
  const server = await startChild(
    'api-server.ts',
    {
      DATABASE_URL: databaseUrl,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import tsx --import ${preload}`,
      CPU_PROFILE_OUT: file,
    },
    '/hello',
  );
  let requests = 0;
  let window = { from: 0, to: 0 };
  try {
    const pid = server.child.pid as number;
    if (WARMUP > 0) await run({ origin: server.origin, pid }, [request], WARMUP);
    const from = monotonicUs();
    requests = (await run({ origin: server.origin, pid }, [request], DURATION)).result.requests.total;
    window = { from, to: monotonicUs() };
  } finally {
    await server.stop();
  }
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  return { file, lines: summariseProfile(profile, { top, requests, window }) };
}

const wanted = ONLY?.[0] ?? 'flight search by number';
const scenario = [bare, ...scenarios].find((s) => s.name.toLowerCase() === wanted);
if (!scenario) throw new Error(`no scenario named "${wanted}"`);
const kind = KINDS.includes('postgres') ? 'postgres' : KINDS[0];
if (!kind) throw new Error('BENCH_DATABASES names no database');
const top = Number(process.env.PROFILE_TOP ?? 25);
const out =
  process.env.PROFILE_OUT ??
  path.join(tmpdir(), `api-${scenario.name.replace(/[^\w]+/g, '-').toLowerCase()}.cpuprofile`);

const bench = await startBenchApp(kind);
let minimal: ChildServer | undefined;
try {
  const work = prepared(await scenario.setup({ ...bench, kind }));
  // As `npm run bench` does (api.ts): planner statistics for what the set-up wrote.
  if (bench.url) await adminQuery(bench.url, 'analyze');
  print(`${kind}: ${scenario.name}, ${CONNECTIONS} connections, ${DURATION} s per measurement (+${WARMUP} s warm-up)`);
  if (WARMUP > 0) await run({ origin: bench.baseUrl, pid: process.pid }, work.requests, WARMUP);
  print(line('product', await run({ origin: bench.baseUrl, pid: process.pid }, work.requests, DURATION)));
  let minimalProfile: { lines: string[]; file: string } | undefined;
  if (bench.url && work.minimal && WITH_MINIMAL_API) {
    const request = work.minimal;
    minimal = await startChild('api-server.ts', { DATABASE_URL: bench.url }, '/hello');
    const pid = minimal.child.pid as number;
    if (WARMUP > 0) await run({ origin: minimal.origin, pid }, [request], WARMUP);
    print(line(`minimal server ${request.path}`, await run({ origin: minimal.origin, pid }, [request], DURATION)));
    await minimal.stop();
    minimalProfile = await profileMinimal(bench.url, request);
  }

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  // 100 µs between samples: fine enough for a request of a few hundred microseconds.
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  const profiled = await run({ origin: bench.baseUrl, pid: process.pid }, work.requests, DURATION);
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  await writeFile(out, JSON.stringify(profile));
  print(line('product, profiled', profiled));
  for (const l of summariseProfile(profile, { top, requests: profiled.result.requests.total })) print(l);
  print(`\nprofile: ${out}`);
  if (minimalProfile) {
    print(`\nThe minimal server, same measurement (${minimalProfile.file}):`);
    for (const l of minimalProfile.lines) print(l);
  }
} finally {
  await minimal?.stop();
  await bench.close();
}
