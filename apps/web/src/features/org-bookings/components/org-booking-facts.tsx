/**
 * What the organisation reads about one booking (issue 39 item 2): passenger, flight, service,
 * meeting time (on the airport's clock) and point, the officer once named, check-in, the flight's status, billing
 * labels, who booked and the amount in naira. Never a meeting code, nor a place for one: the code
 * is the passenger's, and the page says so once.
 */
import { formatNgnKobo, type OrganisationBooking, serviceTimeZone } from '@fasttrack/contracts';
import type { ReactNode } from 'react';
import { capitalise } from '../../../lib/text';
import { formatInZone } from '../../../lib/wat';
import { passengerLabel, serviceLabel } from '../../bookings/index';
import { formatFlightTime } from '../../flights/index';
import { OrgBookingsCopy as copy } from '../copy';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export function OrgBookingFacts({ booking }: { booking: OrganisationBooking }) {
  const f = booking.flight;
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <Fact term={copy.filterPassenger}>
        {booking.leadPassengerName ?? '-'}
        {booking.contactPhone ? <span className="block text-sm text-slate-700">{booking.contactPhone}</span> : null}
      </Fact>
      <Fact term={copy.colFlight}>
        {f.airlineName} {f.flightNumber}
        <span className="block text-sm text-slate-700">
          {f.departureIata} {formatFlightTime(f, 'departure')} → {f.arrivalIata} {formatFlightTime(f, 'arrival')}
        </span>
        <span className="block text-sm text-slate-700">{capitalise(booking.flightStatus)}</span>
      </Fact>
      <Fact term={copy.serviceLegend}>
        {serviceLabel(booking.serviceType)}, {passengerLabel(booking.passengerCount)}
      </Fact>
      <Fact term={copy.colServiceTime}>{formatInZone(booking.meetingTime, serviceTimeZone(booking))}</Fact>
      <Fact term={copy.meetingPoint}>{booking.meetingPoint ?? copy.meetingPointNotSet}</Fact>
      <Fact term={copy.officer}>
        {booking.officerName ?? copy.officerNotYet}
        {booking.checkedInAt ? (
          <span className="block text-sm text-slate-700">
            {copy.checkedIn} {formatInZone(booking.checkedInAt, serviceTimeZone(booking))}
          </span>
        ) : null}
      </Fact>
      {booking.costCentre ? <Fact term={copy.costCentre}>{booking.costCentre}</Fact> : null}
      {booking.poReference ? <Fact term={copy.poReference}>{booking.poReference}</Fact> : null}
      {booking.bookedBy ? <Fact term={copy.bookedBy}>{booking.bookedBy}</Fact> : null}
      <Fact term={copy.colAmount}>{formatNgnKobo(booking.money.totalNgnKobo)}</Fact>
    </dl>
  );
}
