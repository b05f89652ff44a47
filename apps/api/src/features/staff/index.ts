/**
 * What the staff feature offers other features and the app: the staff role check, the audit
 * trail writer, staff accounts, and the demo staff seeded in test mode.
 */
export { recordAudit, type StaffActor, SYSTEM_ACTOR } from './audit.repository';
export { type DemoStaff, seedDemoStaff, seedDemoStaffIfTestMode } from './demo-staff';
export { deskOnly, staffOnly } from './staff-access';
export { createStaffAccount } from './staff-accounts.service';
