/** Continue Your Booking (spec §2 Dashboard): a saved flight selection can be picked up again. */
import type { FlightSearchResult } from '@fasttrack/contracts';
import { ArrowRight, PlaneTakeoff } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function ContinueBanner({ flight, onContinue }: { flight: FlightSearchResult | null; onContinue(): void }) {
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
            {flight
              ? `You started booking ${flight.flightInfo.airlineName} ${flight.flightInfo.flightNumber}. Pick up where you left off.`
              : 'You have a booking in progress. Pick up where you left off.'}
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
