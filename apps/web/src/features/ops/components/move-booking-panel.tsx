/**
 * "Move to new flight" from a board row (issue 26 §3): the dispatcher types the flight number and
 * departure date of the traveller's re-booked flight and a reason; the flight is looked up with
 * the same search travellers use, then the API moves the booking (plan, officers, e-mail with the
 * updated calendar file). The flight the traveller named with "keep" is filled in (issue 36 item
 * 5). The API's refusal is shown as it says it.
 */
import type { OpsBooking } from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { searchFlightByNumber } from '../../flights/index';
import { useMoveBooking } from '../api/move-booking';

export function MoveBookingPanel({ booking, onDone }: { booking: OpsBooking; onDone(message: string): void }) {
  const move = useMoveBooking();
  // The flight the traveller named, when they did (issue 36 item 5).
  const [flightNumber, setFlightNumber] = useState(booking.requestedFlight?.flightNumber ?? '');
  const [date, setDate] = useState(booking.requestedFlight?.date ?? '');
  const [reason, setReason] = useState('Traveller re-booked after the flight was cancelled or diverted');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const busy = searching || move.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!flightNumber.trim() || !date) {
      setError('Enter the new flight number and its departure date');
      return;
    }
    setSearching(true);
    try {
      const found = await searchFlightByNumber(flightNumber.trim().toUpperCase(), date);
      const { message } = await move.mutateAsync({
        bookingId: booking.id,
        flightBookingReference: found.bookingReference,
        reason,
      });
      onDone(message);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The booking could not be moved');
    } finally {
      setSearching(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={`Move ${booking.bookingReference} to a new flight`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="New flight number">
          <Input value={flightNumber} onChange={(e) => setFlightNumber(e.target.value)} disabled={busy} />
        </Field>
        <Field label="Departure date">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} disabled={busy} />
        </Field>
        <Field label="Reason">
          <Input value={reason} onChange={(e) => setReason(e.target.value)} disabled={busy} />
        </Field>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Moving...' : 'Move booking'}
        </Button>
      </div>
    </form>
  );
}
