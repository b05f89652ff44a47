/** Who may see a booking, and its meeting code (issue: bookings, "Ownership"; issue 39 item 2). */
import { ORGANISATION_ABILITIES, type OrganisationRole } from '@fasttrack/contracts';
import type { Executor } from '../../db/client';
import type { AccessTokenClaims } from '../auth/index';
import { findMembership } from '../organisations/index';

/** The signed-in caller, as `request.user` holds it. */
export type Caller = AccessTokenClaims;

/** What deciding needs of a booking. */
interface Owned {
  userId: string;
  /** Set on a booking made for an organisation (issue 39). */
  organisationId?: string | null;
  /** The member passenger an organisation booked for, if any. */
  passengerUserId?: string | null;
}

/**
 * Owners (the booker) see their own bookings, and a member passenger the bookings an
 * organisation made for them; officers and admins see every booking. Everyone else gets 404,
 * never 403, so a booking id reveals nothing about other people's bookings. The organisation's
 * other arrangers read its bookings through the organisation's routes.
 */
export function canSee(caller: Caller, booking: Owned): boolean {
  return (
    booking.userId === caller.userId ||
    (booking.passengerUserId != null && booking.passengerUserId === caller.userId) ||
    caller.role !== 'customer'
  );
}

/**
 * The meeting code belongs to the passenger (issue 39 item 2; ADR 363): on a booking made for an
 * organisation only the member passenger reads it (an arranger who books for themself is that
 * passenger); on a traveller's own booking, its owner.
 */
export function mayReadMeetingCode(caller: Pick<Caller, 'userId'>, booking: Owned): boolean {
  if (booking.organisationId) return booking.passengerUserId != null && booking.passengerUserId === caller.userId;
  return booking.userId === caller.userId;
}

/**
 * Who may change a booking (cancel it, pay for it, answer a disruption): its booker and staff.
 * A member passenger sees what was booked for them but the organisation that pays decides.
 */
export function canChange(caller: Caller, booking: Owned): boolean {
  return booking.userId === caller.userId || caller.role !== 'customer';
}

/**
 * {@link canChange}, and on a booking made for an organisation also any member who may book for
 * it (owner, admin, arranger: contracts ORGANISATION_ABILITIES.book), so that a colleague can
 * cancel a delegate's booking or answer a cancelled flight when its booker is away (issue 39
 * item 2: every rule of a booking still holds). Anyone else is answered 404 by the caller.
 */
export async function mayChange(db: Executor, caller: Caller, booking: Owned): Promise<boolean> {
  if (canChange(caller, booking)) return true;
  if (!booking.organisationId) return false;
  const member = await findMembership(db, { organisationId: booking.organisationId, userId: caller.userId });
  const bookers: readonly OrganisationRole[] = ORGANISATION_ABILITIES.book;
  return member !== null && member.status !== 'applied' && bookers.includes(member.role);
}
