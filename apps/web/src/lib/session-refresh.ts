/**
 * POST /api/auth/refresh (spec §4, §7): trades the stored refresh token for a new pair (refresh
 * token rotation) and stores it. Kept apart from the API client so the response schema (and
 * zod) load only when a session exists (ADR 051). The API client loads this module and passes
 * its own request function in, so neither imports the other in a cycle. It also hands the API
 * client where an ended session goes (lib/session-return.ts), loaded the same way.
 */
import { type AuthResult, AuthResultSchema, Messages, successEnvelope } from '@fasttrack/contracts';
import type { z } from 'zod';
import { ApiError, ClientErrorCode } from './api-error';
import { getRefreshToken, saveTokens } from './auth-storage';

export { SESSION_ENDED_PARAM, sessionEndedPath, setSessionReturn } from './session-return';

const RefreshResponseSchema = successEnvelope(AuthResultSchema);

/** Sends `POST /auth/refresh` without the bearer token and checks the answer against `schema`. */
export type SendRefresh = (
  refreshToken: string,
  schema: typeof RefreshResponseSchema,
) => Promise<z.infer<typeof RefreshResponseSchema>>;

/**
 * @returns the new session `{ token, refreshToken, user }`, already stored.
 * @throws ApiError 'No refresh token available' when none is stored (§8), or the server's error.
 */
export async function requestNewTokens(send: SendRefresh): Promise<AuthResult> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError(Messages.noRefreshToken, { status: null, code: ClientErrorCode.UNEXPECTED });
  const body = await send(refreshToken, RefreshResponseSchema);
  saveTokens(body.data);
  return body.data;
}
