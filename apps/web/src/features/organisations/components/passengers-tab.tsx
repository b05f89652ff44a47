/**
 * Passengers (issue 39 item 2), owner, admin and arranger: the organisation's list with search,
 * one passenger added by hand (name as on the passport, phone, optional e-mail), and an import
 * from a CSV file `full_name,phone,email` with a result per row.
 */
import { type OrganisationPassengerDto, phoneForDisplay } from '@fasttrack/contracts';
import { useDeferredValue, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useImportPassengers, usePassengers } from '../api/passengers-api';
import { useOrganisationContext } from '../organisation-context';
import { AddPassengerForm } from './add-passenger-form';
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
        {passengers.data ? <PassengerTable passengers={passengers.data} searching={q.trim() !== ''} /> : null}
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

function PassengerTable({ passengers, searching }: { passengers: OrganisationPassengerDto[]; searching: boolean }) {
  if (passengers.length === 0) {
    return (
      <p className="text-slate-700">
        {searching ? 'No passenger matches your search.' : 'No passengers yet: add one or import a CSV file.'}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Passengers of the organisation</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th className="p-3">Name</th>
            <th className="p-3">Phone</th>
            <th className="p-3">E-mail</th>
            <th className="p-3">Account</th>
          </tr>
        </thead>
        <tbody>
          {passengers.map((p) => (
            <tr key={p.id} className="border-b border-slate-100">
              <td className="p-3 font-medium text-slate-900">{p.fullName}</td>
              <td className="p-3 whitespace-nowrap">{phoneForDisplay(p.phone)}</td>
              <td className="p-3 break-all">{p.email ?? '-'}</td>
              <td className="p-3">{p.userId ? 'Member' : 'Guest'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
