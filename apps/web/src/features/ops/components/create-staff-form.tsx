/**
 * Create a staff account (issue 15 §2), admin only: officer, dispatcher or admin, with e-mail,
 * name and phone checked by the contract's rules; an officer also the served airport they work
 * at (issue 41 item 1), every terminal of which they serve until a dispatcher edits them. The one-time password in the answer is handed
 * to `onCreated`, to be shown once.
 */
import {
  type CreateStaffAccountRequest,
  CreateStaffAccountRequestSchema,
  OFFICER_AIRPORT_MESSAGE,
  PHONE_EXAMPLE,
  STAFF_ROLES,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { capitalise } from '../../../lib/text';
import { servedAirportsQuery } from '../api/airports';
import { useCreateStaffAccount } from '../api/staff';
import { AirportOptions } from './airport-options';

const EMPTY = { role: 'dispatcher', email: '', firstName: '', lastName: '', phone: '', airportIata: '' };

export function CreateStaffForm({ onCreated }: { onCreated(email: string, oneTimePassword: string): void }) {
  const create = useCreateStaffAccount();
  const [values, setValues] = useState(EMPTY);
  const officer = values.role === 'officer';
  const airports = useQuery({ ...servedAirportsQuery(), enabled: officer }).data;
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { airportIata, ...account } = values;
    // Only an officer works at an airport; the other roles send none.
    const parsed = CreateStaffAccountRequestSchema.safeParse(
      officer && airportIata ? { ...account, airportIata } : account,
    );
    if (!parsed.success) {
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data as CreateStaffAccountRequest, {
      onSuccess: (created) => {
        setValues(EMPTY);
        onCreated(created.account.email, created.oneTimePassword);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="create-staff-heading" className="flex flex-col gap-3">
      <h2 id="create-staff-heading" className="text-lg font-bold text-slate-900">
        Create a staff account
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Role" error={errors.role}>
          <Select value={values.role} onChange={set('role')}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {capitalise(r)}
              </option>
            ))}
          </Select>
        </Field>
        {officer ? (
          <Field label="Airport" error={errors.airportIata ? OFFICER_AIRPORT_MESSAGE : undefined}>
            <Select value={values.airportIata} onChange={set('airportIata')} disabled={!airports}>
              <option value="">{airports ? 'Choose an airport' : 'Loading...'}</option>
              {airports ? <AirportOptions airports={airports} /> : null}
            </Select>
          </Field>
        ) : null}
        <Field label="Email" error={errors.email}>
          <Input type="email" autoComplete="off" value={values.email} onChange={set('email')} />
        </Field>
        <Field label="Phone" error={errors.phone} hint={`For example ${PHONE_EXAMPLE}`}>
          <Input type="tel" value={values.phone} onChange={set('phone')} />
        </Field>
        <Field label="First name" error={errors.firstName}>
          <Input value={values.firstName} onChange={set('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName}>
          <Input value={values.lastName} onChange={set('lastName')} />
        </Field>
      </div>
      {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Creating...' : 'Create account'}
      </Button>
    </form>
  );
}
