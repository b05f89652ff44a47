/**
 * Browser storage keys and safe accessors (spec §3 Browser storage).
 *
 * - `authToken`, `refreshToken`: the session (lib/auth-storage.ts).
 * - `bookingFlightData`, `bookingFormData`: the booking drafts (features/bookings/drafts.ts), kept
 *   so a visitor can resume a booking after signing in.
 *
 * Storage can throw (private mode, quota, disabled cookies); every accessor swallows that and
 * behaves as if nothing were stored, because a missing session or draft is a state the app handles.
 */
export const StorageKeys = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  bookingFlightData: 'bookingFlightData',
  bookingFormData: 'bookingFormData',
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not persisted: the session lasts until reload, which is the best storage allows.
  }
}

/** Forgets everything stored for the signed-in user: session and drafts (spec §4 logout). */
export function clearSignedInData(): void {
  for (const key of Object.values(StorageKeys)) writeStored(key, null);
}
