/**
 * The staff consoles (issue 15 §7; reports, issue 30): the dispatcher's and admin's `/ops` pages
 * and the officer's `/officer`. The router loads this small chunk for any console page, and the
 * page's own chunk loads from here: the lists of chunks the consoles need then live here, not in
 * the entry chunk every visitor loads (the landing page's 110 KB budget). Staff pay one more
 * small request; a traveller pays nothing.
 */
import { lazy } from 'react';

const opsPages = () => import('./ops');
const OpsBoardPage = lazy(() => opsPages().then((m) => ({ default: m.OpsBoardRoute })));
const OpsOfficersPage = lazy(() => opsPages().then((m) => ({ default: m.OpsOfficersRoute })));
const OpsStaffPage = lazy(() => opsPages().then((m) => ({ default: m.OpsStaffRoute })));
// Reports bring the chart library: a chunk of their own, loaded on /ops/reports only (ADR 175).
const OpsReportsPage = lazy(() => import('./ops-reports').then((m) => ({ default: m.OpsReportsRoute })));
const OfficerPage = lazy(() => import('./officer').then((m) => ({ default: m.OfficerRoute })));

// A lazy component must resolve to a function, not to another lazy component: hence the wrappers.
export const OpsBoardRoute = () => <OpsBoardPage />;
export const OpsOfficersRoute = () => <OpsOfficersPage />;
export const OpsStaffRoute = () => <OpsStaffPage />;
export const OpsReportsRoute = () => <OpsReportsPage />;
export const OfficerRoute = () => <OfficerPage />;
