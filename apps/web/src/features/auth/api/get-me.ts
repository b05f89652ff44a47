/**
 * GET /api/auth/me (spec §7): the signed-in user's profile, and the `me` query that holds the
 * signed-in user for the whole app (`User`, or null for a visitor; no data yet while the stored
 * session is checked at startup).
 *
 * Every signed-in page waits for this call first (spec §2: a spinner while the auth state loads),
 * so the answer is checked with {@link isMeResponse} instead of the zod schema: that keeps zod and
 * date-fns off the path to the first signed-in render (ADR 070, as ADR 051 does for the landing
 * page). A test keeps the guard in step with UserSchema.
 */
import { ApiCallMessages, type AuthResult, ROLES, type User } from '@fasttrack/contracts';
import { hashKey, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiError, ClientErrorCode, isApiError } from '../../../lib/api-error';
import { clearTokens, getAuthToken, saveTokens } from '../../../lib/auth-storage';

/** The pattern zod's `z.uuid()` accepts (RFC 9562 versions 1-8, nil and max). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

const STRING_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'dateOfBirth', 'nationality', 'createdAt'] as const;

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'string' &&
    UUID.test(u.id) &&
    STRING_FIELDS.every((key) => typeof u[key] === 'string') &&
    typeof u.marketingConsent === 'boolean' &&
    (u.profileImage === null || typeof u.profileImage === 'string') &&
    (ROLES as readonly unknown[]).includes(u.role)
  );
}

/** True when `value` is `{ success: true, data: User }`. */
export function isMeResponse(value: unknown): value is { success: true; data: User } {
  if (typeof value !== 'object' || value === null) return false;
  const { success, data } = value as { success?: unknown; data?: unknown };
  return success === true && isUser(data);
}

/**
 * @throws ApiError (401 handled by the client: refresh once, else redirect to /login);
 *   'An unexpected error occurred' when the answer is not a profile.
 */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const body = await apiClient.get('/auth/me', signal ? { signal } : {});
  if (!isMeResponse(body)) {
    throw new ApiError(ApiCallMessages.unexpectedError, { status: 200, code: ClientErrorCode.INVALID_RESPONSE });
  }
  return body.data;
}

/** Query key of the signed-in user. */
export const meKey = ['auth', 'me'] as const;
/** Mutation key prefix of login, register, logout and refresh (the auth state's `isLoading`). */
export const authMutationKey = ['auth'] as const;

/**
 * The startup session check (spec §4): with a stored token, the profile; without one, or when
 * the profile call fails or answers no user, null, and the stored tokens are cleared. When no
 * answer came at all (offline), the user saved with the pages kept for offline use, if the
 * token is theirs (lib/offline-session.ts).
 */
async function checkSession(signal: AbortSignal): Promise<User | null> {
  if (!getAuthToken()) return null;
  try {
    return await getMe(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    // No network (issue 28 item 5): the session may well be valid; the pages saved for this
    // person open from what was last known (ADR 290).
    const token = getAuthToken();
    if (isApiError(error) && error.code === ClientErrorCode.NETWORK_ERROR && token) {
      const user = await import('../../../lib/offline-session').then((m) => m.lastKnownUser(token));
      if (user) return user;
    }
    clearTokens();
    return null;
  }
}

/**
 * The `me` query. Without a stored session its data is null at once and nothing is asked; with
 * one it is pending until {@link checkSession} settles. It is never refetched: login, register,
 * refresh, social sign-in, profile changes and logout write it (`setQueryData`).
 * @param sessionStored start as if a session were stored (the build-time render of signed-in
 *   pages, which has no storage to read: ADR 071).
 */
export function meQueryOptions(sessionStored?: boolean) {
  return queryOptions({
    queryKey: meKey,
    queryFn: ({ signal }) => checkSession(signal),
    initialData: () => ((sessionStored ?? getAuthToken() !== null) ? undefined : null),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * A session began (login, register, social sign-in, password reset): store it, set the user, and
 * ask the service worker to keep the offline shell now that the app will be used (ADR 326).
 */
export function signedIn(queryClient: QueryClient, session: AuthResult): void {
  saveTokens(session);
  queryClient.setQueryData(meKey, session.user);
  void import('../../../lib/offline-shell').then((m) => m.requestOfflineShell()).catch(() => {});
}

/** The session ended: tokens, the user and every other cached answer or mutation are dropped. */
export function signedOut(queryClient: QueryClient): void {
  clearTokens();
  queryClient.setQueryData(meKey, null);
  const me = hashKey(meKey);
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== me });
  queryClient.getMutationCache().clear();
}
