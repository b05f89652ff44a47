/**
 * The reports benchmark (issue 30 §4), part of `npm run bench` and alone as
 * `npm run bench:reports`: on a fresh PostgreSQL database (BENCH_DATABASE_URL's server, dropped
 * afterwards) with a realistic year (./report-year.ts, BENCH_REPORT_BOOKINGS bookings, default
 * 100,000), each report of the last 90 Lagos days is computed REPORT_RUNS times one after
 * another through the product's own functions (the SQL the routes run), then the 90-day bookings
 * CSV is streamed once. Printed: per report, median and p95 in ms against the 300 ms target; the
 * export's rows, time and the process's peak memory growth while it streamed.
 */

import { getMoneyReport, getQualityReport, getWorkReport } from '@fasttrack/api/src/features/reports/reports.service';
import { reportCsv } from '@fasttrack/api/src/features/reports/reports-csv';
import { addDaysIso, lagosToday } from '@fasttrack/contracts';
import { openBenchDatabase } from './databases';
import { seedReportYear } from './report-year';
import { print } from './settings';
import { formatTable, median, verdict } from './table';

const RUNS = 30;
const TARGET_P95_MS = 300;
const BOOKINGS = Number(process.env.BENCH_REPORT_BOOKINGS ?? 100_000);

const p95 = (sorted: number[]) => sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN;

/** Seeds, measures and prints; resolves false when a target is missed. */
export async function measureReports(): Promise<boolean> {
  const { database, close } = await openBenchDatabase('postgres');
  try {
    const db = database.db;
    process.stderr.write(`  reports: seeding a year of ${BOOKINGS} bookings\n`);
    const seeded = performance.now();
    await seedReportYear(db, BOOKINGS);
    process.stderr.write(`  reports: seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`);
    const today = lagosToday();
    const range = { from: addDaysIso(today, -89), to: today };
    const reports = {
      money: () => getMoneyReport(db, range),
      work: () => getWorkReport(db, range),
      quality: () => getQualityReport(db, range),
    };
    const rows: string[][] = [];
    let met = true;
    for (const [name, run] of Object.entries(reports)) {
      await run(); // warm the plan and cache once, unmeasured
      const times: number[] = [];
      for (let k = 0; k < RUNS; k++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      met &&= p95(times) <= TARGET_P95_MS;
      rows.push([name, median(times).toFixed(1), p95(times).toFixed(1), verdict(p95(times) <= TARGET_P95_MS)]);
    }
    print(`\nReports of the last 90 days on PostgreSQL, ${BOOKINGS} bookings over a year, ${RUNS} runs each:`);
    for (const line of formatTable(['report', 'median ms', 'p95 ms', `p95 <= ${TARGET_P95_MS} ms`], rows, [0])) {
      print(line);
    }

    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    let lines = 0;
    const started = performance.now();
    for await (const chunk of await reportCsv(db, { table: 'bookings', range })) {
      lines += String(chunk).split('\r\n').length - 1;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    print(
      `90-day bookings CSV: ${lines - 1} rows streamed in ${seconds.toFixed(2)} s, peak memory growth ${((peak - rssBefore) / 1e6).toFixed(1)} MB`,
    );
    return met;
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measureReports()
    .then((met) => {
      if (!met) process.exitCode = 1;
    })
    .catch((err) => {
      const cause = err instanceof Error && err.cause instanceof Error ? `\ncaused by: ${err.cause.message}` : '';
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}${cause}\n`);
      process.exit(1);
    });
}
