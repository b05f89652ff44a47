/** POST /api/auth/login (spec §7): `{ email, password }` -> `{ token, refreshToken, user }`. */
import { AuthResultSchema, type LoginRequest, successEnvelope } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const LoginResponseSchema = successEnvelope(AuthResultSchema);

/** @throws ApiError; 401 'Invalid email or password' for a wrong e-mail or password. */
export async function login(input: LoginRequest) {
  const body = await apiClient.post('/auth/login', input, { auth: false, schema: LoginResponseSchema });
  return body.data;
}
