/**
 * The filters of the organisation's bookings (issue 39 item 5): passenger name, status, Lagos
 * service dates and cost centre. Applied together with Apply; Clear empties them.
 */
import { BOOKING_STATUSES } from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { capitalise } from '../../../lib/text';
import type { OrgBookingFilters } from '../api/get-org-bookings';
import { OrgBookingsCopy as copy } from '../copy';

const EMPTY = { passenger: '', status: '', from: '', to: '', costCentre: '' };

export function OrgBookingsFilters({
  value,
  onChange,
}: {
  value: OrgBookingFilters;
  onChange(filters: OrgBookingFilters): void;
}) {
  const [draft, setDraft] = useState({ ...EMPTY, ...value });
  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: e.target.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const filters: OrgBookingFilters = {};
    if (draft.passenger.trim()) filters.passenger = draft.passenger.trim();
    if (draft.status) filters.status = draft.status as NonNullable<OrgBookingFilters['status']>;
    if (draft.from) filters.from = draft.from;
    if (draft.to) filters.to = draft.to;
    if (draft.costCentre.trim()) filters.costCentre = draft.costCentre.trim();
    onChange(filters);
  };
  const clear = () => {
    setDraft(EMPTY);
    onChange({});
  };
  return (
    <form
      onSubmit={apply}
      aria-label={copy.filtersLegend}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <Field label={copy.filterPassenger} className="lg:col-span-2">
        <Input type="search" value={draft.passenger} onChange={set('passenger')} autoComplete="off" />
      </Field>
      <Field label={copy.filterStatus}>
        <Select value={draft.status} onChange={set('status')}>
          <option value="">{copy.filterAnyStatus}</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {capitalise(s)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={copy.filterFrom}>
        <Input type="date" value={draft.from} onChange={set('from')} />
      </Field>
      <Field label={copy.filterTo}>
        <Input type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </Field>
      <Field label={copy.filterCostCentre}>
        <Input value={draft.costCentre} onChange={set('costCentre')} autoComplete="off" />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6">
        <Button type="submit">{copy.applyFilters}</Button>
        <Button variant="outline" onClick={clear}>
          {copy.clearFilters}
        </Button>
      </div>
    </form>
  );
}
