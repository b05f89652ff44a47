/**
 * Guard for the signed-in area (spec §2 Routes): a visitor without a stored session is sent to
 * `/`, replacing the history entry (so Back does not return to the guarded page).
 *
 * With a stored session the page renders at once, while the startup profile check runs (spec §4):
 * its frame paints (from the prerendered HTML on a first load of `/dashboard`) and its data loads
 * in parallel with the check, with `user` still null (ADR 071). Its requests carry the stored
 * token, so they only ever return the caller's own data; if the session turns out to be gone,
 * the check clears it and this guard sends the visitor to `/` (or the API client to `/login` on a 401).
 */
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../features/auth/auth-context';
import { paths } from '../lib/paths';

export function ProtectedRoute() {
  const { user, isInitializing } = useAuth();
  if (!user && !isInitializing) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
