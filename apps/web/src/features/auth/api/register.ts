/**
 * POST /api/auth/register (spec §7): registration fields -> 201 `{ token, refreshToken, user }`,
 * and the mutation the auth state registers with (tokens stored, the account marked as created in
 * this tab for the greeting, the `me` query set).
 */
import { ApiCallMessages, type AuthResult, type RegisterRequest } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error-message';
import { markNewAccount } from '../new-account';
import { authMutationKey, signedIn } from './get-me';

/** @throws ApiError; 409 when the e-mail is taken, 400 with `details` per field. */
export async function register(input: RegisterRequest): Promise<AuthResult> {
  const { AuthResponseSchema } = await import('./auth-response-schema');
  const body = await apiClient.post('/auth/register', input, { auth: false, schema: AuthResponseSchema });
  return body.data;
}

/**
 * Registers. `mutateAsync` rejects with an ApiError carrying the server's message (and field
 * `details`), else 'Registration failed' (§5, §8).
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authMutationKey, 'register'],
    mutationFn: (input: RegisterRequest) =>
      register(input).catch((error: unknown) => {
        throw toApiError(error, ApiCallMessages.registrationFailed);
      }),
    onSuccess: (session) => {
      markNewAccount(session.user.id);
      signedIn(queryClient, session);
    },
  });
}
