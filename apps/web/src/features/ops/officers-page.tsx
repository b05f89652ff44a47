/**
 * /ops/officers (issue 15 §3, §7), dispatcher and admin: the officers, adding one (its one-time
 * password shown once), editing, photo upload, and each officer's shifts by week.
 */
import type { Officer } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { officersQuery } from './api/officers';
import { OfficerCard } from './components/officer-card';
import { OfficerFormDialog } from './components/officer-form-dialog';
import { OneTimePassword } from './components/one-time-password';
import { StaffLayout } from './components/staff-layout';

export function OfficersPage() {
  const officers = useQuery(officersQuery());
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
      {officers.data?.length === 0 ? <p className="text-slate-700">No officer yet. Add the first one.</p> : null}
      <div className="flex flex-col gap-3">
        {officers.data?.map((o) => (
          <OfficerCard key={o.id} officer={o} onEdit={setEditing} />
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
