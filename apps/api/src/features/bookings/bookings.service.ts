/**
 * Bookings: read and list (issue: bookings; spec §3, §7). Creating is booking-create.service.ts,
 * changes to an existing booking booking-updates.service.ts; SQL in bookings.repository.ts.
 */
import type { Booking } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Caller, canSee, mayReadMeetingCode } from './booking-access';
import { toBookingDto } from './booking-dto';
import { findMeetingChange } from './booking-meeting-change';
import { findBookingView, findBookingViewByReference, listBookingViewsByUser } from './bookings.repository';

/**
 * One booking, with its meeting code when the caller owns it (on an organisation's booking: when
 * the caller is its member passenger, booking-access.ts), and the last move of its meeting
 * time (issue 36 items 5, 6).
 * @throws AppError 404 when it does not exist or the caller may not see it.
 */
export async function getBooking(db: Executor, caller: Caller, id: string): Promise<Booking> {
  const view = await findBookingView(db, id);
  if (!view || !canSee(caller, view)) throw AppError.notFound('Booking not found');
  const meetingChange = await findMeetingChange(db, { ...view, flightNumber: view.flight.flightNumber });
  return { ...toBookingDto(view, { withMeetingCode: mayReadMeetingCode(caller, view) }), meetingChange };
}

/** The caller's own bookings and those booked for them, newest first (§3 Booking (list); no codes). */
export async function listBookings(db: Executor, caller: Caller): Promise<Booking[]> {
  const views = await listBookingViewsByUser(db, caller.userId);
  return views.map((v) => toBookingDto(v));
}

/**
 * The booking a lead passenger's pass shows (issue 36 item 1), by its reference: with its meeting
 * code and the last move of its meeting time, for the pass to pick what the passenger may see.
 * @returns null for an unknown reference.
 */
export async function findPassBooking(
  db: Executor,
  reference: string,
): Promise<{ booking: Booking; serviceWindowEnd: Date } | null> {
  const view = await findBookingViewByReference(db, reference);
  if (!view) return null;
  const meetingChange = await findMeetingChange(db, { ...view, flightNumber: view.flight.flightNumber });
  return {
    booking: { ...toBookingDto(view, { withMeetingCode: true }), meetingChange },
    serviceWindowEnd: view.serviceWindowEnd,
  };
}
