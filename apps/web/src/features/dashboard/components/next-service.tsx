/**
 * The traveller's next confirmed service on the dashboard (issue 15 §1): flight, meeting time
 * (WAT) and meeting point, so the place and time to meet the officer are one glance away. The
 * installed app opens on the same service (issue 36 item 4).
 */
import { type Booking, serviceEndsAt } from '@fasttrack/contracts';
import { MeetingDetails, serviceLabel } from '../../bookings/index';

/**
 * The confirmed booking whose meeting time comes first among those not over at `now`, or null.
 * A service under way counts (its meeting time passed, its officer's window has not ended:
 * contracts `serviceEndsAt`): an arriving traveller opens the app just after landing, which is
 * the meeting time.
 */
export function nextService(bookings: readonly Booking[], now: Date = new Date()): Booking | null {
  const ahead = bookings
    .filter((b) => b.status === 'confirmed' && serviceEndsAt(b).getTime() > now.getTime())
    .sort((a, b) => Date.parse(a.meetingTime) - Date.parse(b.meetingTime));
  return ahead[0] ?? null;
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
