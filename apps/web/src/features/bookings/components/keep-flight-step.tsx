/**
 * "Keep my booking" asks which flight the airline put the traveller on (issue 36 item 5), with the
 * flight search the booking dialog uses. The found flight is shown, then "Move my booking to
 * P47121" sends it; the API moves the booking at once when that flight can be served, else our
 * team does. "I do not know my new flight yet" keeps the booking without a flight.
 */
import { type FlightSearchResult, KeepFlightTexts } from '@fasttrack/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { emptySearch, FlightDetails, FlightSearch } from '../../flights/index';

export interface KeepFlightStepProps {
  busy: boolean;
  /** `reference` null: the traveller does not know the new flight yet. */
  onKeep(reference: string | null): void;
  onBack(): void;
}

export function KeepFlightStep({ busy, onKeep, onBack }: KeepFlightStepProps) {
  const [found, setFound] = useState<FlightSearchResult | null>(null);
  const name = found ? `${found.flightInfo.airlineName} ${found.flightInfo.flightNumber}` : '';
  return (
    <section aria-label={KeepFlightTexts.question} className="mt-3 flex flex-col gap-3 text-slate-900">
      <p className="font-medium">{KeepFlightTexts.question}</p>
      {found ? (
        <>
          <FlightDetails flight={found.flightInfo} source={found.source} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={busy} onClick={() => onKeep(found.bookingReference)}>
              {KeepFlightTexts.confirm(name)}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setFound(null)}>
              {KeepFlightTexts.back}
            </Button>
          </div>
        </>
      ) : (
        <>
          <FlightSearch initial={emptySearch()} onFound={(flight) => setFound(flight)} onReset={() => setFound(null)} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={busy} onClick={() => onKeep(null)}>
              {KeepFlightTexts.unknown}
            </Button>
            <Button size="sm" variant="link" disabled={busy} onClick={onBack}>
              {KeepFlightTexts.back}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
