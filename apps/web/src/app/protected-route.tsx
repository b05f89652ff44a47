/**
 * Guard for the signed-in area (spec §2 Routes): a spinner while the auth state loads, then the
 * page for a signed-in user, or a redirect to `/` that replaces the history entry (so Back does
 * not return to the guarded page).
 */
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useAuth } from '../features/auth/auth-context';
import { paths } from './paths';

export function ProtectedRoute() {
  const { user, isInitializing } = useAuth();
  if (isInitializing) return <PageSpinner label="Loading your account..." />;
  if (!user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
