/**
 * Small helpers for the benchmark's printed report: the median of a sample, a plain-text table
 * with aligned columns, and the met/MISSED verdict of a target.
 */
import type autocannon from 'autocannon';

/** The median of `xs` (the mean of the two middle values for an even count); NaN when empty. */
export function median(xs: number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Formats rows as aligned text lines: the header, a rule of dashes, then one line per row.
 * The columns at `textColumns` (indexes; default the first) are left-aligned (names, lists), the
 * others right-aligned (figures).
 */
export function formatTable(header: string[], rows: string[][], textColumns: number[] = [0]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    widths
      .map((w, i) => {
        const cell = cells[i] ?? '';
        return textColumns.includes(i) ? cell.padEnd(w) : cell.padStart(w);
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

/** `met` or `MISSED`, so a missed target stands out in the report. */
export const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

/** A share as a whole percentage, e.g. 0.756 -> "76%"; "-" when it cannot be computed. */
export const percent = (share: number): string => (Number.isFinite(share) ? `${(share * 100).toFixed(0)}%` : '-');

/** Says on stderr what failed in a measurement: status codes other than 2xx, errors, time-outs. */
export function reportFailures(label: string, r: autocannon.Result): void {
  if (r.non2xx + r.errors + r.timeouts === 0) return;
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code} x${count}`);
  process.stderr.write(`  ${label}: ${[...codes, `errors ${r.errors}`, `time-outs ${r.timeouts}`].join(', ')}\n`);
}
