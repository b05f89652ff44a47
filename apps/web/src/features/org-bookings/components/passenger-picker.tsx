/**
 * Who the bookings are for (issue 39 item 2): passengers ticked from the organisation's list
 * (searched by name, phone or e-mail) and guests typed in (full name as on the passport, phone,
 * optional e-mail; the API keeps them in the list). The chosen passengers are listed above, each
 * removable; one booking is made per passenger.
 */
import { CONTACT_PHONE_EXAMPLE } from '@fasttrack/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus, X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Checkbox, Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { usePassengers } from '../../organisations/index';
import type { ChosenPassenger } from '../book-for-passengers';
import { OrgBookingsCopy as copy } from '../copy';
import { type GuestFormOutput, GuestFormSchema, type GuestFormValues } from './book-form-schema';

export interface PassengerPickerProps {
  organisationId: string;
  chosen: readonly ChosenPassenger[];
  onChange(chosen: ChosenPassenger[]): void;
  disabled: boolean;
  error?: string | null;
}

export function PassengerPicker({ organisationId, chosen, onChange, disabled, error }: PassengerPickerProps) {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q);
  const list = usePassengers(organisationId, search);
  const listId = useId();
  const errorId = useId();
  const titleId = useId();
  const isChosen = (id: string) => chosen.some((c) => c.kind === 'listed' && c.passengerId === id);
  const toggle = (p: { id: string; fullName: string; phone: string }) =>
    onChange(
      isChosen(p.id)
        ? chosen.filter((c) => !(c.kind === 'listed' && c.passengerId === p.id))
        : [...chosen, { kind: 'listed', key: `p:${p.id}`, passengerId: p.id, fullName: p.fullName, phone: p.phone }],
    );
  const remove = (key: string) => onChange(chosen.filter((c) => c.key !== key));
  // The same guest typed twice is one passenger (the API keeps one list entry per name and phone).
  const addGuest = (guest: GuestFormOutput) => {
    const key = `g:${guest.phone}:${guest.fullName}`;
    if (!chosen.some((c) => c.key === key)) onChange([...chosen, { kind: 'guest', key, ...guest }]);
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        {copy.passengersLegend}
      </h3>

      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-800">{copy.selectedPassengers}</p>
        {chosen.length === 0 ? (
          <p className="text-sm text-slate-700">{copy.nobodyYet}</p>
        ) : (
          <ul aria-label={copy.selectedPassengers} className="flex flex-wrap gap-2">
            {chosen.map((c) => (
              <li
                key={c.key}
                className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pr-1 pl-3 text-sm text-slate-900"
              >
                {c.fullName}
                {c.kind === 'guest' ? <span className="text-xs text-slate-700">({copy.guestTag})</span> : null}
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-7 px-1.5"
                  aria-label={`${copy.remove} ${c.fullName}`}
                  disabled={disabled}
                  onClick={() => remove(c.key)}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>

      <Field label={copy.searchPassengers} hint={copy.searchPassengersHint}>
        <Input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-controls={listId}
          autoComplete="off"
        />
      </Field>
      <div id={listId} className="max-h-72 overflow-y-auto rounded-lg border border-slate-200">
        {list.isPending ? (
          <Spinner label={copy.passengersLoading} className="py-6" />
        ) : list.isError ? (
          <p className="p-3 text-sm text-red-700">{list.error.message}</p>
        ) : list.data.length === 0 ? (
          <p className="p-3 text-sm text-slate-700">{copy.noPassengersFound}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.data.map((p) => (
              <li key={p.id}>
                <label
                  htmlFor={`${listId}-${p.id}`}
                  className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50"
                >
                  <Checkbox
                    id={`${listId}-${p.id}`}
                    checked={isChosen(p.id)}
                    disabled={disabled}
                    onChange={() => toggle(p)}
                  />
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium text-slate-900">{p.fullName}</span>
                    <span className="block text-slate-700">
                      {p.phone}
                      {p.email ? ` · ${p.email}` : ''}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>

      <GuestForm disabled={disabled} onAdd={addGuest} />
    </section>
  );
}

/** A guest by name as on the passport, phone and optional e-mail, added to the chosen passengers. */
function GuestForm({ disabled, onAdd }: { disabled: boolean; onAdd(guest: GuestFormOutput): void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<GuestFormValues, unknown, GuestFormOutput>({
    resolver: zodResolver(GuestFormSchema),
    defaultValues: { fullName: '', phone: '', email: '' },
  });
  const legendId = useId();
  const add = handleSubmit((guest) => {
    onAdd(guest);
    reset();
  });
  return (
    <form
      noValidate
      onSubmit={add}
      aria-labelledby={legendId}
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
    >
      <p id={legendId} className="text-sm font-semibold text-slate-900">
        {copy.guestLegend}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={copy.guestName} error={errors.fullName?.message}>
          <Input autoComplete="off" disabled={disabled} {...register('fullName')} />
        </Field>
        <Field label={copy.guestPhone} error={errors.phone?.message} hint={`e.g. ${CONTACT_PHONE_EXAMPLE}`}>
          <Input type="tel" inputMode="tel" autoComplete="off" disabled={disabled} {...register('phone')} />
        </Field>
        <Field label={copy.guestEmail} error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" disabled={disabled} {...register('email')} />
        </Field>
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={disabled}>
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        {copy.addGuest}
      </Button>
    </form>
  );
}
