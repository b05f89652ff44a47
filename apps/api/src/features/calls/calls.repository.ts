/**
 * SQL of the calls feature (issue 36 item 2): the booking's facts a call needs, the phones of
 * both sides (read only here, never answered), and the `booking_calls` log this feature alone
 * writes. Rows stay inside the feature.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookingAssignments, bookingCalls, bookings, serviceMilestones, users } from '../../db/schema/index';

/** The booking as a call needs it, with its owner's contact fields (older bookings' fallback). */
export async function findCallBooking(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      meetingTime: bookings.meetingTime,
      leadPassengerName: bookings.leadPassengerName,
      contactPhone: bookings.contactPhone,
      owner: {
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        dateOfBirth: users.dateOfBirth,
      },
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ?? null;
}
export type CallBooking = NonNullable<Awaited<ReturnType<typeof findCallBooking>>>;

export async function selectReached(db: Executor, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ milestone: serviceMilestones.milestone })
    .from(serviceMilestones)
    .where(eq(serviceMilestones.bookingId, bookingId));
  return rows.map((r) => r.milestone);
}

/** The booking's officers with their names and phones, earliest assigned first. */
export function selectOfficers(db: Executor, bookingId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(bookingAssignments)
    .innerJoin(users, eq(users.id, bookingAssignments.officerId))
    .where(eq(bookingAssignments.bookingId, bookingId))
    .orderBy(asc(bookingAssignments.assignedAt), asc(users.id));
}

export async function insertCall(tx: Executor, row: typeof bookingCalls.$inferInsert) {
  const [call] = await tx.insert(bookingCalls).values(row).returning();
  if (!call) throw new Error('call not stored');
  return call;
}
export type StoredCall = Awaited<ReturnType<typeof insertCall>>;

export async function findCall(db: Executor, callId: string): Promise<StoredCall | null> {
  const [row] = await db.select().from(bookingCalls).where(eq(bookingCalls.id, callId)).limit(1);
  return row ?? null;
}

/** Fields a provider answer or callback sets; `updated_at` moves with them. */
export async function updateCall(
  db: Executor,
  callId: string,
  set: Partial<Pick<StoredCall, 'callSid' | 'status' | 'dialStatus' | 'durationSeconds' | 'endedAt'>>,
) {
  await db
    .update(bookingCalls)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(bookingCalls.id, callId));
}

/**
 * A booking's calls, newest first, with the name of whoever placed each: the officer's name, or
 * the lead passenger's (the account's for older bookings).
 */
export function selectCalls(db: Executor, bookingId: string) {
  const placer = alias(users, 'placer');
  return db
    .select({
      call: bookingCalls,
      placerFirstName: placer.firstName,
      placerLastName: placer.lastName,
      leadPassengerName: bookings.leadPassengerName,
    })
    .from(bookingCalls)
    .innerJoin(bookings, eq(bookings.id, bookingCalls.bookingId))
    .leftJoin(placer, eq(placer.id, bookingCalls.placedByUserId))
    .where(eq(bookingCalls.bookingId, bookingId))
    .orderBy(desc(bookingCalls.createdAt), desc(bookingCalls.id));
}

export async function isAssigned(db: Executor, bookingId: string, officerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(and(eq(bookingAssignments.bookingId, bookingId), eq(bookingAssignments.officerId, officerId)))
    .limit(1);
  return rows.length > 0;
}
