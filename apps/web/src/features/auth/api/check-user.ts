/** POST /api/auth/check-user (spec §7): `{ email }` -> `{ exists }`. */
import { CheckUserResultSchema, successEnvelope } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const CheckUserResponseSchema = successEnvelope(CheckUserResultSchema);

/** True when an account uses this e-mail. @throws ApiError (e.g. 429 when asked too often). */
export async function checkUserExists(email: string): Promise<boolean> {
  const body = await apiClient.post('/auth/check-user', { email }, { auth: false, schema: CheckUserResponseSchema });
  return body.data.exists;
}
