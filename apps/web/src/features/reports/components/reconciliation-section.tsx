/**
 * Reconciliation with Paystack on the reports page (issue 30 §3), admin only: the latest run
 * (the nightly one or an admin's) with its differences, a button to reconcile the chosen range
 * now, and the differences as CSV.
 */
import {
  formatLagos,
  formatMoney,
  minorToMajor,
  RECONCILIATION_KIND_LABELS,
  type ReportRange,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { latestReconciliationQuery, useDownloadReconciliation, useReconcile } from '../api/reports';

const side = (s: { amountKobo: number; status: string } | null) =>
  s ? `${formatMoney(minorToMajor(s.amountKobo), 'NGN')} (${s.status})` : '–';

export function ReconciliationSection({ range }: { range: ReportRange }) {
  const latest = useQuery(latestReconciliationQuery());
  const reconcile = useReconcile();
  const download = useDownloadReconciliation();
  const run = latest.data;
  return (
    <section
      aria-labelledby="report-reconciliation"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="report-reconciliation" className="text-lg font-semibold text-slate-900">
        Reconciliation with Paystack
      </h2>
      <div>
        <Button disabled={reconcile.isPending} onClick={() => reconcile.mutate(range)}>
          Reconcile {range.from} to {range.to}
        </Button>
      </div>
      {reconcile.isError ? <Alert tone="error">{reconcile.error.message}</Alert> : null}
      {latest.isPending ? <Spinner label="Loading the latest reconciliation..." className="py-6" /> : null}
      {latest.isError ? <Alert tone="error">{latest.error.message}</Alert> : null}
      {latest.isSuccess && !run ? <p className="text-slate-700">No reconciliation yet.</p> : null}
      {run ? (
        <>
          <p className="text-slate-800">
            Last run {formatLagos(run.ranAt)} WAT ({run.ranBy ? 'by an admin' : 'nightly'}) for {run.from} to {run.to}:{' '}
            {run.matched} matched, {run.differences.length} differences.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="pb-2 text-left font-semibold text-slate-900">Differences with Paystack</caption>
              <thead>
                <tr>
                  {['Difference', 'Reference', 'Ours', 'Paystack'].map((c) => (
                    <th
                      key={c}
                      scope="col"
                      className="border-b border-slate-300 px-2 py-1 font-semibold text-slate-800"
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {run.differences.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="px-2 py-2 text-slate-700">
                      Every payment matches.
                    </td>
                  </tr>
                ) : (
                  run.differences.map((d) => (
                    <tr key={`${d.kind} ${d.reference}`} className="border-b border-slate-100">
                      <td className="px-2 py-1">{RECONCILIATION_KIND_LABELS[d.kind]}</td>
                      <td className="px-2 py-1">{d.reference}</td>
                      <td className="px-2 py-1">{side(d.ours)}</td>
                      <td className="px-2 py-1">{side(d.theirs)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <div>
            <Button
              variant="outline"
              aria-label="Download CSV: Differences with Paystack"
              disabled={download.isPending}
              onClick={() => download.mutate(run.id)}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Download CSV
            </Button>
          </div>
          {download.isError ? <Alert tone="error">{download.error.message}</Alert> : null}
        </>
      ) : null}
    </section>
  );
}
