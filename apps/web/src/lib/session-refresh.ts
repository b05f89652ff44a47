/**
 * POST /api/auth/refresh (spec §4, §7): trades the stored refresh token for a new pair (refresh
 * token rotation) and stores it. Kept apart from the API client so the response schema (and
 * zod) load only when a session exists (ADR 051).
 */
import { type AuthResult, AuthResultSchema, Messages, successEnvelope } from '@fasttrack/contracts';
import { apiRequest } from './api-client';
import { ApiError, ClientErrorCode } from './api-error';
import { getRefreshToken, saveTokens } from './auth-storage';

const RefreshResponseSchema = successEnvelope(AuthResultSchema);

/**
 * @returns the new session `{ token, refreshToken, user }`, already stored.
 * @throws ApiError 'No refresh token available' when none is stored (§8), or the server's error.
 */
export async function requestNewTokens(): Promise<AuthResult> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError(Messages.noRefreshToken, { status: null, code: ClientErrorCode.UNEXPECTED });
  const body = await apiRequest('/auth/refresh', {
    method: 'POST',
    body: { refreshToken },
    auth: false,
    schema: RefreshResponseSchema,
  });
  saveTokens(body.data);
  return body.data;
}
