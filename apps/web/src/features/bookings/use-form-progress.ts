/**
 * The booking form as typed, before Confirm Booking (issue 37, ADR 308): kept in storage as it
 * changes (`bookingFormProgress`) and in memory for the flight it belongs to, so the service
 * choice comes back with it after Back, after a session that ended, or on Continue Your Booking.
 */
import { useCallback, useRef } from 'react';
import { type BookingDrafts, type BookingFormProgress, saveFormProgress } from './drafts';

export interface FormProgress {
  /** What was typed for the flight `flightReference`, or null. */
  valuesFor(flightReference: string | undefined): BookingFormProgress | null;
  /** The form changed, on the flight `flightReference`. */
  record(flightReference: string, values: BookingFormProgress): void;
  /** A flight was chosen: what was typed for another one is forgotten. */
  flightChosen(flightReference: string): void;
  /** The form was confirmed (it is a draft of its own now). */
  forget(): void;
}

export function useFormProgress(drafts: BookingDrafts): FormProgress {
  const kept = useRef(
    drafts.flight && drafts.progress ? { flight: drafts.flight.bookingReference, values: drafts.progress } : null,
  );
  const forget = useCallback(() => {
    kept.current = null;
    saveFormProgress(null);
  }, []);
  const record = useCallback((flight: string, values: BookingFormProgress) => {
    kept.current = { flight, values };
    saveFormProgress(values);
  }, []);
  const flightChosen = useCallback(
    (flight: string) => {
      if (kept.current?.flight !== flight) forget();
    },
    [forget],
  );
  const valuesFor = useCallback(
    (flight: string | undefined) => (kept.current && kept.current.flight === flight ? kept.current.values : null),
    [],
  );
  return { valuesFor, record, flightChosen, forget };
}
