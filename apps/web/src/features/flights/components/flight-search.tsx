/**
 * Flight search of the booking dialog (spec §2 Booking dialog, §5 Flight number / Route / Travel
 * date, §8): two tabs, Flight Number and Route. Switching tabs resets the form and clears the
 * found flight. The travel date defaults to today in Lagos and cannot be earlier. Nothing found:
 * 'No flight found with the provided details. Please try again.'; any other failure: 'Error
 * searching for flight. Please try again.' A route search with several flights lists them to pick;
 * a place that names no airport gets the server's message under its field (issue 19 §10). A
 * flight that cannot be booked is listed with the reason instead of opening the form (issue 37).
 */
import {
  FlightNumberInputSchema,
  type FlightSearchResult,
  lagosToday,
  Messages,
  RouteTermSchema,
  TravelDateSchema,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-error';
import { useSearchFlightByNumber } from '../api/search-flight-by-number';
import { useSearchFlightsByRoute } from '../api/search-flights-by-route';
import { bookableServices } from '../bookable';
import { FlightResults } from './flight-results';

/** How the traveller looks for a flight (spec §2 Booking dialog, step 1). */
export type SearchMethod = 'flightNumber' | 'route';

export interface SearchValues {
  method: SearchMethod;
  flightNumber: string;
  departure: string;
  arrival: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

export function emptySearch(method: SearchMethod = 'flightNumber'): SearchValues {
  return { method, flightNumber: '', departure: '', arrival: '', date: lagosToday() };
}

const ByNumberSchema = z.object({ flightNumber: FlightNumberInputSchema, date: TravelDateSchema });
const ByRouteSchema = z.object({ departure: RouteTermSchema, arrival: RouteTermSchema, date: TravelDateSchema });

export interface FlightSearchProps {
  initial: SearchValues;
  onFound(flight: FlightSearchResult, search: SearchValues): void;
  /** The search method changed: the found flight must be cleared. */
  onReset(): void;
}

export function FlightSearch({ initial, onFound, onReset }: FlightSearchProps) {
  const [method, setMethod] = useState<SearchMethod>(initial.method);
  // A fresh form per tab: switching resets every field to its default (§4).
  const [session, setSession] = useState(0);

  const switchTo = (next: string) => {
    if (next !== 'flightNumber' && next !== 'route') return;
    setMethod(next);
    setSession((s) => s + 1);
    onReset();
  };

  const start = session === 0 ? initial : emptySearch(method);
  return (
    <Tabs value={method} onValueChange={switchTo}>
      <TabsList aria-label="Search by" className="grid w-full grid-cols-2">
        <TabsTrigger value="flightNumber">Flight Number</TabsTrigger>
        <TabsTrigger value="route">Route</TabsTrigger>
      </TabsList>
      <TabsContent value="flightNumber">
        {method === 'flightNumber' ? (
          <SearchForm key={session} method="flightNumber" initial={start} onFound={onFound} />
        ) : null}
      </TabsContent>
      <TabsContent value="route">
        {method === 'route' ? <SearchForm key={session} method="route" initial={start} onFound={onFound} /> : null}
      </TabsContent>
    </Tabs>
  );
}

interface SearchFormProps {
  method: SearchMethod;
  initial: SearchValues;
  onFound(flight: FlightSearchResult, search: SearchValues): void;
}

function SearchForm({ method, initial, onFound }: SearchFormProps) {
  const byNumber = useSearchFlightByNumber();
  const byRoute = useSearchFlightsByRoute();
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<{ flights: FlightSearchResult[]; search: SearchValues } | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors, isSubmitting },
  } = useForm<Omit<SearchValues, 'method'>>({
    resolver: zodResolver(method === 'flightNumber' ? ByNumberSchema : ByRouteSchema) as never,
    defaultValues: {
      flightNumber: initial.flightNumber,
      departure: initial.departure,
      arrival: initial.arrival,
      date: initial.date,
    },
  });
  const today = lagosToday();

  const submit = handleSubmit(async (values) => {
    setError(null);
    setResults(null);
    const search: SearchValues = { ...initial, ...values, method };
    try {
      if (method === 'flightNumber') {
        const found = await byNumber.mutateAsync({ flightNumber: values.flightNumber, date: values.date });
        // A flight that cannot be booked is listed with the reason, not opened as a form (issue 37).
        if (bookableServices(found).length > 0) onFound(found, search);
        else setResults({ flights: [found], search });
        return;
      }
      const flights = await byRoute.mutateAsync({
        departure: values.departure,
        arrival: values.arrival,
        date: values.date,
      });
      const [first] = flights;
      if (!first) setError(Messages.flightNotFound);
      else if (flights.length === 1 && bookableServices(first).length > 0) onFound(first, search);
      else setResults({ flights, search });
    } catch (err) {
      // A place that names no airport is shown under its own field (issue 19 §10).
      const place = isApiError(err, 404) ? err.details : undefined;
      if (place?.departure || place?.arrival) {
        if (place.departure) setFieldError('departure', { message: place.departure }, { shouldFocus: true });
        if (place.arrival) setFieldError('arrival', { message: place.arrival }, { shouldFocus: !place.departure });
        return;
      }
      setError(isApiError(err, 404) ? Messages.flightNotFound : Messages.flightSearchError);
    }
  });

  const clear = { onChange: () => setError(null) };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {method === 'flightNumber' ? (
        <Field label="Flight Number" error={errors.flightNumber?.message} hint="For example BA75 or TK1979">
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="uppercase"
            {...register('flightNumber', clear)}
          />
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="From"
            error={errors.departure?.message}
            hint="Airport code, city or airport, e.g. LHR, London or Heathrow"
          >
            <Input autoComplete="off" {...register('departure', clear)} />
          </Field>
          <Field
            label="To"
            error={errors.arrival?.message}
            hint="Airport code, city or airport, e.g. LOS, Lagos or Murtala"
          >
            <Input autoComplete="off" {...register('arrival', clear)} />
          </Field>
        </div>
      )}
      <Field label="Travel Date" error={errors.date?.message}>
        <Input type="date" min={today} {...register('date', clear)} />
      </Field>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <Search aria-hidden="true" className="h-4 w-4" />
        {isSubmitting ? 'Searching...' : method === 'flightNumber' ? 'Search Flight' : 'Search Flights'}
      </Button>
      {results ? <FlightResults flights={results.flights} onPick={(f) => onFound(f, results.search)} /> : null}
    </form>
  );
}
