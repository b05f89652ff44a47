/**
 * The reports of a range of Lagos dates (issue 30): `GET /api/ops/reports/{money,work,quality}`
 * and the CSV of each table. Money is for admins; the API answers 403 to a dispatcher.
 */
import {
  MoneyReportSchema,
  QualityReportSchema,
  type ReportExport,
  type ReportRange,
  reportExportPath,
  successEnvelope,
  WorkReportSchema,
} from '@fasttrack/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

const MoneyEnvelope = successEnvelope(MoneyReportSchema);
const WorkEnvelope = successEnvelope(WorkReportSchema);
const QualityEnvelope = successEnvelope(QualityReportSchema);
const key = (kind: string, range: ReportRange) => ['ops', 'reports', kind, range.from, range.to] as const;

/** Money of the range (admin); @throws ApiError 403 for a dispatcher, 400 for a bad range. */
export const moneyQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: key('money', range),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/ops/reports/money', { query: { ...range }, schema: MoneyEnvelope, signal })).data,
  });

/** Work of the range (dispatcher, admin). */
export const workQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: key('work', range),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/ops/reports/work', { query: { ...range }, schema: WorkEnvelope, signal })).data,
  });

/** Quality of the range (dispatcher, admin). */
export const qualityQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: key('quality', range),
    queryFn: async ({ signal }) =>
      (await apiClient.get('/ops/reports/quality', { query: { ...range }, schema: QualityEnvelope, signal })).data,
  });

/** Saves a table as CSV: resolves with the file name. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: ({ table, range }: { table: ReportExport; range: ReportRange }) =>
      downloadFile(reportExportPath(table, range).slice('/api'.length), `fasttrack-${table}.csv`),
  });
}
