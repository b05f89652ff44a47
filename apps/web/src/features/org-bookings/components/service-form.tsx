/**
 * The shared part of every passenger's booking (issue 39 item 2): the service the found flight can
 * take, the passenger count per booking, special requirements, the cost centre and purchase-order
 * reference (marked required when the organisation asks for them), the airport's packages and
 * add-ons as a traveller sees them (issue 41 item 4; each passenger's booking carries the same
 * choice, billed on account with the service), and the submit button naming how many bookings it
 * makes.
 */
import {
  type ExtrasSelection,
  type FlightSearchResult,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  type QuoteRequest,
  SERVICE_TYPES,
  SPECIAL_REQUIREMENTS_MAX,
} from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ExtrasChoice, quoteRequestFor, serviceLabel } from '../../bookings/index';
import { bookableServices } from '../../flights/index';
import { bookForCount, OrgBookingsCopy as copy } from '../copy';
import { type BillingRules, type BookFormOutput, type BookFormValues, bookFormSchema } from './book-form-schema';

export interface ServiceFormProps {
  /** The found flight; null until one is found (the form says to find it first). */
  flight: FlightSearchResult | null;
  rules: BillingRules;
  passengers: number;
  busy: boolean;
  onSubmit(values: BookFormOutput): void;
}

export function ServiceForm({ flight, rules, passengers, busy, onSubmit }: ServiceFormProps) {
  const open = flight ? bookableServices(flight) : [];
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<BookFormValues, unknown, BookFormOutput>({
    resolver: zodResolver(bookFormSchema(rules)),
    defaultValues: {
      serviceType: open[0] ?? 'arrival',
      passengerCount: 1,
      specialRequirements: '',
      costCentre: '',
      poReference: '',
      addOns: [],
    },
  });
  const legendId = useId();
  const serviceType = watch('serviceType');
  const passengerCount = Number(watch('passengerCount'));
  const selection: ExtrasSelection = { packageCode: watch('packageCode'), addOns: watch('addOns') ?? [] };
  const choose = (next: ExtrasSelection) => {
    setValue('packageCode', next.packageCode, { shouldDirty: true });
    setValue('addOns', next.addOns ?? [], { shouldDirty: true });
  };
  const countValid =
    Number.isInteger(passengerCount) && passengerCount >= PASSENGERS_MIN && passengerCount <= PASSENGERS_MAX;
  const quote: QuoteRequest | null =
    flight && serviceType && open.includes(serviceType) && countValid
      ? quoteRequestFor({ flightBookingReference: flight.bookingReference, serviceType, passengerCount }, selection)
      : null;
  const label = (text: string, required: boolean) => (required ? text : `${text} ${copy.optional}`);

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4" aria-label={copy.serviceLegend}>
      {flight ? (
        <fieldset>
          <legend id={legendId} className="text-sm font-medium text-slate-800">
            {copy.serviceLegend}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {SERVICE_TYPES.filter((t) => open.includes(t)).map((type) => (
              <label
                key={type}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={type}
                  disabled={busy}
                  className="h-4 w-4 accent-brand-700"
                  {...register('serviceType')}
                />
                <span className="text-sm font-semibold text-slate-900">{serviceLabel(type)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.passengerCount} hint={copy.passengerCountHint} error={errors.passengerCount?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={PASSENGERS_MIN}
            max={PASSENGERS_MAX}
            step={1}
            disabled={busy}
            {...register('passengerCount', { valueAsNumber: true })}
          />
        </Field>
        <Field label={label(copy.costCentre, rules.requiresCostCentre)} error={errors.costCentre?.message}>
          <Input
            autoComplete="off"
            aria-required={rules.requiresCostCentre || undefined}
            disabled={busy}
            {...register('costCentre')}
          />
        </Field>
        <Field label={label(copy.poReference, rules.requiresPoReference)} error={errors.poReference?.message}>
          <Input
            autoComplete="off"
            aria-required={rules.requiresPoReference || undefined}
            disabled={busy}
            {...register('poReference')}
          />
        </Field>
      </div>
      {quote ? <ExtrasChoice request={quote} selection={selection} busy={busy} onChange={choose} /> : null}
      <Field label={copy.specialRequirements} error={errors.specialRequirements?.message}>
        <Textarea rows={3} maxLength={SPECIAL_REQUIREMENTS_MAX} disabled={busy} {...register('specialRequirements')} />
      </Field>
      <Button type="submit" size="lg" className="self-start" disabled={busy}>
        {busy ? copy.booking : bookForCount(passengers)}
      </Button>
    </form>
  );
}
