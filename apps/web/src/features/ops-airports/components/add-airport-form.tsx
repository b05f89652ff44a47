/**
 * Add a served airport (issue 41 item 1), admin only: IATA and ICAO codes, name, city, country,
 * IANA time zone and currency, checked by the contract's rules; it starts closed for sale. When
 * the airport is already in the curated list, the server keeps that list's name, city, country
 * and zone, and the table shows them.
 */
import { CreateServedAirportRequestSchema } from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useCreateAirport } from '../api/airports';

const EMPTY = { iata: '', icao: '', name: '', city: '', country: '', timeZone: '', currency: '' };
type Values = typeof EMPTY;
/** Country, zone and currency an admin most likely wants: those of an airport already served. */
export type AirportDefaults = Pick<Values, 'country' | 'timeZone' | 'currency'>;

const FIELDS: ReadonlyArray<{ key: keyof Values; label: string; hint?: string; upper?: boolean }> = [
  { key: 'iata', label: 'IATA code', hint: 'e.g. ENU', upper: true },
  { key: 'icao', label: 'ICAO code', hint: 'e.g. DNEN', upper: true },
  { key: 'name', label: 'Airport name' },
  { key: 'city', label: 'City' },
  { key: 'country', label: 'Country code', hint: 'e.g. NG', upper: true },
  { key: 'timeZone', label: 'Time zone', hint: 'IANA name, e.g. Africa/Accra' },
  { key: 'currency', label: 'Currency', hint: 'e.g. NGN', upper: true },
];

export function AddAirportForm(props: { defaults: AirportDefaults | undefined; onAdded(iata: string): void }) {
  const { defaults, onAdded } = props;
  const create = useCreateAirport();
  const blank = defaults
    ? { ...EMPTY, country: defaults.country, timeZone: defaults.timeZone, currency: defaults.currency }
    : EMPTY;
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = CreateServedAirportRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setValues(blank);
        onAdded(parsed.data.iata);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-airport-heading" className="flex flex-col gap-3">
      <h2 id="add-airport-heading" className="text-lg font-bold text-slate-900">
        Add airport
      </h2>
      <p className="text-slate-700">It starts closed for sale: add its terminals, meeting points and officers first.</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} hint={f.hint} error={errors[f.key]}>
            <Input
              value={values[f.key]}
              autoComplete="off"
              onChange={(e) => {
                const value = f.upper ? e.target.value.toUpperCase() : e.target.value;
                setValues((v) => ({ ...v, [f.key]: value }));
              }}
            />
          </Field>
        ))}
      </div>
      {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Adding...' : 'Add airport'}
      </Button>
    </form>
  );
}
