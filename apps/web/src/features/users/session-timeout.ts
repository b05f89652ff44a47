/**
 * Session timeout setting and the last-activity clock (spec §2 Profile > Privacy & Security,
 * §9: 30 min, 1 h (default), 2 h, 4 h; issue: "Signed-in users are really signed out after that
 * much inactivity"). Both live in localStorage, so every tab of the browser shares them: activity
 * in one tab keeps the others signed in too. Storage failures read as "default" / "no activity".
 */
import { SESSION_TIMEOUT_DEFAULT_MIN, SESSION_TIMEOUT_OPTIONS_MIN } from '@fasttrack/contracts';

export type SessionTimeoutMinutes = (typeof SESSION_TIMEOUT_OPTIONS_MIN)[number];

export const SESSION_TIMEOUT_KEY = 'sessionTimeoutMinutes';
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

export const SESSION_TIMEOUT_LABELS: Record<SessionTimeoutMinutes, string> = {
  30: '30 minutes',
  60: '1 hour',
  120: '2 hours',
  240: '4 hours',
};

function isOption(value: number): value is SessionTimeoutMinutes {
  return (SESSION_TIMEOUT_OPTIONS_MIN as readonly number[]).includes(value);
}

/** The chosen timeout in minutes; 60 when none (or an unknown value) is stored. */
export function getSessionTimeoutMinutes(): SessionTimeoutMinutes {
  try {
    const stored = Number(window.localStorage.getItem(SESSION_TIMEOUT_KEY));
    return isOption(stored) ? stored : SESSION_TIMEOUT_DEFAULT_MIN;
  } catch {
    return SESSION_TIMEOUT_DEFAULT_MIN;
  }
}

export function setSessionTimeoutMinutes(minutes: SessionTimeoutMinutes): void {
  try {
    window.localStorage.setItem(SESSION_TIMEOUT_KEY, String(minutes));
  } catch {
    // Not kept: the default applies after a reload.
  }
}

/** Epoch ms of the last user activity in any tab, or null. */
export function readLastActivity(): number | null {
  try {
    const value = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function recordActivity(at: number = Date.now()): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // This tab still keeps its own clock.
  }
}

export function clearLastActivity(): void {
  try {
    window.localStorage.removeItem(LAST_ACTIVITY_KEY);
  } catch {
    // Nothing stored then.
  }
}
