/** /ops/reports (issue 30): its own lazy chunk, so the chart library loads on this route only. */
export { ReportsPage as OpsReportsRoute } from '../../features/reports/reports-page';
