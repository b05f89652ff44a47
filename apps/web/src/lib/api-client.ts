/**
 * The browser's HTTP client for the API (spec §6, §7, §8).
 *
 * - Base `/api`, JSON in and out, 10 000 ms time-out per attempt (AbortController).
 * - Sends `Authorization: Bearer <authToken>` when a token is stored and `auth` is not false.
 * - Errors become {@link ApiError} with the §8 message:
 *   server answered -> its `message`, else its `error`, else 'HTTP {status} error';
 *   request sent but no answer (network failure or time-out) -> 'Network error - please check your connection';
 *   anything else -> the error's own message, else 'An unexpected error occurred'.
 * - A 401 on a call that carried a token triggers one refresh (single-flight across concurrent
 *   calls, refresh token rotation) and one retry. When the refresh fails, or the retry is 401
 *   again, the tokens are cleared and the page goes to `/login` with a full load (§2, §4). A 401
 *   SESSION_ENDED is not refreshed: its reason is kept for /login to show (issue 26 §6). The
 *   redirect carries what can resume after signing in again (lib/session-return.ts, issue 37).
 * - With a `schema`, the parsed body must match it (contract schemas), else INVALID_RESPONSE.
 */
import type { AuthResult, ErrorCode } from '@fasttrack/contracts';
import type { z } from 'zod';
import { type ApiRequestOptions, finish, send } from './api-attempt';
import { clearTokens, getAuthToken, rememberSignOutReason } from './auth-storage';

export { API_BASE, type ApiRequestOptions, type HttpMethod } from './api-attempt';
export { ApiError, isApiError } from './api-error';

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

/**
 * Calls `{API_BASE}{path}` and returns the parsed JSON body.
 * @throws ApiError (see module doc); or the caller's abort reason when `signal` aborted.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<S> = {},
): Promise<Result<S>> {
  const useAuth = options.auth !== false;
  const first = await send(path, options, useAuth);
  const handle401 = first.status === 401 && first.sentToken !== null && options.refreshOnUnauthorized !== false;
  if (first.ok || !handle401) return finish(first, options.schema) as Result<S>;
  // The session was ended on purpose (signed out elsewhere, password changed): no refresh can
  // bring it back, and /login says why (issue 26 §6). The code is a checked literal: importing
  // ErrorCode would put every code in the first load.
  const body = first.body as { error?: unknown; message?: unknown } | null;
  const ended = body?.error === ('SESSION_ENDED' satisfies ErrorCode) && typeof body.message === 'string';
  if (ended) rememberSignOutReason(body.message as string);

  // Otherwise the access token was refused: rotate once (unless a concurrent call already did),
  // then retry with the new one.
  const rotatedMeanwhile = getAuthToken() !== null && getAuthToken() !== first.sentToken;
  const refreshed = !ended && (rotatedMeanwhile || (await refreshSession()));
  if (!refreshed) {
    expireSession();
    return finish(first, options.schema) as Result<S>;
  }
  const retry = await send(path, options, useAuth);
  if (retry.status === 401) expireSession();
  return finish(retry, options.schema) as Result<S>;
}

/** Shorthands over {@link apiRequest}. */
export const apiClient = {
  get: <S extends z.ZodType | undefined = undefined>(path: string, options?: Omit<ApiRequestOptions<S>, 'method'>) =>
    apiRequest(path, { ...options, method: 'GET' }),
  post: <S extends z.ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<S>, 'method' | 'body'>,
  ) => apiRequest(path, { ...options, method: 'POST', body }),
  put: <S extends z.ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<S>, 'method' | 'body'>,
  ) => apiRequest(path, { ...options, method: 'PUT', body }),
  patch: <S extends z.ZodType | undefined = undefined>(
    path: string,
    body?: unknown,
    options?: Omit<ApiRequestOptions<S>, 'method' | 'body'>,
  ) => apiRequest(path, { ...options, method: 'PATCH', body }),
  delete: <S extends z.ZodType | undefined = undefined>(path: string, options?: Omit<ApiRequestOptions<S>, 'method'>) =>
    apiRequest(path, { ...options, method: 'DELETE' }),
};

let rotationInFlight: Promise<AuthResult> | null = null;

/**
 * Rotates the session with the stored refresh token (POST /auth/refresh, refresh token rotation)
 * and stores the new pair. Concurrent callers share one request, so a rotated token is never
 * sent twice. (The response schema loads on first use: ADR 051.)
 * @returns the new session `{ token, refreshToken, user }`.
 * @throws ApiError: no refresh token stored, or the server's refusal.
 */
export function rotateSession(): Promise<AuthResult> {
  rotationInFlight ??= import('./session-refresh')
    .then(({ requestNewTokens }) =>
      requestNewTokens((refreshToken, schema) =>
        apiRequest('/auth/refresh', { method: 'POST', body: { refreshToken }, auth: false, schema }),
      ),
    )
    .finally(() => {
      rotationInFlight = null;
    });
  return rotationInFlight;
}

/** {@link rotateSession}, resolving false instead of throwing when the session cannot be renewed. */
export function refreshSession(): Promise<boolean> {
  return rotateSession().then(
    () => true,
    () => false,
  );
}

/**
 * Clears the session and reloads on /login (spec §2: "Any API 401 ... full page redirect"), which
 * says that the session ended and, from the booking dialog, returns to it (issue 37).
 */
function expireSession(): void {
  clearTokens();
  // Loaded now, with the refresh module, not with the first load (ADR 051).
  void import('./session-refresh').then(({ sessionEndedPath }) => window.location.assign(sessionEndedPath()));
}
