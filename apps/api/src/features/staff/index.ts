/**
 * What the staff feature offers other features and the app: the staff role check, the staff
 * routes, the audit trail writer and the demo roster job.
 */

export { assignmentsRoutes } from './assignments.routes';
export { recordAudit, type StaffActor, SYSTEM_ACTOR } from './audit.repository';
export { staffRoutes } from './staff.routes';
export { staffOnly } from './staff-access';
export { createStaffAccount } from './staff-accounts.service';
