/**
 * The green Booking Confirmed banner (spec §2 Dashboard): shown with ?bookingCompleted=true,
 * says what happens next, names the booking by its reference and links to its page (issue 17 §1,
 * issue 19 §10), and can be closed.
 */
import { type Booking, nextSteps, serviceTimeZone } from '@fasttrack/contracts';
import { CheckCircle2, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { bookingPath } from '../../../lib/paths';

/** @param booking the booking just paid, once the bookings list has it. */
export function CompletedBanner({ onClose, booking }: { onClose(): void; booking?: Booking | undefined }) {
  return (
    <section
      aria-labelledby="booking-confirmed-heading"
      className="relative rounded-xl border border-green-300 bg-green-50 p-5 pr-14 text-green-900"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div className="min-w-0">
          <h2 id="booking-confirmed-heading" className="text-lg font-bold">
            Booking Confirmed
          </h2>
          <p className="mt-1">
            Thank you: your payment was received and your fast-track service is booked.
            {booking ? (
              <>
                {' '}
                Your booking reference is <strong>{booking.bookingReference}</strong>.
              </>
            ) : null}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {nextSteps(booking ? { meetingTime: booking.meetingTime, timeZone: serviceTimeZone(booking) } : null).map(
              (step) => (
                <li key={step}>{step}</li>
              ),
            )}
          </ul>
          {booking ? (
            <Link to={bookingPath(booking.id)} className="mt-3 inline-block font-semibold underline">
              View booking {booking.bookingReference}
            </Link>
          ) : null}
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 text-green-900 hover:bg-green-100"
        aria-label="Close the booking confirmation"
        onClick={onClose}
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </Button>
    </section>
  );
}
