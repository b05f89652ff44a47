/**
 * The API side by side (issue: performance, goal 2): each product route beside the minimal
 * server's route doing the same work (./minimal/api-server.ts), measured in turns (BENCH_ROUNDS,
 * medians kept; ./api.ts) in the same run on the same PostgreSQL database, and the targets:
 * - `/api/config` (no database) >= 50% of the minimal JSON hello route's req/s;
 * - flight search by number >= 75% of the minimal lookup's req/s, with p99 <= 10 ms;
 * - the bookings list >= 50% of the minimal query's req/s.
 */
import { BOOKINGS_LIST_SCENARIO, CONFIG_SCENARIO, FLIGHT_SEARCH_SCENARIO } from './scenarios/index';
import { formatTable, percent, verdict } from './table';

/** One autocannon measurement's figures. */
export interface Measured {
  rps: number;
  /** Milliseconds. */
  p99: number;
  /** Non-2xx answers, errors and time-outs. */
  failures: number;
}

/** A product route and the minimal server's route doing the same work. */
export interface Pair {
  scenario: string;
  minimal: Measured;
  product: Measured;
}

interface Target {
  scenario: string;
  label: string;
  share: number;
  p99Ms?: number;
}

const TARGETS: Target[] = [
  { scenario: CONFIG_SCENARIO, label: '/api/config vs the minimal hello route', share: 0.5 },
  { scenario: FLIGHT_SEARCH_SCENARIO, label: 'flight search by number', share: 0.75, p99Ms: 10 },
  { scenario: BOOKINGS_LIST_SCENARIO, label: 'bookings list', share: 0.5 },
];

/** Product req/s as a share of the minimal server's. */
export const shareOf = (p: Pair): number => p.product.rps / p.minimal.rps;

/**
 * The table's lines: route (the product's scenario), minimal req/s and p99, product req/s and
 * p99, share (product req/s over minimal req/s), failed requests of both.
 */
export function sideBySideLines(pairs: Pair[]): string[] {
  return formatTable(
    ['route', 'minimal req/s', 'p99 ms', 'product req/s', 'p99 ms', 'share', 'failed'],
    pairs.map((p) => [
      p.scenario,
      p.minimal.rps.toFixed(0),
      p.minimal.p99.toFixed(1),
      p.product.rps.toFixed(0),
      p.product.p99.toFixed(1),
      percent(shareOf(p)),
      String(p.minimal.failures + p.product.failures),
    ]),
  );
}

/**
 * The minimal server's req/s on `scenario` as a share of its own hello route (the pair of
 * `/api/config`): how far the work itself, with nothing of the product around it, stays below a route
 * that does nothing. Null when either was not measured.
 */
export function minimalShareOf(pairs: Pair[], scenario: string): number | null {
  const work = pairs.find((p) => p.scenario === scenario);
  const hello = pairs.find((p) => p.scenario === CONFIG_SCENARIO);
  return work && hello ? work.minimal.rps / hello.minimal.rps : null;
}

/** One line per target whose scenario was measured: the target, met or MISSED, and the figures. */
export function targetLines(pairs: Pair[]): string[] {
  const lines: string[] = [];
  for (const t of TARGETS) {
    const p = pairs.find((x) => x.scenario === t.scenario);
    if (!p) continue;
    const share = shareOf(p);
    const met = share >= t.share && (t.p99Ms === undefined || p.product.p99 <= t.p99Ms);
    const wanted = `>= ${percent(t.share)} of minimal${t.p99Ms === undefined ? '' : `, p99 <= ${t.p99Ms} ms`}`;
    const seen = `${percent(share)}${t.p99Ms === undefined ? '' : `, p99 ${p.product.p99.toFixed(1)} ms`}`;
    lines.push(`  ${t.label} ${wanted}: ${verdict(met)} (${seen})`);
  }
  return lines;
}
