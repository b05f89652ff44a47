/**
 * Test helpers for staff features: staff accounts (with officer rows), shifts and assignments
 * written straight to the database, and bearer headers for them.
 */
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@fasttrack/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { bookingAssignments, officerShifts, officers } from '../../db/schema/index';
import { authHeader, type BookingRow, createUser, type UserRow } from '../../test/factories';

export interface StaffMember {
  user: UserRow;
  headers: { authorization: string };
}

/** A staff account of `role`; an officer also gets an officer row serving every terminal. */
export async function createStaff(
  app: FastifyInstance,
  role: StaffRole,
  overrides: { firstName?: string; lastName?: string; badgeNumber?: string; terminals?: string[] } = {},
): Promise<StaffMember> {
  const id = randomBytes(4).toString('hex');
  const user = await createUser(app.db, {
    role,
    email: `${role}.${id}@fasttrack.test`,
    firstName: overrides.firstName ?? 'Tunde',
    lastName: overrides.lastName ?? `Staff${id}`,
  });
  if (role === 'officer') {
    await app.db.insert(officers).values({
      userId: user.id,
      badgeNumber: overrides.badgeNumber ?? `B-${id}`,
      languages: ['English'],
      terminals: overrides.terminals ?? ['International', 'Domestic', 'MMA2'],
    });
  }
  return { user, headers: await authHeader(app, user) };
}

/** Inserts a shift for the officer. */
export async function addShift(db: Executor, officerId: string, startsAt: Date, endsAt: Date) {
  const [row] = await db.insert(officerShifts).values({ officerId, startsAt, endsAt }).returning();
  if (!row) throw new Error('shift insert returned nothing');
  return row;
}

/** Assigns the officer to the booking for the booking's service window. */
export async function assign(db: Executor, booking: BookingRow, officerId: string): Promise<void> {
  await db.insert(bookingAssignments).values({
    bookingId: booking.id,
    officerId,
    windowStart: booking.serviceWindowStart,
    windowEnd: booking.serviceWindowEnd,
  });
}
