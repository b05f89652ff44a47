/**
 * The traveller's next confirmed service on the dashboard (issue 15 §1): flight, meeting time
 * (WAT) and meeting point, so the place and time to meet the officer are one glance away.
 */
import type { Booking } from '@fasttrack/contracts';
import { MeetingDetails, serviceLabel } from '../../bookings/index';

/** The confirmed booking whose meeting time comes next after `now`, or null. */
export function nextService(bookings: readonly Booking[], now: Date = new Date()): Booking | null {
  const upcoming = bookings
    .filter((b) => b.status === 'confirmed' && new Date(b.meetingTime).getTime() > now.getTime())
    .sort((a, b) => new Date(a.meetingTime).getTime() - new Date(b.meetingTime).getTime());
  return upcoming[0] ?? null;
}

export function NextService({ booking }: { booking: Booking }) {
  return (
    <section aria-labelledby="next-service-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="next-service-heading" className="text-lg font-bold text-slate-900">
        Your next service
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        {booking.flight.airlineName} {booking.flight.flightNumber} · {serviceLabel(booking.serviceType)} · Booking
        reference {booking.bookingReference}
      </p>
      <MeetingDetails meetingTime={booking.meetingTime} meetingPoint={booking.meetingPoint} />
    </section>
  );
}
