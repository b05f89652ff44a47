/**
 * What the operations console offers other features: the staff console frame and officer photos.
 * Other features import this feature only through this file (npm run lint).
 */
export { useStaffPhoto } from './api/use-staff-photo';
export { StaffLayout } from './components/staff-layout';
