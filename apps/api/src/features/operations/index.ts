/**
 * What the operations feature offers other features: capacity (who is free for a service
 * window) and the lock that serialises capacity decisions, holds and assignment (at payment,
 * release on cancellation or expiry, release when a shift is removed), meeting points, and the
 * dispatcher's assign, unassign and candidate list (served by the staff feature's routes).
 */
export { assignOnPayment, releaseBookingOfficers, releaseUncoveredAssignments } from './assignment.service';
export {
  type AssignmentActor,
  hasCheckedIn,
  insertAssignments as holdOfficers,
  recordAssignmentAudit,
} from './assignments.repository';
export {
  type CapacityWindow,
  capacityDay,
  capacityLocks,
  freeOfficerIds,
  liveBooking,
  lockCapacity,
  lockCapacityFor,
} from './capacity';
export { type CapacityRefusal, recordCapacityRefusal } from './capacity-refusals';
export { type AssignmentNotifier, assignOfficer, listCandidates, unassignOfficer } from './dispatch.service';
export {
  bookingTerminalSql,
  findServicePoint,
  meetingPointShortSql,
  meetingPointSql,
  type ServicePoint,
  type TerminalQuestion,
} from './meeting-points';
export { officerChangeOf, restaffForPlan, type StaffingOutcome } from './retime';
export { type AuditEntry, recordStaffAudit } from './staff-audit';
