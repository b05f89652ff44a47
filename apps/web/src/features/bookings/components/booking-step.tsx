/**
 * The booking dialog's first step (spec §2 Booking dialog "Booking"), as two wizard steps
 * (issue 37): the flight search, and the service choice for the found flight. Back from the
 * service choice keeps the flight: the search shows it first, one tap from the service choice
 * again, with the search as it was below. Reached back from payment, the service choice says
 * that the booking already made waits, and what Confirm Booking does now.
 */
import { type Booking, type FlightSearchResult, heldBookingNote } from '@fasttrack/contracts';
import { ArrowRight } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FlightDetails, FlightSearch, type SearchValues } from '../../flights/index';
import type { CreateError } from '../create-error';
import type { BookingFormDraft, BookingFormProgress } from '../drafts';
import { BookingForm } from './booking-form';
import type { BookingFormResult } from './booking-form-schema';
import { DraftOverNotice } from './draft-over-notice';

export interface BookingStepProps {
  flight: FlightSearchResult | null;
  /** The search shows, though a flight is kept. */
  searching: boolean;
  search: SearchValues;
  /** The confirmed form, else the form as typed (a session that ended here, issue 37). */
  initial: BookingFormDraft | BookingFormProgress | null;
  /** The booking made from this form, waiting for payment (back from payment). */
  held: Booking | null;
  showFound: boolean;
  creating: boolean;
  createError: CreateError | null;
  duplicate: Booking | null;
  /** A resumed draft's booking that is over (issue 19 §4). */
  overBooking: Booking | null;
  onFound(flight: FlightSearchResult, search: SearchValues): void;
  onReset(): void;
  onConfirm(values: BookingFormResult): void;
  onValuesChange(values: BookingFormProgress): void;
  onChangeFlight(): void;
  onKeepFlight(): void;
  onLeave(): void;
}

export function BookingStep(props: BookingStepProps) {
  const { flight, searching, overBooking, onLeave } = props;
  return (
    <>
      {overBooking ? <DraftOverNotice booking={overBooking} onLeave={onLeave} /> : null}
      {flight && !searching ? <ServiceChoice {...props} flight={flight} /> : null}
      {flight && searching ? <KeptFlight flight={flight} onKeep={props.onKeepFlight} /> : null}
      {!flight || searching ? (
        <FlightSearch initial={props.search} onFound={props.onFound} onReset={props.onReset} />
      ) : null}
    </>
  );
}

function ServiceChoice(props: BookingStepProps & { flight: FlightSearchResult }) {
  const { flight, held, showFound, creating, createError } = props;
  return (
    <div className="flex flex-col gap-4">
      {showFound ? (
        <Alert tone="success">
          Flight found: {flight.flightInfo.airlineName} {flight.flightInfo.flightNumber}
        </Alert>
      ) : null}
      <FlightDetails flight={flight.flightInfo} source={flight.source} />
      {held ? <Alert tone="info">{heldBookingNote(held.bookingReference)}</Alert> : null}
      <BookingForm
        key={flight.bookingReference}
        flight={flight}
        initial={props.initial}
        busy={creating}
        createError={createError?.asIs ? createError.text : null}
        duplicate={props.duplicate}
        onConfirm={props.onConfirm}
        onValuesChange={props.onValuesChange}
        onBack={props.onChangeFlight}
      />
    </div>
  );
}

/** The flight kept while the traveller searches again: one tap back to its service choice. */
function KeptFlight({ flight, onKeep }: { flight: FlightSearchResult; onKeep(): void }) {
  const { airlineName, flightNumber } = flight.flightInfo;
  return (
    <section aria-label="Your flight" className="mb-4 flex flex-col gap-3">
      <FlightDetails flight={flight.flightInfo} source={flight.source} />
      <Button onClick={onKeep} className="self-start">
        Continue with {airlineName} {flightNumber}
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Button>
      <p className="text-sm text-slate-700">Or search for another flight:</p>
    </section>
  );
}
