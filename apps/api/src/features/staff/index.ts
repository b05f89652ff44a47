/**
 * What the staff feature offers other features and the app: the staff role check, staff
 * accounts, and the demo staff seeded in test mode. The audit trail is written through
 * operations' `recordStaffAudit`.
 */
export { type StaffActor, SYSTEM_ACTOR } from './audit.repository';
export { type DemoStaff, seedDemoStaff, seedDemoStaffIfTestMode } from './demo-staff';
export { deskOnly, staffOnly } from './staff-access';
export { createStaffAccount } from './staff-accounts.service';
