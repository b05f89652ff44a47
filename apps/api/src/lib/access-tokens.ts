/**
 * The shape of access-token claims and of the signer that issues and checks them. Shared code
 * (the `authenticate` plugin) needs the shapes; the auth feature implements the signer
 * (features/auth/access-token.ts), so the shapes live here and nothing shared imports a feature.
 */
import type { Role } from '@fasttrack/contracts';

/** How long an expired token still identifies its user for sign-out: the refresh-token lifetime (s). */
export const EXPIRED_TOKEN_GRACE_SECONDS = 30 * 24 * 60 * 60;

export interface AccessTokenClaims {
  userId: string;
  role: Role;
  /** The refresh-token family (one sign-in) this token was issued for; absent on tokens minted otherwise. */
  sessionId?: string;
}

export interface AccessTokenSigner {
  sign(claims: AccessTokenClaims, now?: Date): Promise<string>;
  /** @returns the claims, or null for an expired, forged or malformed token. */
  verify(token: string, now?: Date): Promise<AccessTokenClaims | null>;
  /**
   * Like `verify`, but also accepts a token that expired less than
   * {@link EXPIRED_TOKEN_GRACE_SECONDS} ago. Only for sign-out, which must work after the
   * access token has lapsed (issue: accounts, "Logout"); never for authorising anything else.
   */
  verifyAllowingExpired(token: string, now?: Date): Promise<AccessTokenClaims | null>;
}
