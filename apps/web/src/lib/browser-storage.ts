/**
 * Reads and writes of `window.localStorage` that never throw (spec §3 Browser storage).
 *
 * Storage can throw (private mode, quota, disabled cookies); these accessors swallow that and
 * behave as if nothing were stored, because a missing value is a state every caller handles
 * anyway. The keys belong to their owners: the session to `auth-storage.ts`, the booking drafts
 * to the bookings feature.
 */

/** The stored string under `key`, or null when absent or storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; `null` removes it. Does nothing when storage is unavailable. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not persisted: the value lasts until reload, which is the best storage allows.
  }
}
