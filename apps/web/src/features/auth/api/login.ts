/**
 * POST /api/auth/login (spec §7): `{ email, password }` -> `{ token, refreshToken, user }`, and
 * the mutation the auth state signs in with (tokens stored, the `me` query set).
 */
import { ApiCallMessages, type AuthResult, type LoginRequest } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error-message';
import { authMutationKey, signedIn } from './get-me';

/** @throws ApiError; 401 'Invalid email or password' for a wrong e-mail or password. */
export async function login(input: LoginRequest): Promise<AuthResult> {
  const { AuthResponseSchema } = await import('./auth-response-schema');
  const body = await apiClient.post('/auth/login', input, { auth: false, schema: AuthResponseSchema });
  return body.data;
}

/**
 * Signs in. `mutateAsync` resolves with the session and rejects with an ApiError carrying the
 * server's message, else 'Login failed' (§5: failed unless the answer has success and data; §8).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authMutationKey, 'login'],
    mutationFn: (input: LoginRequest) =>
      login(input).catch((error: unknown) => {
        throw toApiError(error, ApiCallMessages.loginFailed);
      }),
    onSuccess: (session) => signedIn(queryClient, session),
  });
}
