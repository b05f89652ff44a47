/**
 * /ops/officers (issue 15 §3, §7), dispatcher and admin: the officers, adding one (its one-time
 * password shown once), editing, photo upload, and each officer's shifts by week. With more than
 * one served airport the list can show one airport's officers (issue 41 item 1).
 */
import type { Officer } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { airportLabel, servedAirportsQuery } from './api/airports';
import { officersQuery } from './api/officers';
import { AirportOptions } from './components/airport-options';
import { OfficerCard } from './components/officer-card';
import { OfficerFormDialog } from './components/officer-form-dialog';
import { OneTimePassword } from './components/one-time-password';
import { StaffLayout } from './components/staff-layout';

export function OfficersPage() {
  const officers = useQuery(officersQuery());
  const airports = useQuery(servedAirportsQuery()).data;
  const [airport, setAirport] = useState('');
  const shown = officers.data?.filter((o) => airport === '' || o.airportIata === airport);
  const [editing, setEditing] = useState<Officer | 'new' | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);

  return (
    <StaffLayout
      title="Officers"
      description="Protocol officers, their details and their shifts (WAT)."
      actions={
        <Button onClick={() => setEditing('new')}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Add officer
        </Button>
      }
    >
      {created ? (
        <OneTimePassword email={created.email} password={created.password} onDismiss={() => setCreated(null)} />
      ) : null}
      {officers.isPending ? <Spinner label="Loading officers..." className="py-10" /> : null}
      {officers.isError ? (
        <Alert tone="error">
          <p>{officers.error.message}</p>
          <Button variant="link" onClick={() => void officers.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {airports && airports.length > 1 ? (
        <Field label="Airport" className="mb-3 max-w-xs">
          <Select value={airport} onChange={(e) => setAirport(e.target.value)}>
            <option value="">All airports</option>
            <AirportOptions airports={airports} />
          </Select>
        </Field>
      ) : null}
      {officers.data?.length === 0 ? <p className="text-slate-700">No officer yet. Add the first one.</p> : null}
      {(officers.data?.length ?? 0) > 0 && shown?.length === 0 ? (
        <p className="text-slate-700">No officer at this airport yet.</p>
      ) : null}
      <div className="flex flex-col gap-3">
        {shown?.map((o) => (
          <OfficerCard key={o.id} officer={o} airport={airportLabel(o.airportIata, airports)} onEdit={setEditing} />
        ))}
      </div>
      {editing ? (
        <OfficerFormDialog
          officer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(officer, password) => {
            setEditing(null);
            setCreated({ email: officer.email, password });
          }}
        />
      ) : null}
    </StaffLayout>
  );
}
