import { PRICE_LINE_KIND_LABELS, type ReportRange, type RevenueLine } from '@fasttrack/contracts';
import { dollars, naira } from '../report-format';
import { ReportTable } from './report-table';

/**
 * "Revenue by line" (issue 41 item 5): the money report's net shared among the price lines the
 * bookings were sold with, per served airport and kind of line (service, urgent and night
 * surcharges), in USD and naira as the server counted them. The rows add up to the net above.
 */
export function RevenueByLine({ rows, range }: { rows: RevenueLine[]; range: ReportRange }) {
  return (
    <ReportTable
      caption="Revenue by line"
      table="revenue-lines"
      range={range}
      columns={['Airport', 'Line', 'USD', 'NGN']}
      rows={rows.map((r) => [
        r.airportIata,
        PRICE_LINE_KIND_LABELS[r.kind],
        dollars(r.netUsdCents),
        naira(r.netNgnKobo),
      ])}
    />
  );
}
