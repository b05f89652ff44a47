import { formatMoney, minorToMajor, type ReportRange, SERVICE_TYPE_LABELS } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { moneyQuery } from '../api/reports';
import { dollars, naira } from '../report-format';
import { ReportChart } from './report-chart';
import { ReportLoading, ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { RevenueByLine } from './revenue-by-line';

/**
 * Money (issue 37): naira charged (gross), refunded and kept (net), each with its USD equivalent
 * at the rate of the booking it paid for; credits that paid bookings and credits returned on
 * their own lines, never as money collected.
 */
export function MoneySection({ range }: { range: ReportRange }) {
  const money = useQuery(moneyQuery(range));
  const byDay = new Map<string, number>();
  for (const d of money.data?.days ?? []) byDay.set(d.date, (byDay.get(d.date) ?? 0) + d.netNgnKobo);
  const t = money.data?.totals;
  const both = (kobo: number, cents: number) => `${naira(kobo)} (${dollars(cents)})`;
  return (
    <ReportSection title="Money">
      <ReportLoading query={money} label="money" />
      {money.data && t ? (
        <>
          <dl aria-label="Money in the range" className="grid gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
            {(
              [
                ['Bookings paid', String(t.bookingsPaid)],
                ['Gross collected', both(t.grossNgnKobo, t.grossUsdCents)],
                [`Refunds (${t.refunds})`, both(t.refundedNgnKobo, t.refundedUsdCents)],
                ['Net', both(t.netNgnKobo, t.netUsdCents)],
                ['Credits applied', dollars(t.creditsAppliedUsdCents)],
                ['Credits returned', dollars(t.creditsReturnedUsdCents)],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">
            US dollar figures are the naira at the exchange rate of the booking each payment was for. Credits are not
            money collected.
          </p>
          <ReportChart
            kind="line"
            label={`Net NGN per day, ${range.from} to ${range.to}`}
            data={[...byDay].map(([x, kobo]) => ({ x, y: minorToMajor(kobo) }))}
            format={(v) => formatMoney(v, 'NGN')}
          />
          <ReportTable
            caption="Money by day and service type (WAT)"
            table="money"
            range={range}
            columns={[
              'Date',
              'Service type',
              'Bookings paid',
              'Gross',
              'Refunds',
              'Refunded',
              'Net',
              'Credits applied',
              'Credits returned',
            ]}
            rows={money.data.days.map((d) => [
              d.date,
              SERVICE_TYPE_LABELS[d.serviceType],
              d.bookingsPaid,
              both(d.grossNgnKobo, d.grossUsdCents),
              d.refunds,
              both(d.refundedNgnKobo, d.refundedUsdCents),
              both(d.netNgnKobo, d.netUsdCents),
              dollars(d.creditsAppliedUsdCents),
              dollars(d.creditsReturnedUsdCents),
            ])}
          />
          <RevenueByLine rows={money.data.revenueByLine} range={range} />
          <p className="text-slate-800">
            Loyalty credits ledger: {dollars(money.data.credits.totals.earnedCents)} earned,{' '}
            {dollars(money.data.credits.totals.appliedCents)} redeemed (net of returns); outstanding at the end of the
            range: {dollars(money.data.credits.outstandingCents)}.
          </p>
          <ReportTable
            caption="Loyalty credits ledger by day (WAT)"
            table="credits"
            range={range}
            columns={['Date', 'Earned', 'Redeemed, net', 'Reversed', 'Expired', 'Adjusted']}
            rows={money.data.credits.days.map((d) => [
              d.date,
              dollars(d.earnedCents),
              dollars(d.appliedCents),
              dollars(d.reversedCents),
              dollars(d.expiredCents),
              dollars(d.adjustedCents),
            ])}
          />
        </>
      ) : null}
    </ReportSection>
  );
}
