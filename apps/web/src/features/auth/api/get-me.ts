/**
 * GET /api/auth/me (spec §7): the signed-in user's profile.
 *
 * Every signed-in page waits for this call first (spec §2: a spinner while the auth state loads),
 * so the answer is checked with {@link isMeResponse} instead of the zod schema: that keeps zod and
 * date-fns off the path to the first signed-in render (ADR 070, as ADR 051 does for the landing
 * page). A test keeps the guard in step with UserSchema.
 */
import { Messages, ROLES, type User } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';

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
    throw new ApiError(Messages.unexpectedError, { status: 200, code: ClientErrorCode.INVALID_RESPONSE });
  }
  return body.data;
}
