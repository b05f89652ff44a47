/**
 * Browser storage keys and accessors (spec §3 Browser storage).
 *
 * - `authToken`, `refreshToken`: the session (access token, refresh token).
 * - `bookingFlightData`, `bookingFormData`: the draft flight selection and booking form, kept so a
 *   visitor can resume a booking after signing in.
 *
 * Storage can throw (private mode, quota, disabled cookies); every accessor swallows that and
 * behaves as if nothing were stored, because a missing session is a state the app handles anyway.
 */
export const StorageKeys = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  bookingFlightData: 'bookingFlightData',
  bookingFormData: 'bookingFormData',
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

function read(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not persisted: the session lasts until reload, which is the best storage allows.
  }
}

/** The stored access token (JWT), or null. */
export function getAuthToken(): string | null {
  return read(StorageKeys.authToken);
}

/** The stored refresh token (opaque), or null. */
export function getRefreshToken(): string | null {
  return read(StorageKeys.refreshToken);
}

/**
 * Saves a session. The refresh token is replaced only when one is given (§4: "refresh token saved
 * if present").
 */
export function saveTokens(tokens: { token: string; refreshToken?: string | null }): void {
  write(StorageKeys.authToken, tokens.token);
  if (tokens.refreshToken) write(StorageKeys.refreshToken, tokens.refreshToken);
}

/** Forgets the session (both tokens). */
export function clearTokens(): void {
  write(StorageKeys.authToken, null);
  write(StorageKeys.refreshToken, null);
}

/** Reads a JSON draft (`bookingFlightData` or `bookingFormData`); null when absent or unreadable. */
export function readDraft<T = unknown>(
  key: typeof StorageKeys.bookingFlightData | typeof StorageKeys.bookingFormData,
): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Stores a JSON draft; `null` removes it. */
export function writeDraft(
  key: typeof StorageKeys.bookingFlightData | typeof StorageKeys.bookingFormData,
  value: unknown,
): void {
  write(key, value === null ? null : JSON.stringify(value));
}

/** Removes both booking drafts (dashboard New Booking, booking completed). */
export function clearDrafts(): void {
  write(StorageKeys.bookingFlightData, null);
  write(StorageKeys.bookingFormData, null);
}
