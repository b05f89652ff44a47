/**
 * Whether a saved booking draft can still be continued (issue 19 §4). The draft keeps the id of
 * the booking made from it; once that booking is cancelled, expired or paid, there is nothing left
 * to continue: the Continue Your Booking banner must go (also after a reload) and a resumed dialog
 * must not land on a dead end.
 */
import type { Booking } from '@fasttrack/contracts';

/**
 * True when `booking` still awaits payment: pending, its payment pending or failed (a declined
 * card may be tried again), and its hold not run out.
 */
export function canContinuePaying(booking: Booking, now: Date = new Date()): boolean {
  if (booking.status !== 'pending') return false;
  if (booking.paymentStatus !== 'pending' && booking.paymentStatus !== 'failed') return false;
  return booking.holdExpiresAt === null || Date.parse(booking.holdExpiresAt) > now.getTime();
}

/**
 * True when the draft's booking is over: it is in the caller's `bookings` list and can no longer be
 * paid, or the list (loaded) does not hold it at all (another account's draft, or gone).
 * False while the list is unknown, or when the draft has no booking yet (only a chosen flight).
 */
export function isDraftBookingOver(
  draftBookingId: string | null | undefined,
  bookings: readonly Booking[] | undefined,
  now: Date = new Date(),
): boolean {
  if (!draftBookingId || bookings === undefined) return false;
  const booking = bookings.find((b) => b.id === draftBookingId);
  return booking === undefined || !canContinuePaying(booking, now);
}

/**
 * True when a draft with no booking yet (only a chosen flight, `draftFlightReference`) is for a
 * flight the traveller already has a live booking on (pending or confirmed): "Continue your
 * booking" would offer to book it a second time (issue 26 §6). False while the list is unknown.
 */
export function isDraftFlightBooked(
  draftFlightReference: string | null | undefined,
  bookings: readonly Booking[] | undefined,
): boolean {
  if (!draftFlightReference || bookings === undefined) return false;
  return liveBookingOnFlight(draftFlightReference, bookings) !== null;
}

/**
 * The traveller's live booking on the flight `flightReference` (confirmed, or pending with its
 * hold still running at `opts.now`, default the current time), first in the list's order
 * (newest), leaving out `opts.exceptId`; null when there is none (issue 37: "you already have
 * FT-… on this flight").
 */
export function liveBookingOnFlight(
  flightReference: string,
  bookings: readonly Booking[],
  opts: { exceptId?: string | null | undefined; now?: Date } = {},
): Booking | null {
  const { exceptId, now = new Date() } = opts;
  const live = (b: Booking) =>
    b.status === 'confirmed' ||
    (b.status === 'pending' && (b.holdExpiresAt === null || Date.parse(b.holdExpiresAt) > now.getTime()));
  return bookings.find((b) => b.id !== exceptId && b.flight.bookingReference === flightReference && live(b)) ?? null;
}

/**
 * What the booking dialog says when the draft it resumed belongs to a booking that is over, so the
 * traveller knows what happened and what to do next (issue 19 §4).
 */
export function draftOverNotice(booking: Booking): string {
  const ref = booking.bookingReference;
  if (booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded') {
    return `Booking ${ref} is already paid: there is nothing left to pay. Search for another flight to book again.`;
  }
  if (booking.status === 'cancelled') {
    return `Booking ${ref} was cancelled, so it can no longer be paid. Search for your flight to book it again.`;
  }
  return `Booking ${ref} expired before it was paid. Search for your flight to book it again.`;
}
