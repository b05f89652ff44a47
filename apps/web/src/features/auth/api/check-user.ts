/** POST /api/auth/check-user (spec §7): `{ email }` -> `{ exists }`. */
import { CheckUserResultSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const CheckUserResponseSchema = successEnvelope(CheckUserResultSchema);

/** True when an account uses this e-mail. @throws ApiError (e.g. 429 when asked too often). */
export async function checkUserExists(email: string): Promise<boolean> {
  const body = await apiClient.post('/auth/check-user', { email }, { auth: false, schema: CheckUserResponseSchema });
  return body.data.exists;
}

/**
 * Asks whether an account uses an e-mail (`mutate(email)` -> `exists`). For screens; the
 * email-first card on `/` loads {@link checkUserExists} lazily instead (ADR 051: zod off `/`).
 */
export function useCheckUser() {
  return useMutation({ mutationFn: (email: string) => checkUserExists(email) });
}
