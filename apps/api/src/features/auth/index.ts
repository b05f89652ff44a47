/**
 * What the auth feature offers the app and other features: the access-token signer that the
 * `authenticate` plugin verifies with, and the claims a signed-in caller carries.
 */
export {
  type AccessTokenClaims,
  type AccessTokenSigner,
  createAccessTokenSigner,
  resolveJwtSecret,
} from './access-token';
export { deleteSignInRecords } from './password-reset.repository';
export { issuePasswordResetToken } from './password-reset.service';
export { hashPassword, verifyPassword } from './passwords';
export { endAllSessions, sessionEnd } from './sessions.service';
export { configuredSocialProviders } from './social/index';
