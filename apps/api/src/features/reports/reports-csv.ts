/**
 * CSV exports of the report tables (issue 30 §2): RFC 4180 (CRLF rows, fields quoted when they
 * hold a comma, a quote or a line break, quotes doubled) written by csv-stringify, UTF-8 with a
 * byte order mark so Excel reads it as UTF-8, amounts in major units with the currency in the
 * header, times in Lagos with "WAT" in the header. Every export is a stream: the bookings table
 * is read from the database a page at a time, so a long range never sits in memory.
 */
import { Readable } from 'node:stream';
import {
  formatLagos,
  minorToDecimalText,
  type OPERATIONAL_EXPORTS,
  PRICE_LINE_KIND_LABELS,
  RECONCILIATION_KIND_LABELS,
  type ReconciliationRun,
  type ReportExport,
  type ReportRange,
  rateE4ToDecimal,
  SERVICE_TYPE_LABELS,
  utilisationPercent,
} from '@fasttrack/contracts';
import { stringify } from 'csv-stringify';
import type { Executor } from '../../db/client';
import { type BookingExportRow, selectBookingsPage } from './reports.repository';
import { getMoneyReport, getQualityReport, getWorkReport, instantRange } from './reports.service';

type Cell = string | number;
/** A table: its header row and its rows, each already in cell order. */
interface CsvTable {
  header: string[];
  rows: AsyncIterable<Cell[]> | Iterable<Cell[]>;
}

const money = minorToDecimalText;
const lagosTime = (at: Date | string) => formatLagos(at, 'yyyy-MM-dd HH:mm');
const serviceLabel = (t: keyof typeof SERVICE_TYPE_LABELS) => SERVICE_TYPE_LABELS[t];

/** Bookings read per query while the bookings export streams. */
export const BOOKINGS_EXPORT_PAGE = 1000;

async function* bookingRows(db: Executor, range: ReportRange, pageSize: number): AsyncIterable<Cell[]> {
  const instants = instantRange(range);
  let after: BookingExportRow | undefined;
  for (;;) {
    const page = await selectBookingsPage(db, instants, { after, limit: pageSize });
    for (const b of page) {
      yield [
        b.reference,
        lagosTime(b.meetingTime),
        serviceLabel(b.serviceType),
        b.airportIata,
        b.terminal,
        b.leadPassengerName ?? `${b.ownerFirstName} ${b.ownerLastName}`,
        b.passengerCount,
        b.status,
        b.paymentStatus,
        money(b.totalUsdCents),
        money(b.totalNgnKobo),
        rateE4ToDecimal(b.exchangeRateE4),
        lagosTime(b.createdAt),
      ];
    }
    if (page.length < pageSize) return;
    after = page[page.length - 1];
  }
}

async function moneyTable(db: Executor, range: ReportRange): Promise<CsvTable> {
  const report = await getMoneyReport(db, range);
  return {
    header: [
      'Date (WAT)',
      'Service type',
      'Bookings paid',
      'Gross (NGN)',
      'Gross, USD equivalent (USD)',
      'Refunds',
      'Refunded (NGN)',
      'Refunded, USD equivalent (USD)',
      'Net (NGN)',
      'Net, USD equivalent (USD)',
      'Credits applied (USD)',
      'Credits returned (USD)',
    ],
    rows: report.days.map((d) => [
      d.date,
      serviceLabel(d.serviceType),
      d.bookingsPaid,
      money(d.grossNgnKobo),
      money(d.grossUsdCents),
      d.refunds,
      money(d.refundedNgnKobo),
      money(d.refundedUsdCents),
      money(d.netNgnKobo),
      money(d.netUsdCents),
      money(d.creditsAppliedUsdCents),
      money(d.creditsReturnedUsdCents),
    ]),
  };
}

/** Revenue by airport and kind of line (issue 41 item 5), the table "Revenue by line" shows. */
async function revenueLinesTable(db: Executor, range: ReportRange): Promise<CsvTable> {
  const report = await getMoneyReport(db, range);
  return {
    header: ['Airport', 'Line', 'Net (USD)', 'Net (NGN)'],
    rows: report.revenueByLine.map((r) => [
      r.airportIata,
      PRICE_LINE_KIND_LABELS[r.kind],
      money(r.netUsdCents),
      money(r.netNgnKobo),
    ]),
  };
}

async function creditsTable(db: Executor, range: ReportRange): Promise<CsvTable> {
  const { credits } = await getMoneyReport(db, range);
  return {
    header: ['Date (WAT)', 'Earned (USD)', 'Redeemed, net (USD)', 'Reversed (USD)', 'Expired (USD)', 'Adjusted (USD)'],
    rows: credits.days.map((d) => [
      d.date,
      money(d.earnedCents),
      money(d.appliedCents),
      money(d.reversedCents),
      money(d.expiredCents),
      money(d.adjustedCents),
    ]),
  };
}

const operational: Record<
  (typeof OPERATIONAL_EXPORTS)[number],
  (db: Executor, range: ReportRange) => Promise<CsvTable>
> = {
  'terminal-hours': async (db, range) => ({
    header: ['Airport', 'Terminal', 'Hour (WAT)', 'Services'],
    rows: (await getWorkReport(db, range)).servicesByTerminalHour.map((r) => [
      r.airportIata,
      r.terminal,
      `${String(r.hour).padStart(2, '0')}:00`,
      r.services,
    ]),
  }),
  officers: async (db, range) => ({
    // The page's utilisation column too (issue 37), by the same rule.
    header: ['Officer', 'Badge', 'Booked minutes', 'Rostered minutes', 'Utilisation (%)'],
    rows: (await getWorkReport(db, range)).officers.map((o) => [
      o.name,
      o.badgeNumber,
      o.bookedMinutes,
      o.rosteredMinutes,
      utilisationPercent(o.bookedMinutes, o.rosteredMinutes) ?? '',
    ]),
  }),
  refusals: async (db, range) => ({
    header: ['Date (WAT)', 'Service type', 'Refusals'],
    rows: (await getWorkReport(db, range)).capacityRefusals.map((r) => [
      r.date,
      serviceLabel(r.serviceType),
      r.refusals,
    ]),
  }),
  ratings: async (db, range) => ({
    header: ['Score', 'Ratings'],
    rows: (await getQualityReport(db, range)).distribution.map((r) => [r.score, r.ratings]),
  }),
  'officer-ratings': async (db, range) => ({
    header: ['Officer', 'Ratings', 'Average'],
    rows: (await getQualityReport(db, range)).officers.map((o) => [o.name, o.ratings, o.average.toFixed(2)]),
  }),
  'low-comments': async (db, range) => ({
    header: ['Rated (WAT)', 'Booking', 'Score', 'Officer', 'Comment'],
    rows: (await getQualityReport(db, range)).lowComments.map((c) => [
      lagosTime(c.ratedAt),
      c.bookingReference,
      c.score,
      c.officerName ?? '',
      c.comment,
    ]),
  }),
};

/**
 * The CSV of `wanted.table` over `wanted.range`, as a stream of UTF-8 bytes. Money tables
 * (MONEY_EXPORTS) are for admins only: the route checks the role before calling this.
 * `wanted.pageSize`: bookings read per query (default BOOKINGS_EXPORT_PAGE).
 */
export async function reportCsv(
  db: Executor,
  wanted: { table: ReportExport; range: ReportRange; pageSize?: number },
): Promise<Readable> {
  const { table, range, pageSize = BOOKINGS_EXPORT_PAGE } = wanted;
  const csv =
    table === 'bookings'
      ? { header: BOOKINGS_HEADER, rows: bookingRows(db, range, pageSize) }
      : table === 'money'
        ? await moneyTable(db, range)
        : table === 'credits'
          ? await creditsTable(db, range)
          : table === 'revenue-lines'
            ? await revenueLinesTable(db, range)
            : await operational[table](db, range);
  async function* withHeader() {
    yield csv.header;
    yield* csv.rows;
  }
  return Readable.from(withHeader()).pipe(stringify({ bom: true, record_delimiter: 'windows' }));
}

const BOOKINGS_HEADER = [
  'Booking',
  'Meeting time (WAT)',
  'Service type',
  'Airport',
  'Terminal',
  'Lead passenger',
  'Passengers',
  'Status',
  'Payment status',
  'Total (USD)',
  'Total (NGN)',
  'Rate (NGN per USD)',
  'Booked (WAT)',
];

/** The differences of a reconciliation run as CSV (issue 30 §3), in the same format as the tables. */
export function reconciliationCsv(run: ReconciliationRun): Readable {
  const side = (s: { amountKobo: number; status: string } | null) => (s ? [money(s.amountKobo), s.status] : ['', '']);
  const rows: Cell[][] = [
    ['Difference', 'Reference', 'Our amount (NGN)', 'Our status', 'Paystack amount (NGN)', 'Paystack status'],
    ...run.differences.map((d) => [
      RECONCILIATION_KIND_LABELS[d.kind],
      d.reference,
      ...side(d.ours),
      ...side(d.theirs),
    ]),
  ];
  return Readable.from(rows).pipe(stringify({ bom: true, record_delimiter: 'windows' }));
}

/** The file name a browser saves an export under. */
export function reportCsvFileName(table: string, range: ReportRange): string {
  return `fasttrack-${table}-${range.from}-to-${range.to}.csv`;
}
