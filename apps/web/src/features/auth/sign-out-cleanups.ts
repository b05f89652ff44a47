/**
 * What else a sign-out clears (spec §4 Authentication: "logout: ... booking drafts are cleared").
 *
 * The auth feature owns the session but not what other features keep for the signed-in user, so
 * they hand it a cleanup instead of being imported by it: the app layer registers the bookings
 * feature's `clearBookingDrafts` (app/providers.tsx). `logout` runs every cleanup after the
 * session is cleared, even when the server call failed.
 */
const cleanups = new Set<() => void>();

/** Runs `cleanup` at every sign-out from now on. Returns the function that unregisters it. */
export function onSignOut(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

/** Runs the registered cleanups; one that throws does not stop the others. */
export function runSignOutCleanups(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // A cleanup that fails leaves its own data behind; the sign-out itself still completes.
    }
  }
}
