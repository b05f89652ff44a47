/**
 * Where the traveller goes from the success step (issue 37, ADR 305): View booking (the booking's
 * page, with the code and, on the day, the officer) or Go to my dashboard (the Booking Confirmed
 * banner, as closing the dialog does).
 */
import type { Booking } from '@fasttrack/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { bookingPath } from '../../../lib/paths';
import { useBookingDialog } from '../booking-dialog-context';

export function SuccessActions({ booking, onDone }: { booking: Booking | null; onDone(): void }) {
  const { closeBookingDialog } = useBookingDialog();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onDone}>
        Go to my dashboard
      </Button>
      {booking ? (
        <Button asChild>
          <Link to={bookingPath(booking.id)} replace onClick={closeBookingDialog}>
            View booking
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
