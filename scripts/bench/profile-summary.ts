/**
 * Reads a V8 CPU profile (the `.cpuprofile` of `node --cpu-prof` or of the inspector's Profiler)
 * into plain-text tables (./profile.ts prints them):
 * - self time by function: where the CPU was when sampled;
 * - self time by place: a package under node_modules, a folder of the repository, Node's own
 *   internals, or V8's pseudo-frames (`(garbage collector)`, `(idle)`, `(program)`);
 * - total time by package: the samples with that package anywhere on the stack, i.e. the work
 *   done inside it, including what it called (counted once per sample under recursion).
 * Each row gives milliseconds, the share of the busy time (all samples but `(idle)`) and, when
 * the number of requests is given, microseconds per request.
 */
import path from 'node:path';
import { formatTable } from './table';

/** The parts of a V8 `Profiler.Profile` read here. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  /** The id of the node sampled, in sample order. */
  samples?: number[];
  /** Microseconds since the previous sample, in sample order. */
  timeDeltas?: number[];
  /** When the profile started, in µs of the monotonic clock (as `process.hrtime.bigint() / 1000n`). */
  startTime?: number;
}

/** What to summarise. */
export interface SummaryOptions {
  /** Rows per table. */
  top: number;
  /** Requests served while the profile (or `window`) was recorded, for the µs-per-request column. */
  requests?: number;
  /** Only the samples taken in this span of the monotonic clock (µs), e.g. one measurement of a longer profile. */
  window?: { from: number; to: number };
}

const ROOT = `${path.resolve(import.meta.dirname, '../..')}/`;

/** Where a frame's code lives: `pkg` under node_modules, a repository folder, `node:*` or a V8 pseudo-frame. */
export function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:internals';
  const file = url.replace(/^file:\/\//, '');
  const at = file.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const [first, second] = file.slice(at + '/node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? file);
  }
  const inRepo = file.startsWith(ROOT) ? file.slice(ROOT.length) : file;
  return path.dirname(inRepo);
}

/** A frame as one short label: `name file:line`, the file relative to its package or the repository. */
function labelOf(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const file = frame.url.replace(/^file:\/\//, '');
  const at = file.lastIndexOf('/node_modules/');
  const short = at >= 0 ? file.slice(at + '/node_modules/'.length) : file.replace(ROOT, '');
  return `${name} ${short}:${frame.lineNumber + 1}`;
}

/** The tables of a profile, as text lines. */
export function summariseProfile(profile: CpuProfile, opts: SummaryOptions): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];

  const self = new Map<string, number>();
  const selfPlace = new Map<string, number>();
  const totalPlace = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let at = profile.startTime ?? 0;
  samples.forEach((id, i) => {
    at += deltas[i] ?? 0;
    if (opts.window && (at < opts.window.from || at > opts.window.to)) return;
    // A sample stands for the time until the next one.
    const us = Math.max(0, deltas[i + 1] ?? deltas[i] ?? 0);
    const node = byId.get(id);
    if (!node) return;
    const { callFrame } = node;
    if (callFrame.functionName === '(idle)') {
      idle += us;
      return;
    }
    busy += us;
    const label = labelOf(callFrame);
    self.set(label, (self.get(label) ?? 0) + us);
    const place = placeOf(callFrame.url, callFrame.functionName);
    selfPlace.set(place, (selfPlace.get(place) ?? 0) + us);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)?.callFrame;
      if (!frame?.url) continue;
      const p = placeOf(frame.url, frame.functionName);
      if (seen.has(p)) continue;
      seen.add(p);
      totalPlace.set(p, (totalPlace.get(p) ?? 0) + us);
    }
  });

  const perRequest = opts.requests ? (us: number) => (us / (opts.requests as number)).toFixed(1) : () => '-';
  const table = (title: string, what: string, entries: Map<string, number>) => {
    const rows = [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, opts.top)
      .map(([key, us]) => [(us / 1000).toFixed(0), `${((us / busy) * 100).toFixed(1)}%`, perRequest(us), key]);
    return ['', title, ...formatTable(['ms', 'busy', 'µs/req', what], rows, [3])];
  };
  return [
    `busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms${opts.requests ? `, ${opts.requests} requests, ${(busy / opts.requests).toFixed(1)} µs busy per request` : ''}`,
    ...table('Self time by function', 'function', self),
    ...table('Self time by place', 'place', selfPlace),
    ...table('Total time by place (with what it called)', 'place', totalPlace),
  ];
}
