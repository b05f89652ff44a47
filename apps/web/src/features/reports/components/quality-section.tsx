/** Quality (issue 30), dispatchers and admins: the ratings by score and per officer, and the latest low comments. */
import { formatLagos, type ReportRange } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { qualityQuery } from '../api/reports';
import { ReportChart } from './report-chart';
import { ReportLoading, ReportSection } from './report-section';
import { ReportTable } from './report-table';

export function QualitySection({ range }: { range: ReportRange }) {
  const quality = useQuery(qualityQuery(range));
  const q = quality.data;
  return (
    <ReportSection title="Quality">
      <ReportLoading query={quality} label="quality" />
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
    </ReportSection>
  );
}
