/**
 * Passengers (issue 39 item 2), owner, admin and arranger: the organisation's list with search,
 * each corrected or taken off the list (after a confirmation), one passenger added by hand (name
 * as on the passport, phone, optional e-mail), and an import from a CSV file
 * `full_name,phone,email` with a result per row. Bookings keep the passenger they were made for.
 */
import { type OrganisationPassengerDto, phoneForDisplay } from '@fasttrack/contracts';
import { Fragment, useDeferredValue, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useImportPassengers, usePassengers, useRemovePassenger } from '../api/passengers-api';
import { useOrganisationContext } from '../organisation-context';
import { AddPassengerForm, EditPassengerForm } from './add-passenger-form';
import { CsvImportForm, ImportResults } from './csv-import';
import { passengerImportView } from './import-views';

export const PASSENGER_CSV_HEADER = 'full_name,phone,email';

export function PassengersTab() {
  const organisation = useOrganisationContext();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  const passengers = usePassengers(organisation.id, q);
  const importing = useImportPassengers(organisation.id);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="passenger-list-heading" className="flex flex-col gap-3">
        <h2 id="passenger-list-heading" className="text-lg font-bold text-slate-900">
          Passenger list
        </h2>
        <Field label="Search passengers" className="max-w-md">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        {passengers.isPending ? <Spinner label="Loading passengers..." className="py-6" /> : null}
        {passengers.isError ? <Alert tone="error">{passengers.error.message}</Alert> : null}
        {passengers.data ? (
          <PassengerTable organisationId={organisation.id} passengers={passengers.data} searching={q.trim() !== ''} />
        ) : null}
      </section>

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-bold text-slate-900">Add a passenger</h2>
        <AddPassengerForm organisationId={organisation.id} />
      </Card>

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-bold text-slate-900">Import passengers from a CSV file</h2>
        <p className="text-sm text-slate-700">
          One passenger per row, names as on the passport. A row naming someone already on the list (same name and
          phone) updates their e-mail.
        </p>
        <CsvImportForm
          header={PASSENGER_CSV_HEADER}
          action="Import passengers"
          pending={importing.isPending}
          error={importing.error?.message}
          onImport={(csv) => importing.mutate(csv)}
        />
        {importing.data ? <ImportResults {...passengerImportView(importing.data)} /> : null}
      </Card>
    </div>
  );
}

function PassengerTable({
  organisationId,
  passengers,
  searching,
}: {
  organisationId: string;
  passengers: OrganisationPassengerDto[];
  searching: boolean;
}) {
  const remove = useRemovePassenger(organisationId);
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  if (passengers.length === 0) {
    return (
      <p className="text-slate-700">
        {searching ? 'No passenger matches your search.' : 'No passengers yet: add one or import a CSV file.'}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Passengers of the organisation</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th className="p-3">Name</th>
            <th className="p-3">Phone</th>
            <th className="p-3">E-mail</th>
            <th className="p-3">Account</th>
            <th className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {passengers.map((p) => (
            <Fragment key={p.id}>
              <tr className="border-b border-slate-100">
                <td className="p-3 font-medium text-slate-900">{p.fullName}</td>
                <td className="p-3 whitespace-nowrap">{phoneForDisplay(p.phone)}</td>
                <td className="p-3 break-all">{p.email ?? '-'}</td>
                <td className="p-3">{p.userId ? 'Member' : 'Guest'}</td>
                <td className="p-3">
                  {confirming === p.id ? (
                    <div className="flex gap-2">
                      <Button
                        variant="danger"
                        size="sm"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(p.id, { onSettled: () => setConfirming(null) })}
                      >
                        {`Take ${p.fullName} off the list`}
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                        Keep
                      </Button>
                    </div>
                  ) : (
                    <div className="flex gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing(editing === p.id ? null : p.id)}>
                        Edit
                        <span className="sr-only">{` ${p.fullName}`}</span>
                      </Button>
                      <Button variant="outline" size="sm" onClick={() => setConfirming(p.id)}>
                        Remove
                        <span className="sr-only">{` ${p.fullName}`}</span>
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
              {editing === p.id ? (
                <tr className="border-b border-slate-100 bg-slate-50">
                  <td colSpan={5} className="p-3">
                    <EditPassengerForm organisationId={organisationId} passenger={p} onDone={() => setEditing(null)} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
