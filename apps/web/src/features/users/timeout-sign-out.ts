/**
 * Why the last sign-out happened, kept for the page it leads to (issue 19 §10: a sign-out after the
 * session timeout says why, on `/`). The watcher writes the timeout's label ('1 hour') just before
 * signing out; the landing page takes it once and shows it. sessionStorage: this tab only, gone
 * with it. Storage may be unavailable: then the sign-out is silent, as before.
 */
const KEY = 'signedOutAfter';

/** @param label the timeout as people say it, e.g. '30 minutes', '1 hour'. */
export function rememberTimeoutSignOut(label: string): void {
  try {
    window.sessionStorage.setItem(KEY, label);
  } catch {
    // Nothing to say then.
  }
}

/** The label written by {@link rememberTimeoutSignOut}, removed as it is read; null when none. */
export function takeTimeoutSignOut(): string | null {
  try {
    const label = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return label;
  } catch {
    return null;
  }
}

/** The sentence shown on `/` after a timeout sign-out. */
export function timeoutSignOutMessage(label: string): string {
  return `You were signed out after ${label} without activity.`;
}
