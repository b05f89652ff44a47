/**
 * The inactivity watcher, loaded on first use: only a signed-in session needs it. Declared here
 * rather than in `index.ts` so that the index only re-exports: the bundler then looks through it,
 * and what other screens import from this feature (e.g. the dashboard's complete-details prompt)
 * stays out of the landing page's first load (ADR 175).
 */
import { lazy } from 'react';

export const SessionTimeoutWatcher = lazy(() =>
  import('./session-timeout-watcher').then((m) => ({ default: m.SessionTimeoutWatcher })),
);
