/**
 * A report table with its caption and a "Download CSV" button (issue 30 §2): the CSV is the
 * server's, so it holds exactly what the table shows, amounts in major units and times in WAT.
 */
import type { ReportExport, ReportRange } from '@fasttrack/contracts';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDownloadReport } from '../api/reports';

export interface ReportTableProps {
  caption: string;
  table: ReportExport;
  range: ReportRange;
  columns: string[];
  rows: ReactNode[][];
  /** Said when there are no rows. */
  empty?: string;
}

export function ReportTable({
  caption,
  table,
  range,
  columns,
  rows,
  empty = 'Nothing in this range.',
}: ReportTableProps) {
  const download = useDownloadReport();
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="border-b border-slate-300 px-2 py-1 font-semibold text-slate-800">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-2 py-2 text-slate-700">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((cells, i) => (
                // Report rows have no id of their own and never move.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={i} className="border-b border-slate-100">
                  {cells.map((cell, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their column's place
                    <td key={j} className="px-2 py-1 text-slate-800">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="outline"
          aria-label={`Download CSV: ${caption}`}
          disabled={download.isPending}
          onClick={() => download.mutate({ table, range })}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download CSV
        </Button>
      </div>
      {download.isError ? <Alert tone="error">{download.error.message}</Alert> : null}
    </div>
  );
}
