/**
 * What the users feature offers other features: accounts and profiles as `User` DTOs. The auth
 * feature signs people in with these; it never reads the users table itself. Every write to the
 * users and profile_images tables is made here (issue 38: one writer per table): other features
 * call the writers below, in their own transaction.
 */

export { eraseAccount } from './account-erasure';
export { acceptImageUploadsOnly } from './image-uploads';
export { initialMarketingConsent } from './marketing-consent';
export { checkedImageType } from './profile-images.service';
export { setPasswordHash } from './user-password';
export { insertStaffUsersIfAbsent, updateUser } from './users.repository';
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
