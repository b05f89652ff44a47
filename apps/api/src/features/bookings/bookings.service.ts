/**
 * Bookings: read and list (issue: bookings; spec §3, §7). Creating is booking-create.service.ts,
 * changes to an existing booking booking-updates.service.ts; SQL in bookings.repository.ts.
 */
import type { Booking } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Caller, canSee } from './booking-access';
import { toBookingDto } from './booking-dto';
import { findBookingView, listBookingViewsByUser } from './bookings.repository';

/**
 * One booking, with its meeting code when the caller owns it.
 * @throws AppError 404 when it does not exist or the caller may not see it.
 */
export async function getBooking(db: Executor, caller: Caller, id: string): Promise<Booking> {
  const view = await findBookingView(db, id);
  if (!view || !canSee(caller, view)) throw AppError.notFound('Booking not found');
  return toBookingDto(view, { withMeetingCode: view.userId === caller.userId });
}

/** The caller's own bookings, newest first (§3 Booking (list)). */
export async function listBookings(db: Executor, caller: Caller): Promise<Booking[]> {
  const views = await listBookingViewsByUser(db, caller.userId);
  return views.map((v) => toBookingDto(v));
}
