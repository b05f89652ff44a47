/**
 * The organisation's bookings as a table (issue 39 item 5): reference (opens the booking),
 * passenger, flight, service time on the airport's clock, status, amount in naira, cost centre. Scrolls sideways on
 * a narrow phone rather than squeezing the columns.
 */
import { formatNgnKobo, type OrganisationBooking, serviceTimeZone } from '@fasttrack/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { organisationPath } from '../../../lib/paths';
import { formatInZone } from '../../../lib/wat';
import { BookingStatusBadge, serviceLabel } from '../../bookings/index';
import { OrgBookingsCopy as copy } from '../copy';

export function OrgBookingsTable({ bookings }: { bookings: readonly OrganisationBooking[] }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{copy.tableCaption}</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="p-3">
              {copy.colReference}
            </th>
            <th scope="col" className="p-3">
              {copy.filterPassenger}
            </th>
            <th scope="col" className="p-3">
              {copy.colFlight}
            </th>
            <th scope="col" className="p-3">
              {copy.colServiceTime}
            </th>
            <th scope="col" className="p-3">
              {copy.filterStatus}
            </th>
            <th scope="col" className="p-3 text-right">
              {copy.colAmount}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.id} className="border-b border-slate-100 align-top">
              <td className="p-3 whitespace-nowrap">
                <Link
                  className="font-semibold text-brand-700 underline"
                  to={organisationPath(b.organisationId, 'bookings', b.id)}
                >
                  {b.bookingReference}
                </Link>
                {b.costCentre ? <span className="block text-xs text-slate-600">{b.costCentre}</span> : null}
              </td>
              <td className="p-3">{b.leadPassengerName ?? '-'}</td>
              <td className="p-3 whitespace-nowrap">
                {b.flight.flightNumber}
                <span className="block text-xs text-slate-600">{serviceLabel(b.serviceType)}</span>
              </td>
              <td className="p-3 whitespace-nowrap">{formatInZone(b.meetingTime, serviceTimeZone(b))}</td>
              <td className="p-3">
                <BookingStatusBadge status={b.status} />
              </td>
              <td className="p-3 text-right whitespace-nowrap">{formatNgnKobo(b.money.totalNgnKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
