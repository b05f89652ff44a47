/**
 * Stand-in for `releaseUncoveredAssignments` of features/operations, which releases an officer's
 * assignments that no shift covers any more (issue 15 §6: such a booking shows as "Needs
 * officer"). Once the operations feature exports it, this file becomes
 * `export { releaseUncoveredAssignments } from '../operations/index';`.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookingAssignments, officerShifts, officers } from '../../db/schema/index';
import type { StaffActor } from './audit.repository';

/**
 * Deletes the officer's assignments to bookings still ahead (window not yet over) that no single
 * shift of the officer covers, or all of them when the officer is inactive.
 * @returns the booking ids released.
 */
export async function releaseUncoveredAssignments(tx: Tx, officerId: string, _actor: StaffActor): Promise<string[]> {
  const covered = sql`exists (select 1 from ${officerShifts} s where s.officer_id = ${bookingAssignments.officerId}
    and s.starts_at <= ${bookingAssignments.windowStart} and s.ends_at >= ${bookingAssignments.windowEnd})`;
  const active = sql`exists (select 1 from ${officers} o where o.user_id = ${bookingAssignments.officerId} and o.active)`;
  const rows = await tx
    .delete(bookingAssignments)
    .where(
      and(
        eq(bookingAssignments.officerId, officerId),
        gt(bookingAssignments.windowEnd, new Date()),
        sql`not (${covered} and ${active})`,
      ),
    )
    .returning({ bookingId: bookingAssignments.bookingId });
  return rows.map((r) => r.bookingId);
}
