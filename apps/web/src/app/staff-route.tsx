/**
 * Guard for the staff consoles (issue 15 §2, §7). Signed out: `/login?returnTo=<this page>`, so
 * signing in comes back here. Signed in without one of `roles` (a customer, or an officer on a
 * dispatcher page): the not-found page, as the API answers a customer 404 on staff routes.
 * The role shown here only chooses the screen; every staff call is checked by the API.
 */

import type { StaffRole } from '@fasttrack/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useAuth } from '../features/auth/auth-context';
import { staffLoginPath } from '../features/auth/redirects';
import { NotFoundRoute } from './not-found-route';

export function StaffRoute({ roles }: { roles: readonly StaffRole[] }) {
  const { user, isInitializing } = useAuth();
  const { pathname, search } = useLocation();
  if (isInitializing) return <PageSpinner />;
  if (!user) return <Navigate to={staffLoginPath(`${pathname}${search}`)} replace />;
  if (!(roles as readonly string[]).includes(user.role)) return <NotFoundRoute />;
  return <Outlet />;
}
