/**
 * The green Booking Confirmed banner (spec §2 Dashboard): shown with ?bookingCompleted=true,
 * says what happens next, links to the new booking's page (issue 17 §1), and can be closed.
 */
import { CheckCircle2, X } from 'lucide-react';
import { Link } from 'react-router';
import { bookingPath } from '../../../app/paths';
import { Button } from '../../../components/ui/button';

/** @param bookingId the new booking (the newest one), linked to its own page once known. */
export function CompletedBanner({ onClose, bookingId }: { onClose(): void; bookingId?: string | undefined }) {
  return (
    <section
      aria-labelledby="booking-confirmed-heading"
      className="relative rounded-xl border border-green-300 bg-green-50 p-5 pr-14 text-green-900"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div>
          <h2 id="booking-confirmed-heading" className="text-lg font-bold">
            Booking Confirmed
          </h2>
          <p className="mt-1">Thank you: your payment was received and your fast-track service is booked.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            <li>You will receive a confirmation e-mail within 5 minutes.</li>
            <li>Our team will contact you within 24 hours.</li>
            <li>You will receive service instructions before your flight.</li>
            <li>Your protocol officer will meet you at the airport.</li>
          </ul>
          {bookingId ? (
            <Link to={bookingPath(bookingId)} className="mt-3 inline-block font-semibold underline">
              See your booking
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
