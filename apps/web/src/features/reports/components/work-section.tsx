/**
 * Work (issue 30), dispatchers and admins: check-ins on time, no-shows, services by hour and
 * terminal, officer utilisation and the refusals of a fully booked day.
 */
import { type ReportRange, SERVICE_TYPE_LABELS, utilisationPercent } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { workQuery } from '../api/reports';
import { percent, percentText } from '../report-format';
import { ReportChart } from './report-chart';
import { ReportLoading, ReportSection } from './report-section';
import { ReportTable } from './report-table';

export function WorkSection({ range }: { range: ReportRange }) {
  const work = useQuery(workQuery(range));
  const byHour = Array.from({ length: 24 }, (_, hour) => ({
    x: `${String(hour).padStart(2, '0')}:00`,
    y: (work.data?.servicesByTerminalHour ?? []).filter((r) => r.hour === hour).reduce((n, r) => n + r.services, 0),
  }));
  const w = work.data;
  return (
    <ReportSection title="Work">
      <ReportLoading query={work} label="work" />
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
    </ReportSection>
  );
}
