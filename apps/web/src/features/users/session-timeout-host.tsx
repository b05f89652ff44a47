/**
 * Runs the signed-in session's inactivity timeout (Profile > Privacy & Security) app-wide. The
 * app mounts it once inside the router (RootLayout: the watcher navigates). The watcher's code
 * loads only once someone is signed in, so it costs the landing page nothing.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth';

const SessionTimeoutWatcher = lazy(() =>
  import('./session-timeout-watcher').then((m) => ({ default: m.SessionTimeoutWatcher })),
);

export function SessionTimeoutHost() {
  const { user, isInitializing } = useAuth();
  // The first signed-in user came from storage when a session check ran at start-up; any later
  // sign-in is fresh (the inactivity clock starts anew).
  const [restoring] = useState(isInitializing);
  const signedInBefore = useRef(false);
  const resumed = restoring && !signedInBefore.current;
  useEffect(() => {
    if (user) signedInBefore.current = true;
  }, [user]);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutWatcher resumed={resumed} />
    </Suspense>
  );
}
