/**
 * /ops/reports (issue 30), dispatcher and admin: the business over a range of Lagos dates
 * (yesterday, last 7 / 30 / 90 days, or custom). Admins see the money; everyone here sees the
 * work and the quality, and the latest reconciliation with Paystack. Every chart has its table, and every table downloads as CSV. The range
 * lives in the address, so a view can be shared and survives a reload. This page is its own
 * chunk with the chart library: no other page loads it (ADR 175).
 */
import {
  formatLagos,
  formatMoney,
  isIsoDate,
  lagosToday,
  minorToMajor,
  REPORT_PRESET_LABELS,
  REPORT_PRESETS,
  type ReportPreset,
  type ReportRange,
  ReportRangeQuerySchema,
  reportPresetRange,
  SERVICE_TYPE_LABELS,
  utilisationPercent,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/index';
import { StaffLayout } from '../ops/index';
import { moneyQuery, qualityQuery, workQuery } from './api/reports';
import { ReconciliationSection } from './components/reconciliation-section';
import { ReportChart } from './components/report-chart';
import { ReportTable } from './components/report-table';

const DEFAULT_PRESET: ReportPreset = 'last-7';
const naira = (kobo: number) => formatMoney(minorToMajor(kobo), 'NGN');
const dollars = (cents: number) => formatMoney(minorToMajor(cents), 'USD');
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part * 100) / whole)}%`);
const percentText = (value: number | null) => (value === null ? '–' : `${value}%`);

/** The range in the address: a preset, or `from` and `to` when both are valid. */
function useRange(): {
  preset: ReportPreset | 'custom';
  range: ReportRange;
  setPreset: (p: string) => void;
  setDates: (r: ReportRange) => void;
} {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = isIsoDate(from) && isIsoDate(to) && ReportRangeQuerySchema.safeParse({ from, to }).success;
  const presetParam = params.get('range') as ReportPreset | null;
  const preset = presetParam && REPORT_PRESETS.includes(presetParam) ? presetParam : DEFAULT_PRESET;
  return {
    preset: custom ? 'custom' : preset,
    range: custom ? { from, to } : reportPresetRange(preset, lagosToday()),
    setPreset: (p) =>
      setParams(p === 'custom' ? { ...reportPresetRange(preset, lagosToday()) } : { range: p }, { replace: true }),
    setDates: (r) => setParams({ from: r.from, to: r.to }, { replace: true }),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`report-${title}`} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <h2 id={`report-${title}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading({
  query,
  label,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  label: string;
}) {
  if (query.isPending) return <Spinner label={`Loading ${label}...`} className="py-6" />;
  if (query.isError) return <Alert tone="error">{query.error?.message}</Alert>;
  return null;
}

/**
 * Money (issue 37): naira charged (gross), refunded and kept (net), each with its USD equivalent
 * at the rate of the booking it paid for; credits that paid bookings and credits returned on
 * their own lines, never as money collected.
 */
function MoneySection({ range }: { range: ReportRange }) {
  const money = useQuery(moneyQuery(range));
  const byDay = new Map<string, number>();
  for (const d of money.data?.days ?? []) byDay.set(d.date, (byDay.get(d.date) ?? 0) + d.netNgnKobo);
  const t = money.data?.totals;
  const both = (kobo: number, cents: number) => `${naira(kobo)} (${dollars(cents)})`;
  return (
    <Section title="Money">
      <Loading query={money} label="money" />
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
    </Section>
  );
}

function WorkSection({ range }: { range: ReportRange }) {
  const work = useQuery(workQuery(range));
  const byHour = Array.from({ length: 24 }, (_, hour) => ({
    x: `${String(hour).padStart(2, '0')}:00`,
    y: (work.data?.servicesByTerminalHour ?? []).filter((r) => r.hour === hour).reduce((n, r) => n + r.services, 0),
  }));
  const w = work.data;
  return (
    <Section title="Work">
      <Loading query={work} label="work" />
      {w ? (
        <>
          <p className="text-slate-800">
            On time: {percent(w.onTime.onTime, w.onTime.checkedIn)} ({w.onTime.onTime} of {w.onTime.checkedIn} check-ins
            by the meeting time). No-shows: {w.noShows.traveller} travellers, {w.noShows.ours} ours.
          </p>
          <ReportChart kind="bar" label="Services by hour of the meeting time (WAT)" data={byHour} />
          <ReportTable
            caption="Services by terminal and hour (WAT)"
            table="terminal-hours"
            range={range}
            columns={['Terminal', 'Hour', 'Services']}
            rows={w.servicesByTerminalHour.map((r) => [
              r.terminal,
              `${String(r.hour).padStart(2, '0')}:00`,
              r.services,
            ])}
          />
          <ReportTable
            caption="Officer utilisation (booked service time over rostered time)"
            table="officers"
            range={range}
            columns={['Officer', 'Badge', 'Booked hours', 'Rostered hours', 'Utilisation']}
            rows={w.officers.map((o) => [
              o.name,
              o.badgeNumber,
              (o.bookedMinutes / 60).toFixed(1),
              (o.rosteredMinutes / 60).toFixed(1),
              percentText(utilisationPercent(o.bookedMinutes, o.rosteredMinutes)),
            ])}
          />
          <ReportTable
            caption="Capacity refusals (fully booked) by day of the service asked for"
            table="refusals"
            range={range}
            columns={['Date', 'Service type', 'Refusals']}
            rows={w.capacityRefusals.map((r) => [r.date, SERVICE_TYPE_LABELS[r.serviceType], r.refusals])}
          />
        </>
      ) : null}
    </Section>
  );
}

function QualitySection({ range }: { range: ReportRange }) {
  const quality = useQuery(qualityQuery(range));
  const q = quality.data;
  return (
    <Section title="Quality">
      <Loading query={quality} label="quality" />
      {q ? (
        <>
          <ReportChart
            kind="bar"
            label="Ratings by score"
            data={q.distribution.map((d) => ({ x: `${d.score} ★`, y: d.ratings }))}
          />
          <ReportTable
            caption="Ratings by score"
            table="ratings"
            range={range}
            columns={['Score', 'Ratings']}
            rows={q.distribution.map((d) => [d.score, d.ratings])}
          />
          <ReportTable
            caption="Ratings per officer"
            table="officer-ratings"
            range={range}
            columns={['Officer', 'Ratings', 'Average']}
            rows={q.officers.map((o) => [o.name, o.ratings, o.average.toFixed(2)])}
          />
          <ReportTable
            caption="Latest comments under 4"
            table="low-comments"
            range={range}
            columns={['Rated', 'Booking', 'Score', 'Officer', 'Comment']}
            rows={q.lowComments.map((c) => [
              `${formatLagos(c.ratedAt)} WAT`,
              c.bookingReference,
              c.score,
              c.officerName ?? '',
              c.comment,
            ])}
          />
        </>
      ) : null}
    </Section>
  );
}

export function ReportsPage() {
  const { user } = useAuth();
  const { preset, range, setPreset, setDates } = useRange();
  return (
    <StaffLayout title="Reports" description="The business over a range of days (WAT).">
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <Field label="Range" className="w-48">
          <Select value={preset} onChange={(e) => setPreset(e.target.value)}>
            {REPORT_PRESETS.map((p) => (
              <option key={p} value={p}>
                {REPORT_PRESET_LABELS[p]}
              </option>
            ))}
            <option value="custom">Custom</option>
          </Select>
        </Field>
        {preset === 'custom' ? (
          <>
            <Field label="From" className="w-44">
              <Input
                type="date"
                value={range.from}
                onChange={(e) => e.target.value && setDates({ ...range, from: e.target.value })}
              />
            </Field>
            <Field label="To" className="w-44">
              <Input
                type="date"
                value={range.to}
                onChange={(e) => e.target.value && setDates({ ...range, to: e.target.value })}
              />
            </Field>
          </>
        ) : null}
        <p className="pb-2 text-sm text-slate-700">
          {range.from} to {range.to} (WAT)
        </p>
      </form>
      {user?.role === 'admin' ? <MoneySection range={range} /> : null}
      {user?.role === 'admin' ? <ReconciliationSection range={range} /> : null}
      <WorkSection range={range} />
      <QualitySection range={range} />
    </StaffLayout>
  );
}
