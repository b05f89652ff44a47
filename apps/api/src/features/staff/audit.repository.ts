/**
 * The staff audit trail (issue 15 §7 Audit): every staff action with its actor and time, read
 * per booking by an admin; callers get `AuditEvent` DTOs. It is written by operations
 * (`recordStaffAudit`, operations/staff-audit.ts), which every feature may import.
 */
import type { AuditEvent } from '@fasttrack/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, staffAuditEvents, users } from '../../db/schema/index';
import type { EventActor } from '../../lib/domain-events';
import { isUuid } from '../../lib/ids';

/** Who acted: a signed-in staff member, or the system (the roster job, the command line). */
export type StaffActor = EventActor;

/** The system as an actor: scheduled jobs and the command line. */
export const SYSTEM_ACTOR: StaffActor = { userId: null, role: 'system' };

/** Detail keys that hold a staff member's id: the audit shows their name instead (issue 26 §6). */
const PERSON_KEYS: Readonly<Record<string, string>> = { officerId: 'officer', replacedOfficerId: 'replacedOfficer' };

/**
 * A booking's audit events, oldest first, with the actor's name when the actor still exists, and
 * the officers named in the details by name, not by id ("officer": "Ngozi Eze"; issue 26 §6). An
 * id whose account is gone stays as it is.
 */
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
  const details = rows.map(({ event }) => (event.details as Record<string, unknown> | null) ?? null);
  const names = await personNames(db, details);
  return rows.map(({ event, actorName }, i) => ({
    id: event.id,
    at: event.createdAt.toISOString(),
    actor: { id: event.actorUserId, name: actorName, role: event.actorRole },
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    details: withNames(details[i] ?? null, names),
  }));
}

/** The names of the staff whose ids the details hold under PERSON_KEYS, by id. */
async function personNames(db: Executor, details: (Record<string, unknown> | null)[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const d of details) {
    for (const key of Object.keys(PERSON_KEYS)) {
      const value = d?.[key];
      if (typeof value === 'string' && isUuid(value)) ids.add(value);
    }
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(found.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
}

function withNames(d: Record<string, unknown> | null, names: Map<string, string>): Record<string, unknown> | null {
  if (!d) return null;
  const named: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(d)) {
    const as = PERSON_KEYS[key];
    const name = as && typeof value === 'string' ? names.get(value) : undefined;
    if (as && name) named[as] = name;
    else named[key] = value;
  }
  return named;
}

/** Whether a booking with this id exists. */
export async function bookingExists(db: Executor, bookingId: string): Promise<boolean> {
  const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  return rows.length > 0;
}
