/**
 * Runs the signed-in session's inactivity timeout (Profile > Privacy & Security; issue 19 §10)
 * for the whole app, while someone is signed in. It sits in the root layout, inside the router,
 * because the watcher navigates to `/` after signing out. The watcher's code loads only once
 * someone is signed in (a lazy component from the profile feature).
 *
 * `resumed` tells the watcher whether this session came back from storage at start-up (then
 * activity from before the page was closed counts) or is a fresh sign-in (the clock starts anew).
 */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../features/auth/index';
import { SessionTimeoutWatcher } from '../../features/users/index';

export function SessionTimeoutHost() {
  const { user, isInitializing } = useAuth();
  // The first signed-in user came from storage when a session check ran at start-up; any later
  // sign-in is fresh.
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
