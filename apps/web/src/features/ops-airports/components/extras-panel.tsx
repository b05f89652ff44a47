/**
 * "Add-ons and packages" of one served airport (issue 41 item 6, for item 4's extras), from `GET
 * /api/ops/airports/:iata/extras`: every add-on (its unit spelled out with contracts
 * `addOnUnitWords`, price in USD, most per booking, guaranteed or on request, lead time, sold or
 * not) and every package with what it includes. An admin adds and changes them (AddOnForm,
 * PackageForm); a dispatcher reads them. Nothing is deleted: an add-on or package no longer sold
 * stays listed, and bookings keep their lines.
 */
import {
  type AddOn,
  addOnFulfilmentWords,
  addOnUnitWords,
  formatMoney,
  minorToMajor,
  noticeWords,
  type Package,
  packageItemWords,
  type ServedAirport,
} from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { airportExtrasQuery } from '../api/extras';
import { AddOnForm } from './add-on-form';
import { PackageForm } from './package-form';

const cell = 'px-3 py-2 text-left';
const usd = (cents: number) => formatMoney(minorToMajor(cents), 'USD');

/** Which dialog is open: an add-on or a package, new (null) or the one to change. */
type Editing = { kind: 'addOn'; item: AddOn | null } | { kind: 'package'; item: Package | null } | null;

export function ExtrasPanel({ airport, canEdit }: { airport: ServedAirport; canEdit: boolean }) {
  const extras = useQuery(airportExtrasQuery(airport.iata));
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState('');
  const headingId = `extras-${airport.iata}`;
  const addOns = extras.data?.addOns ?? [];
  const packages = extras.data?.packages ?? [];
  const nameOf = (code: string) => addOns.find((a) => a.code === code);
  const onSaved = (message: string) => {
    setSaved(message);
    setEditing(null);
  };
  const open = (next: Editing) => {
    setSaved('');
    setEditing(next);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Add-ons and packages at {airport.iata}
      </h2>
      {extras.isPending ? <Spinner label="Loading add-ons..." className="py-4" /> : null}
      {extras.isError ? <Alert tone="error">{extras.error.message}</Alert> : null}
      <span role="status" className="text-sm text-green-800">
        {saved}
      </span>
      {extras.data ? (
        <>
          <h3 className="font-semibold text-slate-900">Add-ons at {airport.iata}</h3>
          {addOns.length === 0 ? <p className="text-sm text-slate-700">No add-ons at {airport.iata} yet.</p> : null}
          {addOns.length > 0 ? (
            <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-sm">
                <caption className="sr-only">Add-ons at {airport.iata}</caption>
                <thead className="bg-slate-50 text-slate-800">
                  <tr>
                    <th className={cell}>Name</th>
                    <th className={cell}>Unit</th>
                    <th className={cell}>Price</th>
                    <th className={cell}>Most per booking</th>
                    <th className={cell}>Confirmation</th>
                    <th className={cell}>Lead time</th>
                    <th className={cell}>Sold</th>
                    {canEdit ? <th className={cell}>Change</th> : null}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {addOns.map((a) => (
                    <tr key={a.id} className={a.active ? undefined : 'text-slate-500'}>
                      <td className={cell}>{a.name}</td>
                      <td className={cell}>{addOnUnitWords(a)}</td>
                      <td className={cell}>{a.unitPriceUsdCents === 0 ? 'Free' : usd(a.unitPriceUsdCents)}</td>
                      <td className={cell}>{a.maxQuantity}</td>
                      <td className={cell}>{addOnFulfilmentWords[a.fulfilment]}</td>
                      <td className={cell}>{a.leadTimeMinutes === 0 ? 'None' : noticeWords(a.leadTimeMinutes)}</td>
                      <td className={cell}>{a.active ? 'Yes' : 'No'}</td>
                      {canEdit ? (
                        <td className={cell}>
                          <Button size="sm" variant="outline" onClick={() => open({ kind: 'addOn', item: a })}>
                            Edit {a.name}
                          </Button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {canEdit ? (
            <Button size="sm" className="self-start" onClick={() => open({ kind: 'addOn', item: null })}>
              Add an add-on
            </Button>
          ) : null}

          <h3 className="font-semibold text-slate-900">Packages at {airport.iata}</h3>
          {packages.length === 0 ? <p className="text-sm text-slate-700">No packages at {airport.iata} yet.</p> : null}
          <ul className="flex flex-col gap-2">
            {packages.map((p) => (
              <li key={p.id} className="flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3 text-sm">
                <div className="flex flex-col gap-1">
                  <span className="font-semibold text-slate-900">
                    {p.name}
                    {p.active ? '' : ' (not sold)'}
                  </span>
                  {p.description ? <span className="text-slate-700">{p.description}</span> : null}
                  <span>
                    {p.items.length === 0
                      ? 'The service alone'
                      : `Includes ${p.items
                          .map((item) => {
                            const addOn = nameOf(item.addOnCode);
                            return addOn ? packageItemWords(addOn, item.quantity) : item.addOnCode;
                          })
                          .join(', ')}`}
                  </span>
                </div>
                {canEdit ? (
                  <Button size="sm" variant="outline" onClick={() => open({ kind: 'package', item: p })}>
                    Edit {p.name}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {canEdit ? (
            <Button size="sm" className="self-start" onClick={() => open({ kind: 'package', item: null })}>
              Add a package
            </Button>
          ) : null}
        </>
      ) : null}
      {editing?.kind === 'addOn' ? (
        <AddOnForm
          airport={airport}
          addOn={editing.item}
          nextPosition={addOns.length}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
      {editing?.kind === 'package' ? (
        <PackageForm
          airport={airport}
          addOns={addOns}
          pack={editing.item}
          nextPosition={packages.length}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}
