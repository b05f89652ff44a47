/**
 * POST /api/auth/logout (spec §7): revokes the session's refresh-token family. The refresh token
 * goes in the body so the server can revoke even when the access token has expired; no refresh
 * or redirect is attempted on a 401 (logout must finish locally whatever the server says, §4).
 */
import { apiClient } from '../../../lib/api-client';
import { getRefreshToken } from '../../../lib/auth-storage';

export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  await apiClient.post('/auth/logout', refreshToken ? { refreshToken } : {}, { refreshOnUnauthorized: false });
}
