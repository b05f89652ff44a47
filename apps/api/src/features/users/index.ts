/**
 * What the users feature offers other features: accounts and profiles as `User` DTOs. The auth
 * feature signs people in with these; it never reads the users table itself.
 */

export { acceptImageUploadsOnly } from './image-uploads';
export { initialMarketingConsent, marketingConsentSet } from './marketing-consent';
export { checkedImageType } from './profile-images.service';
export { setPasswordHash } from './user-password';
export {
  createAccount,
  createStaffUser,
  deactivateUser,
  emailInUse,
  findActiveRole,
  findLoginAccount,
  findUserRole,
  getProfile,
  type NewAccount,
  type NewStaffAccount,
  updateProfile,
} from './users.service';
