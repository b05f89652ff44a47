/**
 * The service choice of the booking form (spec §2 Booking dialog): Arrival Service or Departure
 * Service, a service the flight cannot take disabled with the reason (the search's own reason when
 * it gave one: issue 37).
 */
import { type FlightSearchResult, SERVICE_TYPES } from '@fasttrack/contracts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { serviceLabel } from '../booking-format';
import { serviceUnavailableReason } from '../service-availability';

export interface ServiceTypeChoiceProps {
  flight: FlightSearchResult;
  busy: boolean;
  error?: string | undefined;
  /** The form's `register('serviceType')`. */
  field: UseFormRegisterReturn<'serviceType'>;
}

export function ServiceTypeChoice({ flight, busy, error, field }: ServiceTypeChoiceProps) {
  const legendId = useId();
  return (
    <fieldset aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        Service Type
      </legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {SERVICE_TYPES.map((type) => {
          const reason = serviceUnavailableReason(flight, type);
          const reasonId = `${legendId}-${type}-reason`;
          return (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-slate-100"
            >
              <input
                type="radio"
                value={type}
                disabled={reason !== null || busy}
                aria-describedby={reason ? reasonId : undefined}
                className="mt-1 h-4 w-4 accent-brand-700"
                {...field}
              />
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">{serviceLabel(type)}</span>
                {reason ? (
                  <span id={reasonId} className="block text-slate-700">
                    {reason}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${legendId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
