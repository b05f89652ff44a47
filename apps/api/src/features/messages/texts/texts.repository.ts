/**
 * SQL of texts (issue 28 §2, §3): the account's phone and whether texts may go to it, the
 * verification codes, the numbers that replied STOP, and delivery statuses.
 */
import { profilePhone } from '@fasttrack/contracts';
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  bookingAssignments,
  bookings,
  officers,
  outboxMessages,
  phoneVerificationCodes,
  serviceMilestones,
  textOptOuts,
  users,
  verifiedPhones,
} from '../../../db/schema/index';
import { updateUser } from '../../users/index';

export interface TextPhone {
  /** E.164; null for no real number (the quick sign-up's placeholder). */
  number: string | null;
  verified: boolean;
  textsStopped: boolean;
}

/** The account's phone for texts; null for a deleted or unknown account. */
export async function findTextPhone(tx: Executor, userId: string): Promise<TextPhone | null> {
  const [row] = await tx
    .select({ phone: users.phone, verifiedPhone: verifiedPhones.phone })
    .from(users)
    .leftJoin(verifiedPhones, eq(verifiedPhones.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  const number = profilePhone(row);
  return {
    number,
    verified: number !== null && row.verifiedPhone === number,
    textsStopped: number !== null && (await isStopped(tx, number)),
  };
}

/** True when texts can go to the account: its phone is verified and has not replied STOP. */
export async function textsReachable(tx: Executor, userId: string): Promise<boolean> {
  const phone = await findTextPhone(tx, userId);
  return Boolean(phone?.verified && !phone.textsStopped);
}

export async function isStopped(tx: Executor, phone: string): Promise<boolean> {
  const [row] = await tx.select({ phone: textOptOuts.phone }).from(textOptOuts).where(eq(textOptOuts.phone, phone));
  return Boolean(row);
}

/** STOP (`reply.stopped`) or START from `phone`, at `reply.now` (default: the current time). */
export async function setStopped(tx: Executor, phone: string, reply: { stopped: boolean; now?: Date }): Promise<void> {
  const { stopped, now = new Date() } = reply;
  if (stopped) {
    await tx.insert(textOptOuts).values({ phone, optedOutAt: now }).onConflictDoNothing();
  } else {
    await tx.delete(textOptOuts).where(eq(textOptOuts.phone, phone));
  }
}

export async function insertPhoneCode(
  tx: Executor,
  row: { userId: string; phone: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(phoneVerificationCodes).values(row);
}

/** The account's newest code that is unused and unexpired, locked for the check. */
export async function findLiveCode(tx: Executor, userId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(phoneVerificationCodes)
    .where(
      and(
        eq(phoneVerificationCodes.userId, userId),
        isNull(phoneVerificationCodes.usedAt),
        gt(phoneVerificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(phoneVerificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongTry(tx: Executor, codeId: string, tries: number): Promise<void> {
  await tx.update(phoneVerificationCodes).set({ tries }).where(eq(phoneVerificationCodes.id, codeId));
}

export async function spendCode(tx: Executor, codeId: string, now: Date): Promise<void> {
  await tx.update(phoneVerificationCodes).set({ usedAt: now }).where(eq(phoneVerificationCodes.id, codeId));
}

/**
 * The code matched at `verified.now`: every code of the account is spent, `verified.phone`
 * becomes the account's phone (it may be a new one) and its verified number.
 */
export async function markPhoneVerified(
  tx: Executor,
  userId: string,
  verified: { phone: string; now: Date },
): Promise<void> {
  const { phone, now } = verified;
  await tx
    .update(phoneVerificationCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneVerificationCodes.userId, userId), isNull(phoneVerificationCodes.usedAt)));
  await updateUser(tx, userId, { patch: { phone } });
  await tx
    .insert(verifiedPhones)
    .values({ userId, phone, verifiedAt: now })
    .onConflictDoUpdate({ target: verifiedPhones.userId, set: { phone, verifiedAt: now } });
}

/**
 * Forgets the account's verified number and the codes sent to it (account deletion, issue 28 §3).
 * A STOP stays: it is the number's own, not the account's.
 */
export async function deleteVerifiedPhone(tx: Executor, userId: string): Promise<void> {
  await tx.delete(verifiedPhones).where(eq(verifiedPhones.userId, userId));
  await tx.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, userId));
}

/**
 * The caller's paid bookings whose meeting is still ahead: the ones whose officer card a phone
 * verified now can still carry.
 */
export function upcomingPaidBookings(tx: Executor, userId: string, now: Date) {
  return tx
    .select({ id: bookings.id, meetingTime: bookings.meetingTime })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'confirmed'),
        eq(bookings.paymentStatus, 'paid'),
        gt(bookings.meetingTime, now),
      ),
    );
}

/**
 * The first officer assigned to a booking (or `officerId`, when given and assigned), with the
 * card's facts; null when none is.
 */
export async function findCardOfficer(tx: Executor, bookingId: string, officerId?: string) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, badgeNumber: officers.badgeNumber })
    .from(bookingAssignments)
    .innerJoin(officers, eq(officers.userId, bookingAssignments.officerId))
    .innerJoin(users, eq(users.id, officers.userId))
    .where(
      and(
        eq(bookingAssignments.bookingId, bookingId),
        officerId ? eq(bookingAssignments.officerId, officerId) : undefined,
      ),
    )
    .orderBy(asc(bookingAssignments.assignedAt), asc(officers.userId))
    .limit(1);
  if (!row && officerId) return findCardOfficer(tx, bookingId);
  return row ? { name: `${row.firstName} ${row.lastName}`, badgeNumber: row.badgeNumber } : null;
}

/** When the officer checked in for the booking (the live feature writes it); null before. */
export async function checkedInAt(tx: Executor, bookingId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ at: serviceMilestones.reachedAt })
    .from(serviceMilestones)
    .where(and(eq(serviceMilestones.bookingId, bookingId), eq(serviceMilestones.milestone, 'checked_in')))
    .limit(1);
  return row?.at ?? null;
}

/** Records a status callback on the text it is about. @returns false when no text has that sid. */
export async function recordDeliveryStatus(tx: Executor, providerMessageId: string, status: string): Promise<boolean> {
  const rows = await tx
    .update(outboxMessages)
    .set({ deliveryStatus: status, updatedAt: new Date() })
    .where(
      and(
        eq(outboxMessages.providerMessageId, providerMessageId),
        inArray(outboxMessages.channel, ['sms', 'whatsapp']),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length > 0;
}
