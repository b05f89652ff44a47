/**
 * POST /api/auth/logout (spec §7): revokes the session's refresh-token family. The refresh token
 * goes in the body so the server can revoke even when the access token has expired; no refresh
 * or redirect is attempted on a 401 (logout must finish locally whatever the server says, §4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { getRefreshToken } from '../../../lib/auth-storage';
import { runSignOutCleanups } from '../sign-out-cleanups';
import { authMutationKey, signedOut } from './get-me';

export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  await apiClient.post('/auth/logout', refreshToken ? { refreshToken } : {}, { refreshOnUnauthorized: false });
}

/**
 * Signs out (§4). Never fails: the server may be unreachable or the session already gone, and the
 * local session ends regardless: tokens, the user, every cached answer and the booking drafts.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authMutationKey, 'logout'],
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      runSignOutCleanups();
      signedOut(queryClient);
    },
  });
}
