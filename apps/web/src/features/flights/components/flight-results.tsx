/**
 * The flights a route search found, to pick one from (issue: booking dialog, "Search"), each end
 * as "Dep LHR Thu 2 Jul, 22:40 BST" / "Arr LOS Fri 3 Jul, 05:10 WAT". A flight that can no
 * longer be booked (cancelled, gone, inside the notice) says so with the reason and offers no
 * Select (issue 37), so nobody fills a form for it.
 */
import type { FlightSearchResult } from '@fasttrack/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DemoTimetableNote } from '../../config/index';
import { bookableServices } from '../bookable';
import { formatFlightTime } from '../flight-time';

const SHORT = 'EEE d MMM, HH:mm';

export function FlightResults({
  flights,
  onPick,
}: {
  flights: FlightSearchResult[];
  onPick(flight: FlightSearchResult): void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {flights.length === 1 ? '1 flight found' : `${flights.length} flights found: choose yours`}
      </h3>
      <ul className="flex flex-col gap-2">
        {flights.map((result) => {
          const f = result.flightInfo;
          const bookable = bookableServices(result).length > 0;
          return (
            <li
              key={result.bookingReference}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 ${bookable ? 'border-slate-200' : 'border-slate-200 bg-slate-50'}`}
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-slate-900">
                  {f.airlineName} {f.flightNumber}
                </p>
                {/* Each end in its own airport's time and zone (issue 19 §10). */}
                <p className="text-slate-700">
                  Dep {f.departureIata} {formatFlightTime(f, 'departure', SHORT)}
                </p>
                <p className="text-slate-700">
                  Arr {f.arrivalIata} {formatFlightTime(f, 'arrival', SHORT)}
                </p>
                {bookable ? null : (
                  <p className="mt-1 font-medium text-amber-900">
                    Not bookable: {result.notBookable?.map((n) => n.message).join(' ')}
                  </p>
                )}
              </div>
              {bookable ? (
                <Button size="sm" variant="outline" onClick={() => onPick(result)}>
                  Select<span className="sr-only"> {f.flightNumber}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {flights.some((r) => r.source === 'schedule') ? <DemoTimetableNote /> : null}
    </section>
  );
}
