/**
 * The reports of a range of Lagos dates (issue 30): `GET /api/ops/reports/{money,work,quality}`
 * and the CSV of each table. Money is for admins; the API answers 403 to a dispatcher.
 */
import {
  MoneyReportSchema,
  QualityReportSchema,
  ReconciliationRunSchema,
  type ReportExport,
  type ReportRange,
  reportExportPath,
  successEnvelope,
  WorkReportSchema,
} from '@fasttrack/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

const RunEnvelope = successEnvelope(ReconciliationRunSchema);
const LatestEnvelope = successEnvelope(ReconciliationRunSchema.nullable());
const latestKey = ['ops', 'reports', 'reconciliation'] as const;

/** The latest reconciliation with Paystack, or null before the first (admin). */
export const latestReconciliationQuery = () =>
  queryOptions({
    queryKey: latestKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/ops/reports/reconciliation/latest', { schema: LatestEnvelope, signal })).data,
  });

/** Reconciles a range now; the answer becomes the latest run. */
export function useReconcile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (range: ReportRange) =>
      (await apiClient.post('/ops/reports/reconciliation', range, { schema: RunEnvelope })).data,
    onSuccess: (run) => client.setQueryData(latestKey, run),
  });
}

/** Saves a run's differences as CSV. */
export function useDownloadReconciliation() {
  return useMutation({
    mutationFn: (id: string) =>
      downloadFile(`/ops/reports/reconciliation/${encodeURIComponent(id)}/export`, 'fasttrack-reconciliation.csv'),
  });
}
