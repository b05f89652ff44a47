/** Who may see a booking (issue: bookings, "Ownership"). */
import type { AccessTokenClaims } from '../auth/index';

/** The signed-in caller, as `request.user` holds it. */
export type Caller = AccessTokenClaims;

/**
 * Owners see their own bookings; officers and admins see every booking. Everyone else gets 404,
 * never 403, so a booking id reveals nothing about other people's bookings.
 */
export function canSee(caller: Caller, booking: { userId: string }): boolean {
  return booking.userId === caller.userId || caller.role !== 'customer';
}
