/** GET /api/auth/me (spec §7): the signed-in user's profile. */
import { successEnvelope, UserSchema } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const MeResponseSchema = successEnvelope(UserSchema);

/** @throws ApiError (401 handled by the client: refresh once, else redirect to /login). */
export async function getMe(signal?: AbortSignal) {
  const body = await apiClient.get('/auth/me', { schema: MeResponseSchema, ...(signal ? { signal } : {}) });
  return body.data;
}
