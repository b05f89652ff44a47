/**
 * What the users feature (the traveller's own account: profile, privacy, notifications) offers
 * other features and the app: the complete-details prompt, the timeout sign-out notice, and
 * the inactivity watcher (loaded on first use: only a signed-in session needs it). Other features import this feature only through this file (npm run lint).
 */
export { CompleteDetailsPrompt } from './components/complete-details-prompt';
export { SessionTimeoutWatcher } from './lazy-session-timeout-watcher';
export { takeTimeoutSignOut, timeoutSignOutMessage } from './timeout-sign-out';
