/**
 * "Book for passengers" (issue 39 item 2), `bookings/new` in the organisation's Bookings tab, for
 * owners, admins and arrangers of an approved organisation: choose passengers from the list or add
 * guests, find the flight with the booking dialog's own search, set the service and the billing
 * labels, and make one booking per passenger; each answer is shown as it comes.
 */
import type { FlightSearchResult, Organisation } from '@fasttrack/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { organisationPath } from '../../lib/paths';
import { emptySearch, FlightDetails, FlightSearch, type SearchValues } from '../flights/index';
import { useOrganisationContext } from '../organisations/index';
import { type ChosenPassenger, useBookForPassengers } from './book-for-passengers';
import type { BookFormOutput } from './components/book-form-schema';
import { BookingOutcomes } from './components/booking-outcomes';
import { PassengerPicker } from './components/passenger-picker';
import { ServiceForm } from './components/service-form';
import { OrgBookingsCopy as copy } from './copy';
import { canBookFor } from './org-bookings-page';

export function BookForPassengersPage() {
  return <BookForPassengersForm organisation={useOrganisationContext()} />;
}

export interface BookForPassengersFormProps {
  organisation: Pick<Organisation, 'id' | 'role' | 'status' | 'requiresCostCentre' | 'requiresPoReference'>;
  /** A fresh Idempotency-Key per passenger's booking (tests pass their own). */
  newKey?: () => string;
}

export function BookForPassengersForm({ organisation, newKey }: BookForPassengersFormProps) {
  const [chosen, setChosen] = useState<ChosenPassenger[]>([]);
  const [flight, setFlight] = useState<FlightSearchResult | null>(null);
  const [search, setSearch] = useState<SearchValues>(() => emptySearch());
  const [missing, setMissing] = useState<{ passengers: boolean; flight: boolean }>({
    passengers: false,
    flight: false,
  });
  const booking = useBookForPassengers(organisation.id, newKey);
  const done = booking.outcomes.length > 0 && !booking.running;
  const back = (
    <Link
      to={organisationPath(organisation.id, 'bookings')}
      className="inline-flex items-center gap-1 self-start text-brand-700 underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {copy.backToList}
    </Link>
  );

  if (!canBookFor(organisation)) return back;

  const submit = (form: BookFormOutput) => {
    const gaps = { passengers: chosen.length === 0, flight: flight === null };
    setMissing(gaps);
    if (gaps.passengers || !flight) return;
    void booking.book(flight, form, chosen);
  };
  const startAgain = () => {
    booking.reset();
    setChosen([]);
    setFlight(null);
    setSearch(emptySearch());
  };

  return (
    <section aria-labelledby="book-title" className="flex flex-col gap-6">
      {back}
      <div>
        <h2 id="book-title" className="text-xl font-bold text-slate-900">
          {copy.formTitle}
        </h2>
        <p className="text-slate-700">{copy.formDescription}</p>
      </div>

      {booking.outcomes.length > 0 ? (
        <>
          <BookingOutcomes
            organisationId={organisation.id}
            outcomes={booking.outcomes}
            running={booking.running}
            onRetry={(key) => void booking.retry(key)}
          />
          {done ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={startAgain}>
                {copy.bookAnother}
              </Button>
              <Button asChild variant="outline">
                <Link to={organisationPath(organisation.id, 'bookings')}>{copy.viewBookings}</Link>
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <PassengerPicker
            organisationId={organisation.id}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next);
              if (next.length > 0) setMissing((m) => ({ ...m, passengers: false }));
            }}
            disabled={booking.running}
            error={missing.passengers ? copy.noneSelected : null}
          />

          <section aria-labelledby="flight-title" className="flex flex-col gap-3">
            <h3 id="flight-title" className="text-lg font-semibold text-slate-900">
              {copy.flightLegend}
            </h3>
            {flight ? (
              <>
                <FlightDetails flight={flight.flightInfo} source={flight.source} />
                <Button variant="outline" className="self-start" onClick={() => setFlight(null)}>
                  {copy.changeFlight}
                </Button>
              </>
            ) : (
              <>
                <FlightSearch
                  initial={search}
                  onFound={(found, values) => {
                    setFlight(found);
                    setSearch(values);
                    setMissing((m) => ({ ...m, flight: false }));
                  }}
                  onReset={() => setFlight(null)}
                />
                {missing.flight ? <Alert tone="error">{copy.chooseFlightFirst}</Alert> : null}
              </>
            )}
          </section>

          <ServiceForm
            key={flight?.bookingReference ?? 'no-flight'}
            flight={flight}
            rules={organisation}
            passengers={chosen.length}
            busy={booking.running}
            onSubmit={submit}
          />
        </>
      )}
    </section>
  );
}
