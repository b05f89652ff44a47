/** POST /api/auth/register (spec §7): registration fields -> 201 `{ token, refreshToken, user }`. */
import { AuthResultSchema, type RegisterRequest, successEnvelope } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const RegisterResponseSchema = successEnvelope(AuthResultSchema);

/** @throws ApiError; 409 when the e-mail is taken, 400 with `details` per field. */
export async function register(input: RegisterRequest) {
  const body = await apiClient.post('/auth/register', input, { auth: false, schema: RegisterResponseSchema });
  return body.data;
}
