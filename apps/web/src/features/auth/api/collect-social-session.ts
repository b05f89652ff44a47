/**
 * POST /api/auth/oauth/session (issue 19 §11): collects, once, the session a social sign-in just
 * started; the API keeps it in a short-lived HttpOnly cookie until then. Answers like login:
 * `{ token, refreshToken, user }`. {@link useCollectSocialSession} signs the user in with it.
 */
import type { AuthResult } from '@fasttrack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { markNewAccount } from '../new-account';
import { signedIn } from './get-me';

/** @throws ApiError; 401 when there is no session to collect (expired, or collected already). */
export async function collectSocialSession(): Promise<AuthResult> {
  const { AuthResponseSchema } = await import('./auth-response-schema');
  const body = await apiClient.post('/auth/oauth/session', {}, { auth: false, schema: AuthResponseSchema });
  return body.data;
}

/**
 * Collects the session and signs in exactly as a password sign-in does (tokens stored, the `me`
 * query set). `created`: the sign-in created the account, which is then welcomed, not welcomed
 * back (new-account.ts).
 */
export function useCollectSocialSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_: { created: boolean }) => collectSocialSession(),
    onSuccess: (session, { created }) => {
      if (created) markNewAccount(session.user.id);
      signedIn(queryClient, session);
    },
  });
}
