/** /dashboard (spec §2 Dashboard): the dashboard feature's page. */
export { DashboardPage as DashboardRoute } from '../../features/dashboard/dashboard-page';
