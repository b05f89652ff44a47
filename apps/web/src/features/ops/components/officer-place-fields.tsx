/**
 * Where an officer works (issue 41 item 1): the served airport (open or closed) and the
 * terminals of THAT airport. Choosing another airport keeps only the terminals it also has. The
 * API checks both again; its refusal is shown by the form as it says.
 */
import { OFFICER_AIRPORT_MESSAGE, type ServedAirport } from '@fasttrack/contracts';
import { useId } from 'react';
import { Field } from '../../../components/ui/field';
import { Checkbox, Select } from '../../../components/ui/input';
import { AirportOptions } from './airport-options';

export interface OfficerPlace {
  /** IATA code; '' until one is chosen. */
  airportIata: string;
  terminals: string[];
}

/** `place` moved to `airportIata`: the terminals the new airport also has, in its order. */
export function moveTo(place: OfficerPlace, airportIata: string, airports: readonly ServedAirport[]): OfficerPlace {
  const names = airports.find((a) => a.iata === airportIata)?.terminals.map((t) => t.name) ?? [];
  return { airportIata, terminals: names.filter((n) => place.terminals.includes(n)) };
}

export function OfficerPlaceFields({
  place,
  airports,
  onChange,
  errors,
}: {
  place: OfficerPlace;
  /** The served airports; undefined while they load. */
  airports: readonly ServedAirport[] | undefined;
  onChange(place: OfficerPlace): void;
  errors: { airportIata?: string | undefined; terminals?: string | undefined };
}) {
  const formId = useId();
  const airport = airports?.find((a) => a.iata === place.airportIata);
  // While the airports load (or if they fail), the officer's own terminals stay on show.
  const names = airport ? airport.terminals.map((t) => t.name) : place.terminals;

  return (
    <>
      <Field label="Airport" error={errors.airportIata ? OFFICER_AIRPORT_MESSAGE : undefined}>
        <Select
          value={place.airportIata}
          disabled={!airports}
          onChange={(e) => airports && onChange(moveTo(place, e.target.value, airports))}
        >
          {place.airportIata === '' ? <option value="">{airports ? 'Choose an airport' : 'Loading...'}</option> : null}
          {!airports && place.airportIata !== '' ? (
            <option value={place.airportIata}>{place.airportIata}</option>
          ) : null}
          {airports ? <AirportOptions airports={airports} /> : null}
        </Select>
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Terminals served</legend>
        {names.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">Choose the airport first.</p>
        ) : (
          <div className="mt-1 flex flex-wrap gap-4">
            {names.map((t) => (
              <div key={t} className="flex min-h-11 items-center gap-2 text-sm">
                <Checkbox
                  id={`${formId}-${t}`}
                  checked={place.terminals.includes(t)}
                  onChange={(e) =>
                    onChange({
                      ...place,
                      terminals: e.target.checked ? [...place.terminals, t] : place.terminals.filter((x) => x !== t),
                    })
                  }
                />
                <label htmlFor={`${formId}-${t}`}>{t}</label>
              </div>
            ))}
          </div>
        )}
        {errors.terminals ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.terminals}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
