/** /profile (spec §2 Profile): the profile feature's page. */
export { ProfilePage as ProfileRoute } from '../../features/users/profile-page';
