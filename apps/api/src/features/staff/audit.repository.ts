/**
 * The staff audit trail (issue 15 §7 Audit): every staff action with its actor and time, read
 * per booking by an admin. Rows stay here; callers get `AuditEvent` DTOs.
 */
import type { AuditEvent } from '@fasttrack/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, staffAuditEvents, users } from '../../db/schema/index';

/** Who acted: a signed-in staff member, or the system (the roster job, the command line). */
export type StaffActor = { userId: string; role: string } | { userId: null; role: 'system' };

/** The system as an actor: scheduled jobs and the command line. */
export const SYSTEM_ACTOR: StaffActor = { userId: null, role: 'system' };

export interface AuditEntry {
  /** e.g. account.created, account.deactivated, officer.updated, shift.removed */
  action: string;
  /** booking | officer | shift | account | meeting_point */
  subjectType: string;
  subjectId: string;
  bookingId?: string | null;
  details?: Record<string, unknown> | null;
}

/** Records one staff action; call inside the transaction that makes the change. */
export async function recordAudit(db: Executor, actor: StaffActor, entry: AuditEntry): Promise<void> {
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

/** A booking's audit events, oldest first, with the actor's name when the actor still exists. */
export async function listBookingAudit(db: Executor, bookingId: string): Promise<AuditEvent[]> {
  const rows = await db
    .select({
      event: staffAuditEvents,
      actorName: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(staffAuditEvents)
    .leftJoin(users, eq(users.id, staffAuditEvents.actorUserId))
    .where(eq(staffAuditEvents.bookingId, bookingId))
    .orderBy(asc(staffAuditEvents.createdAt), asc(staffAuditEvents.id));
  return rows.map(({ event, actorName }) => ({
    id: event.id,
    at: event.createdAt.toISOString(),
    actor: { id: event.actorUserId, name: actorName, role: event.actorRole },
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    details: (event.details as Record<string, unknown> | null) ?? null,
  }));
}

/** Whether a booking with this id exists. */
export async function bookingExists(db: Executor, bookingId: string): Promise<boolean> {
  const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return rows.length > 0;
}
