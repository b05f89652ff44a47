/**
 * The staff consoles (issue 15 §7; reports, issue 30): the dispatcher's and admin's `/ops` pages
 * and the officer's `/officer`. The router loads this small chunk for any console page, and the
 * page's own chunk loads from here: the lists of chunks the consoles need then live here, not in
 * the entry chunk every visitor loads (the landing page's 110 KB budget). Staff pay one more
 * small request; a traveller pays nothing.
 */
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../../lib/paths';
import { NotFoundRoute } from '../not-found-route';

const opsPages = () => import('./ops');
const OpsBoardPage = lazy(() => opsPages().then((m) => ({ default: m.OpsBoardRoute })));
const OpsOfficersPage = lazy(() => opsPages().then((m) => ({ default: m.OpsOfficersRoute })));
const OpsStaffPage = lazy(() => opsPages().then((m) => ({ default: m.OpsStaffRoute })));
const OpsAirportsPage = lazy(() => opsPages().then((m) => ({ default: m.OpsAirportsRoute })));
// Reports bring the chart library: a chunk of their own, loaded on /ops/reports only (ADR 175).
const OpsReportsPage = lazy(() => import('./ops-reports').then((m) => ({ default: m.OpsReportsRoute })));
const OfficerPage = lazy(() => import('./officer').then((m) => ({ default: m.OfficerRoute })));

/** A desk page's path below `/ops`, e.g. `officers` for /ops/officers. */
const below = (path: string) => path.slice(paths.ops.length + 1);

/**
 * `/ops/*` for dispatchers and admins (the router checks the role): the board, officers, reports
 * and airports (issue 41), and the not-found page for any other address below `/ops` that no
 * admin route of the router takes (`/ops/staff`, `/ops/organisations`). One route in the entry
 * chunk instead of one per page keeps the landing page within its budget.
 */
export function OpsDeskRoute() {
  return (
    <Routes>
      <Route index element={<OpsBoardPage />} />
      <Route path={below(paths.opsOfficers)} element={<OpsOfficersPage />} />
      <Route path={below(paths.opsReports)} element={<OpsReportsPage />} />
      <Route path={below(paths.opsAirports)} element={<OpsAirportsPage />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}

// A lazy component must resolve to a function, not to another lazy component: hence the wrappers.
export const OpsStaffRoute = () => <OpsStaffPage />;
export const OfficerRoute = () => <OfficerPage />;
