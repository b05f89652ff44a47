/** The benchmark's settings, read once from the environment (documented in ./run.ts). */

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export type Kind = 'pglite' | 'postgres';

/** Seconds per measurement. */
export const DURATION = num('BENCH_DURATION', 10);
/** Seconds of unmeasured load before each measurement. */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
export const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
/**
 * Rounds of a side-by-side pair: product and minimal server measured in turn, DURATION / ROUNDS
 * seconds each time, and the median of each side kept.
 */
export const ROUNDS = Math.floor(num('BENCH_ROUNDS', 3));
/** The PostgreSQL server on which each fresh database is made. */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const KINDS = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Kind[];
/** Officers on the roster of the benchmark's database (each booking holds one). */
export const OFFICERS = num('BENCH_OFFICERS', 150);
/**
 * API processes of the product (PostgreSQL only): 1 runs `server.ts` alone; more run production's
 * layout, that many behind nginx (issue 29 §4 allows it for the creates figure, said as such).
 */
export const PRODUCT_PROCESSES = Math.floor(num('BENCH_PRODUCT_PROCESSES', 1));
/** Scenario names to run (lower case), or undefined for all. */
export const ONLY = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim().toLowerCase());
/** Whether the minimal API server is measured beside the product on PostgreSQL. */
export const WITH_MINIMAL_API = process.env.BENCH_MINIMAL_API !== '0';
export const WITH_API = process.env.BENCH_API !== '0';
export const WITH_CLUSTER = process.env.BENCH_CLUSTER !== '0';
export const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
export const WITH_REPORTS = process.env.BENCH_REPORTS !== '0';

/** The report goes to stdout; progress goes to stderr. */
export const print = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};
