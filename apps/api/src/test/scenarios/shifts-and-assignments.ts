/**
 * Officers on duty, written straight to the database: a shift of an officer, and an officer
 * assigned to a booking for its service window. (A whole roster: ../roster.ts.)
 */
import type { Executor } from '../../db/client';
import { bookingAssignments, officerShifts } from '../../db/schema/index';
import type { BookingRow } from '../factories';

/** Inserts a shift for the officer. */
export async function addShift(db: Executor, officerId: string, startsAt: Date, endsAt: Date) {
  const [row] = await db.insert(officerShifts).values({ officerId, startsAt, endsAt }).returning();
  if (!row) throw new Error('shift insert returned nothing');
  return row;
}

/** Assigns the officer to the booking for the booking's service window. */
export async function assign(
  db: Executor,
  booking: Pick<BookingRow, 'id' | 'serviceWindowStart' | 'serviceWindowEnd'>,
  officerId: string,
): Promise<void> {
  await db.insert(bookingAssignments).values({
    bookingId: booking.id,
    officerId,
    windowStart: booking.serviceWindowStart,
    windowEnd: booking.serviceWindowEnd,
  });
}
