/**
 * POST /api/auth/oauth/session (issue 19 §11): collects, once, the session a social sign-in just
 * started; the API keeps it in a short-lived HttpOnly cookie until then. Answers like login:
 * `{ token, refreshToken, user }`.
 */
import { AuthResultSchema, successEnvelope } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const SessionResponseSchema = successEnvelope(AuthResultSchema);

/** @throws ApiError; 401 when there is no session to collect (expired, or collected already). */
export async function collectSocialSession() {
  const body = await apiClient.post('/auth/oauth/session', {}, { auth: false, schema: SessionResponseSchema });
  return body.data;
}
