/**
 * One booking on the day board (issue 15 §7): meeting time (WAT), flight and its status, service,
 * passengers, lead passenger's name and phone (a tel: link, as people read it), special
 * requirements in full, the assigned officers with their phones, and the state of the service
 * (issue 36 item 3). A paid booking short of officers says "Needs officer" in red (issue 15 §6),
 * an officer not checked in 10 minutes before the meeting "Officer not checked in"; the words
 * carry the meaning, the colour repeats it. A cancelled or refunded booking is greyed. The
 * flight's status shows when it was last checked, and a cancelled or diverted flight is flagged
 * (issue 18 §4, §5).
 */
import { ContactMessages, ENDED_WITHOUT_SERVICE, formatIsoDate, type OpsBooking } from '@fasttrack/contracts';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatInZone, formatLocalTime } from '../../../lib/wat';
import { BookingStatusBadge, passengerLabel, serviceLabel } from '../../bookings/index';
import { estimatedFlightTimeLine, flightStatusLine } from '../../flights/index';
import { PhoneLink } from './phone-link';
import { ServiceStateBadge } from './service-state-badge';

/**
 * What the traveller answered to a disrupted flight (issue 26 §3), as the board says it, with the
 * flight they named when it could not be served at once (issue 36 item 5).
 */
export function disruptionChoiceLabel(
  choice: OpsBooking['disruptionChoice'],
  requested?: OpsBooking['requestedFlight'],
): string {
  if (choice !== 'keep') return 'Awaiting traveller: refund or keep';
  return requested
    ? `Traveller keeps it: move to ${requested.flightNumber} on ${formatIsoDate(requested.date)}`
    : 'Traveller keeps it: move to the new flight';
}

export interface BoardRowProps {
  booking: OpsBooking;
  /** Reassign / audit controls for this row. */
  children?: ReactNode;
}

const redChip =
  'inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-900';

export function BoardRow({ booking, children }: BoardRowProps) {
  const f = booking.flight;
  // The service's times on the clock of its airport (issue 41 item 2).
  const zone = booking.airportTimeZone;
  const estimated = estimatedFlightTimeLine(booking.serviceType, f, zone);
  const headingId = `board-${booking.id}`;
  const state = booking.serviceState;
  const ended = state !== undefined && ENDED_WITHOUT_SERVICE.includes(state);
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 p-4', ended && 'border-dashed bg-slate-100')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            <span className="tabular-nums">{formatLocalTime(booking.meetingTime, zone)}</span> · {f.airlineName}{' '}
            {f.flightNumber}
          </h2>
          <p className="text-sm text-slate-700">
            Booking reference {booking.bookingReference} · {serviceLabel(booking.serviceType)} ·{' '}
            {passengerLabel(booking.passengerCount)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {booking.flightDisruption ? (
            <span className={redChip}>
              <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
              Flight {booking.flightDisruption}
            </span>
          ) : null}
          {booking.flightDisruption ? (
            <span className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-bold text-amber-900">
              {disruptionChoiceLabel(booking.disruptionChoice, booking.requestedFlight)}
            </span>
          ) : null}
          {booking.holdExpiresAt ? (
            // Not paid yet, but its officers are held (capacity): the dispatcher sees until when.
            <span className="rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-bold text-amber-900">
              Unpaid hold until {formatLocalTime(booking.holdExpiresAt, zone)}
            </span>
          ) : null}
          {booking.needsOfficer ? (
            <span className={redChip}>
              <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
              Needs officer
            </span>
          ) : null}
          {booking.lateCheckIn ? (
            <span className={redChip}>
              <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
              Officer not checked in
            </span>
          ) : null}
          {booking.steppedIn ? (
            <span className="rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs font-bold text-slate-800">
              Desk stepped in
            </span>
          ) : null}
          {state ? <ServiceStateBadge state={state} /> : <BookingStatusBadge status={booking.status} />}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Item term="Meeting time">{formatInZone(booking.meetingTime, zone)}</Item>
        <Item term="Meeting point">{booking.meetingPoint ?? 'Not set'}</Item>
        <Item term="Flight">
          {f.departureIata} to {f.arrivalIata}
          {f.terminal ? `, ${booking.airportIata ? `${booking.airportIata} ` : ''}${f.terminal} terminal` : ''} · Flight
          status: {flightStatusLine(f.status, f.checkedAt, zone)}
          {/* The flight's own new time, not only the meeting time (issue 26 §3). */}
          {estimated ? ` · ${estimated}` : ''}
        </Item>
        <Item term="Lead passenger">
          {booking.leadPassenger.name} ·{' '}
          {booking.leadPassenger.phone ? (
            <PhoneLink phone={booking.leadPassenger.phone} />
          ) : (
            ContactMessages.noPhoneGiven
          )}
        </Item>
        <Item term="Officers">
          {booking.officers.length > 0
            ? booking.officers.map((o, i) => (
                <span key={o.id}>
                  {i > 0 ? ', ' : ''}
                  {o.firstName} {o.lastName} ({o.badgeNumber}) · <PhoneLink phone={o.phone} />
                </span>
              ))
            : 'None assigned'}{' '}
          <span className="text-slate-700">
            ({booking.officers.length} of {booking.officersNeeded} needed)
          </span>
        </Item>
        <Item term="Special requirements">
          <span className="whitespace-pre-wrap">{booking.specialRequests ?? 'None'}</span>
        </Item>
      </dl>
      {children}
    </Card>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-700">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
