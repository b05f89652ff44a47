/**
 * "Extras waiting for confirmation" on the day board (issue 41 item 4): the on-request add-on
 * lines of paid bookings no one has answered, oldest order first, at the board's airport when it
 * shows one (`?airport=`), whatever date it shows (the promise runs from the order, not the
 * service day). Each line's wait is counted against the 2-hour promise to the traveller; an
 * answered line leaves the list (the list is fetched again), and the clock moves every minute.
 */
import { ON_REQUEST_NOTE } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { waitingExtrasQuery } from '../api/extras';
import { ExtrasWaitingItem } from './extras-waiting-item';

/** The time now, again every minute (the waits shown move with it). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** @param airport the board's airport (IATA), or '' for every airport. */
export function ExtrasWaiting({ airport }: { airport: string }) {
  const waiting = useQuery(waitingExtrasQuery(airport));
  const now = useMinuteClock();
  const headingId = useId();
  const lines = waiting.data ?? [];
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-bold text-slate-900">
        Extras waiting for confirmation{lines.length > 0 ? ` (${lines.length})` : ''}
      </h2>
      <p className="text-sm text-slate-700">Travellers were told: {ON_REQUEST_NOTE}.</p>
      {waiting.isPending ? <Spinner label="Loading the extras waiting..." className="py-3" /> : null}
      {waiting.isError ? (
        <Alert tone="error" className="mt-2">
          <p>{waiting.error.message}</p>
          <Button variant="link" onClick={() => void waiting.refetch()}>
            Try again<span className="sr-only"> to load the extras waiting</span>
          </Button>
        </Alert>
      ) : null}
      {waiting.data && lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-900">No extras are waiting.</p>
      ) : null}
      {lines.length > 0 ? (
        <ul aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200">
          {lines.map((extra) => (
            <ExtrasWaitingItem key={`${extra.bookingId}:${extra.line.lineIndex}`} extra={extra} now={now} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
