/**
 * What the users feature (the traveller's own account: profile, privacy, notifications) offers
 * other features and the app: the complete-details prompt, the timeout
 * sign-out notice, and the inactivity watcher (loaded on first use: only a signed-in session
 * needs it). Other features import this feature only through this file (npm run lint).
 */
import { lazy } from 'react';

export { CompleteDetailsPrompt } from './components/complete-details-prompt';
export { takeTimeoutSignOut, timeoutSignOutMessage } from './timeout-sign-out';

export const SessionTimeoutWatcher = lazy(() =>
  import('./session-timeout-watcher').then((m) => ({ default: m.SessionTimeoutWatcher })),
);
