/**
 * The staff audit trail's one writer (issue 15 §7 Audit; issue 38 item 1): every staff action on
 * operations, staff, credits and services, with its actor and time. The table is declared with
 * operations' (db/schema/operations.ts) and written here only; the staff feature reads it per
 * booking for the admin (staff/audit.repository.ts).
 */
import type { Executor } from '../../db/client';
import { staffAuditEvents } from '../../db/schema/index';
import type { EventActor } from '../../lib/domain-events';

export interface AuditEntry {
  /** e.g. account.created, account.deactivated, officer.updated, shift.removed, assignment.assigned */
  action: string;
  /** booking | officer | shift | account | meeting_point */
  subjectType: string;
  subjectId: string;
  bookingId?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Records one staff action; call inside the transaction that makes the change. `actor` is a
 * signed-in staff member with the role the server resolved, or the system (userId null).
 */
export async function recordStaffAudit(db: Executor, actor: EventActor, entry: AuditEntry): Promise<void> {
  await db.insert(staffAuditEvents).values({
    actorUserId: actor.userId,
    actorRole: actor.role,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    bookingId: entry.bookingId ?? null,
    details: entry.details ?? null,
  });
}
