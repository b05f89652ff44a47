/**
 * The traveller's next service on the dashboard (issue 15 §1): the one in progress (the officer has
 * checked in), else the next confirmed one, with its status, flight, meeting time (WAT) and
 * meeting point and a link to its page, so the place and time to meet the officer are one glance
 * away. It comes before a booking draft (issue 37). The installed app opens on the same service
 * (issue 36 item 4).
 */
import { type Booking, bookingDisplayStatus, serviceEndsAt, serviceTimeZone } from '@fasttrack/contracts';
import { Link } from 'react-router';
import { bookingPath } from '../../../lib/paths';
import { BookingStatusBadge, MeetingDetails, serviceLabel } from '../../bookings/index';

/**
 * The booking whose service is in progress, else the confirmed one whose meeting time comes first
 * among those not over at `now`, or null. A service whose meeting time passed still counts until
 * its officer's window ends (contracts `serviceEndsAt`): an arriving traveller opens the app just
 * after landing, which is the meeting time.
 */
export function nextService(bookings: readonly Booking[], now: Date = new Date()): Booking | null {
  const running = bookings.find((b) => bookingDisplayStatus(b) === 'in_progress');
  if (running) return running;
  const ahead = bookings
    .filter((b) => b.status === 'confirmed' && serviceEndsAt(b).getTime() > now.getTime())
    .sort((a, b) => Date.parse(a.meetingTime) - Date.parse(b.meetingTime));
  return ahead[0] ?? null;
}

export function NextService({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="next-service-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="next-service-heading" className="text-lg font-bold text-slate-900">
          Your next service
        </h2>
        <BookingStatusBadge status={bookingDisplayStatus(booking)} labelled />
      </div>
      <p className="mb-3 text-sm text-slate-700">
        {booking.flight.airlineName} {booking.flight.flightNumber} · {serviceLabel(booking.serviceType)} · Booking
        reference {booking.bookingReference}
      </p>
      <MeetingDetails
        meetingTime={booking.meetingTime}
        meetingPoint={booking.meetingPoint}
        timeZone={serviceTimeZone(booking)}
      />
      <Link to={bookingPath(booking.id)} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline">
        View booking {booking.bookingReference}
      </Link>
    </section>
  );
}
