/**
 * The session in browser storage (spec §3 Browser storage): `authToken` (access token) and
 * `refreshToken`. Nothing else lives here; the booking drafts belong to the bookings feature.
 */
import { readStored as read, StorageKeys, writeStored as write } from './browser-storage';

export { StorageKeys } from './browser-storage';

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
