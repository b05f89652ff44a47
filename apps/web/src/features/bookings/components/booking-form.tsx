/**
 * The booking form for a found flight (spec §2 Booking dialog, §3 Booking form, §5 Passengers):
 * Arrival Service or Departure Service (a service the flight cannot take is disabled, with the
 * reason), passenger count 1 to 10 ('Minimum 1 passenger', 'Maximum 10 passengers'), optional
 * special requirements (at most 500 characters, with a counter: issue 19 §8), the lead passenger's
 * full name and a reachable phone (issue 19 §1: prefilled from the profile, never with a quick
 * sign-up placeholder; any notation, sent as E.164), the lead passenger's e-mail if the booker
 * has it (issue 36 item 1: the passenger's own messages of the day go there too), the live total
 * in USD and NGN: the server's quote line by line once the service and count can be asked (issue
 * 41 item 5), else from /api/pricing (45 USD and 1500 NGN per USD while pricing is unavailable:
 * 'Failed to fetch pricing'), with the airport's package cards and add-ons once a quote can be
 * asked (issue 41 item 4: the quote is asked again with the choice, which the draft keeps), then
 * Confirm Booking and Change flight (one wizard step back, to the search with the flight kept:
 * issue 37). A live booking of the traveller on the same flight is named first,
 * and a second one needs its box ticked (issue 37, ADR 306). What is typed is reported as it
 * changes, so a session that ends here comes back to it.
 */
import {
  type Booking,
  type ExtrasSelection,
  type FlightSearchResult,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  profileName,
  profilePhone,
  type QuoteRequest,
  type SelectedAddOn,
  type ServiceType,
  serviceTimeZone,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/index';
import { quoteRequestFor } from '../api/get-quote';
import type { BookingFormProgress } from '../drafts';
import { onlyAvailableService } from '../service-availability';
import { useFormAvailability } from '../use-form-availability';
import {
  type BookingFormOutput,
  type BookingFormResult,
  BookingFormSchema,
  type BookingFormValues,
} from './booking-form-schema';
import { BookingTotalPanel } from './booking-total-panel';
import { ExtrasChoice } from './extras-choice';
import { PassengerFields } from './passenger-fields';
import { SecondBookingNotice } from './second-booking-notice';
import { ServiceAvailabilityNote } from './service-availability-note';
import { ServiceTypeChoice } from './service-type-choice';

export interface BookingFormProps {
  flight: FlightSearchResult;
  initial?: {
    serviceType?: ServiceType;
    passengerCount?: number;
    specialRequirements?: string;
    leadPassengerName?: string | undefined;
    contactPhone?: string | undefined;
    leadPassengerEmail?: string | undefined;
    secondBooking?: boolean | undefined;
    packageCode?: string | undefined;
    addOns?: SelectedAddOn[] | undefined;
  } | null;
  busy?: boolean;
  /** Why the last Confirm Booking failed (e.g. the API's 409 FULLY_BOOKED or 422 words), shown by the button. */
  createError?: string | null;
  /** The traveller's live booking on this flight, when they have one. */
  duplicate?: Booking | null | undefined;
  onConfirm(values: BookingFormResult): void;
  onValuesChange?(values: BookingFormProgress): void;
  onBack(): void;
}

export function BookingForm({
  flight,
  initial,
  busy = false,
  createError,
  duplicate = null,
  onConfirm,
  onValuesChange,
  onBack,
}: BookingFormProps) {
  const { user } = useAuth();
  const preset = initial?.serviceType ?? onlyAvailableService(flight) ?? undefined;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<BookingFormValues, unknown, BookingFormOutput>({
    resolver: zodResolver(BookingFormSchema),
    defaultValues: {
      serviceType: preset as ServiceType,
      passengerCount: initial?.passengerCount ?? 1,
      specialRequirements: initial?.specialRequirements ?? '',
      leadPassengerName: initial?.leadPassengerName ?? (user ? profileName(user) : ''),
      contactPhone: initial?.contactPhone ?? (user ? (profilePhone(user) ?? '') : ''),
      leadPassengerEmail: initial?.leadPassengerEmail ?? '',
      packageCode: initial?.packageCode,
      addOns: initial?.addOns ?? [],
    },
  });
  const [secondBooking, setSecondBooking] = useState(initial?.secondBooking ?? false);
  const [secondBookingMissing, setSecondBookingMissing] = useState(false);
  useEffect(() => {
    if (!onValuesChange) return;
    // The add-ons are only ever set whole (code and quantity), never field by field.
    const subscription = watch((values) => onValuesChange(values as BookingFormProgress));
    return () => subscription.unsubscribe();
  }, [watch, onValuesChange]);
  const submit = handleSubmit((values) => {
    if (duplicate && !secondBooking) {
      setSecondBookingMissing(true);
      return;
    }
    onConfirm({ ...values, secondBooking: duplicate !== null && secondBooking });
  });
  const requestsLength = (watch('specialRequirements') ?? '').length;
  const serviceType = watch('serviceType') ?? null;
  const passengers = Number(watch('passengerCount'));
  const validCount = Number.isInteger(passengers) && passengers >= PASSENGERS_MIN && passengers <= PASSENGERS_MAX;
  const { canAsk, answer, loading, unavailable } = useFormAvailability(flight, { serviceType, passengers, validCount });
  const errorId = useId();
  const selection: ExtrasSelection = { packageCode: watch('packageCode'), addOns: watch('addOns') ?? [] };
  const choose = (next: ExtrasSelection) => {
    setValue('packageCode', next.packageCode, { shouldDirty: true });
    setValue('addOns', next.addOns ?? [], { shouldDirty: true });
  };
  const quote: QuoteRequest | null =
    canAsk && serviceType
      ? quoteRequestFor(
          { flightBookingReference: flight.bookingReference, serviceType, passengerCount: passengers },
          selection,
        )
      : null;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {duplicate ? (
        <SecondBookingNotice
          booking={duplicate}
          checked={secondBooking}
          error={secondBookingMissing && !secondBooking}
          disabled={busy}
          onChange={setSecondBooking}
        />
      ) : null}
      <ServiceTypeChoice
        flight={flight}
        busy={busy}
        error={errors.serviceType?.message}
        field={register('serviceType')}
      />

      <PassengerFields register={register} errors={errors} busy={busy} requestsLength={requestsLength} />

      {canAsk ? (
        <ServiceAvailabilityNote
          availability={answer}
          loading={loading}
          timeZone={serviceTimeZone({ serviceType: serviceType ?? 'arrival', flight: flight.flightInfo })}
        />
      ) : null}

      {quote ? <ExtrasChoice request={quote} selection={selection} busy={busy} onChange={choose} /> : null}

      <BookingTotalPanel serviceType={serviceType} passengers={passengers} validCount={validCount} quote={quote} />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Change flight
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={busy || unavailable}
          aria-describedby={createError ? errorId : undefined}
        >
          {busy ? 'Creating your booking...' : 'Confirm Booking'}
        </Button>
      </div>
      <p id={errorId} aria-live="assertive" className="text-sm font-medium text-red-700 empty:hidden sm:text-right">
        {createError ?? ''}
      </p>
    </form>
  );
}
