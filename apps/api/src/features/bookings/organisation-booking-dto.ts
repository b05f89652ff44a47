/**
 * An organisation's booking as its members read it (contracts OrganisationBookingSchema; issue 39
 * items 2, 5): the booking answer without the meeting code, which belongs to the passenger and
 * never appears in an arranger's answer (ADR 363), with the passenger, the billing labels, who
 * booked it and the officer once the booking is confirmed.
 */
import type { OrganisationBooking } from '@fasttrack/contracts';
import { toBookingDto } from './booking-dto';
import type { OrganisationBookingView } from './organisation-bookings.repository';

/** Officers are named once they serve the booking, not while they are only held for it. */
const SERVED = new Set(['confirmed', 'completed']);

export function toOrganisationBookingDto(v: OrganisationBookingView): OrganisationBooking {
  // Built without the code, whatever the caller: an arranger who is also the passenger reads it
  // in their own bookings (GET /bookings/:id).
  const { meetingCode: _never, ...booking } = toBookingDto(v);
  return {
    ...booking,
    organisationId: v.organisationId ?? '',
    passengerId: v.organisationPassengerId,
    passengerIsMember: v.passengerUserId !== null,
    costCentre: v.costCentre,
    poReference: v.poReference,
    bookedBy: v.bookedBy,
    officerName: SERVED.has(v.status) ? v.officerName : null,
  };
}
