/**
 * The session kept in the browser (spec §3 Browser storage): `authToken` (the access token) and
 * `refreshToken`. Nothing else: the booking drafts belong to the bookings feature.
 *
 * Storage can throw (private mode, quota, disabled cookies); every accessor behaves as if nothing
 * were stored then, because a missing session is a state the app handles anyway.
 */
import { readStored, writeStored } from './browser-storage';

export const StorageKeys = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  /** Why the server ended the session, kept across the reload to /login and read there once. */
  signedOutReason: 'signedOutReason',
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/** The stored access token (JWT), or null. */
export function getAuthToken(): string | null {
  return readStored(StorageKeys.authToken);
}

/** The stored refresh token (opaque), or null. */
export function getRefreshToken(): string | null {
  return readStored(StorageKeys.refreshToken);
}

/**
 * Saves a session. The refresh token is replaced only when one is given (§4: "refresh token saved
 * if present").
 */
export function saveTokens(tokens: { token: string; refreshToken?: string | null }): void {
  writeStored(StorageKeys.authToken, tokens.token);
  if (tokens.refreshToken) writeStored(StorageKeys.refreshToken, tokens.refreshToken);
}

/** Forgets the session (both tokens). */
export function clearTokens(): void {
  writeStored(StorageKeys.authToken, null);
  writeStored(StorageKeys.refreshToken, null);
}

/** Keeps the server's reason for ending the session (401 SESSION_ENDED, issue 26 §6) for /login. */
export function rememberSignOutReason(message: string): void {
  writeStored(StorageKeys.signedOutReason, message);
}

/** The reason kept by {@link rememberSignOutReason}, or null. Reading keeps it. */
export function readSignOutReason(): string | null {
  return readStored(StorageKeys.signedOutReason);
}

/** Forgets the kept reason: call once it has been shown. */
export function forgetSignOutReason(): void {
  writeStored(StorageKeys.signedOutReason, null);
}
