/**
 * The booking form's passenger fields (spec §3 Booking form, §5 Passengers): the count, 1 to 10;
 * the lead passenger's full name and a reachable phone (issue 19 §1: any notation, sent as E.164);
 * their e-mail, optional (issue 36 item 1); and special requirements, at most 500 characters with
 * a counter (issue 19 §8).
 */
import {
  CONTACT_PHONE_EXAMPLE,
  CONTACT_PHONE_USE,
  LEAD_PASSENGER_CONTACT_HINT,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  SPECIAL_REQUIREMENTS_MAX,
} from '@fasttrack/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import type { BookingFormValues } from './booking-form-schema';

export interface PassengerFieldsProps {
  register: UseFormRegister<BookingFormValues>;
  errors: FieldErrors<BookingFormValues>;
  busy: boolean;
  /** Characters typed into the special requirements so far, for the counter. */
  requestsLength: number;
}

export function PassengerFields({ register, errors, busy, requestsLength }: PassengerFieldsProps) {
  return (
    <>
      <Field label="Number of Passengers" error={errors.passengerCount?.message}>
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

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Lead Passenger Full Name" error={errors.leadPassengerName?.message}>
          <Input autoComplete="name" disabled={busy} {...register('leadPassengerName')} />
        </Field>
        <Field
          label="Contact Phone"
          error={errors.contactPhone?.message}
          hint={`${CONTACT_PHONE_USE} For example ${CONTACT_PHONE_EXAMPLE}.`}
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" disabled={busy} {...register('contactPhone')} />
        </Field>
      </div>

      <Field
        label="Lead Passenger E-mail (optional)"
        error={errors.leadPassengerEmail?.message}
        hint={LEAD_PASSENGER_CONTACT_HINT}
      >
        <Input type="email" autoComplete="off" inputMode="email" disabled={busy} {...register('leadPassengerEmail')} />
      </Field>

      <Field
        label="Special Requirements (optional)"
        error={errors.specialRequirements?.message}
        hint={`${requestsLength}/${SPECIAL_REQUIREMENTS_MAX}`}
      >
        <Textarea
          rows={3}
          maxLength={SPECIAL_REQUIREMENTS_MAX}
          placeholder="Wheelchair assistance, extra luggage, travelling with children..."
          disabled={busy}
          {...register('specialRequirements')}
        />
      </Field>
    </>
  );
}
