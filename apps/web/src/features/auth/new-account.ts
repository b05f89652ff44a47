/**
 * Remembers, for this browser tab, which account was created here (issue 19 §10: a new user is
 * welcomed, not welcomed back). Set when sign-up succeeds; read by the dashboard greeting. It
 * lives in sessionStorage, so it ends with the tab: whoever comes back later is welcomed back.
 * Storage may be unavailable (private modes): then everyone is welcomed back, as before.
 */
const KEY = 'newAccountId';

/** Marks `userId` as created in this tab. */
export function markNewAccount(userId: string): void {
  try {
    window.sessionStorage.setItem(KEY, userId);
  } catch {
    // Not remembered: the greeting falls back to 'Welcome back'.
  }
}

/** True when the account `userId` was created in this tab. */
export function isNewAccount(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}
