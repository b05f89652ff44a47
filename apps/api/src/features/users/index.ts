/**
 * What the users feature offers other features: accounts and profiles as `User` DTOs. The auth
 * feature signs people in with these; it never reads the users table itself.
 */

export { profileImageRoutes } from './profile-images.routes';
export { setPasswordHash } from './user-password';
export {
  createAccount,
  emailInUse,
  findActiveRole,
  findLoginAccount,
  findUserRole,
  getProfile,
  type NewAccount,
  updateProfile,
} from './users.service';
