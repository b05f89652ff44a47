/**
 * Who may run a service (issue 17 §2; issue 26 §1): its assigned officer, or a dispatcher or
 * admin; anyone else is told the booking does not exist.
 */
import type { Role } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findServiceBooking, isAssigned } from './live.repository';

/** The signed-in staff member acting on a service. */
export interface StaffCaller {
  userId: string;
  role: Role;
}

/**
 * The booking `request.bookingId`, when `request.caller` may run its service: its assigned
 * officer, or a dispatcher or admin. With `request.lock`, the booking row is locked for update.
 * @throws 404 for an unknown booking or an officer not assigned to it (nothing revealed).
 */
export async function serviceFor(db: Executor, request: { caller: StaffCaller; bookingId: string; lock?: boolean }) {
  const { caller, bookingId, lock = false } = request;
  const booking = await findServiceBooking(db, bookingId, { lock });
  if (!booking) throw AppError.notFound();
  if (caller.role === 'officer' && !(await isAssigned(db, bookingId, caller.userId))) throw AppError.notFound();
  return booking;
}
