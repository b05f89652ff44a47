/**
 * Continue Your Booking (spec §2 Dashboard): a saved flight selection can be picked up again. It
 * names what was started (issue 37): the flight and its time at Lagos, and, once the booking
 * exists, its reference and until when it is held for payment.
 */
import { type Booking, type FlightSearchResult, serviceTimeZone } from '@fasttrack/contracts';
import { ArrowRight, PlaneTakeoff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatLocalTime } from '../../../lib/wat';
import { formatFlightTime } from '../../flights/index';

/** "British Airways BA75, landing Thu 3 Dec, 17:45 WAT": the flight at its Lagos end. */
function flightLine({ flightInfo: f, availableServices }: FlightSearchResult): string {
  const lands = availableServices.includes('arrival');
  const when = formatFlightTime(f, lands ? 'arrival' : 'departure', 'EEE d MMM, HH:mm');
  return `${f.airlineName} ${f.flightNumber}, ${lands ? 'landing' : 'leaving'} ${when}`;
}

export function ContinueBanner({
  flight,
  booking,
  onContinue,
}: {
  flight: FlightSearchResult;
  /** The booking made from the draft, waiting for payment. */
  booking: Booking | null;
  onContinue(): void;
}) {
  const held = booking?.holdExpiresAt
    ? `, held for payment until ${formatLocalTime(booking.holdExpiresAt, serviceTimeZone(booking))}`
    : '';
  return (
    <section
      aria-labelledby="continue-booking-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <div className="flex items-start gap-3">
        <PlaneTakeoff aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div>
          <h2 id="continue-booking-heading" className="text-lg font-bold">
            Continue Your Booking
          </h2>
          <p className="text-sm">
            {booking
              ? `Booking ${booking.bookingReference} for ${flightLine(flight)}${held}. Pick up where you left off.`
              : `You started booking ${flightLine(flight)}. Pick up where you left off.`}
          </p>
        </div>
      </div>
      <Button onClick={onContinue}>
        Continue Booking
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </section>
  );
}
