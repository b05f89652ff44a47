/**
 * /ops/staff (issue 15 §2, §7), admin only: staff accounts by role, then name, as the API orders
 * them, with a search box (issue 37, Staff pages); creating one (officer, dispatcher or admin;
 * its one-time password shown once), deactivating one after a confirmation (which also ends its
 * sessions), and the loyalty credits (issue 27). An officer's account shows their airport (issue
 * 41 item 1); meeting points are edited per airport on /ops/airports.
 */
import { SELF_DEACTIVATION_MESSAGE, type StaffAccount } from '@fasttrack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { capitalise } from '../../lib/text';
import { formatWat } from '../../lib/wat';
import { useAuth } from '../auth/index';
import { CreditsAdmin } from '../credits/index';
import { staffQuery, useDeactivateStaffAccount } from './api/staff';
import { CreateStaffForm } from './components/create-staff-form';
import { OneTimePassword } from './components/one-time-password';
import { PhoneLink } from './components/phone-link';
import { StaffLayout } from './components/staff-layout';
import { matchesStaffSearch } from './staff-search';

export function StaffPage() {
  const { user } = useAuth();
  const staff = useQuery(staffQuery());
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);
  const [search, setSearch] = useState('');
  const shown = staff.data?.filter((a) => matchesStaffSearch(a, search));

  return (
    <StaffLayout title="Staff" description="Staff accounts and loyalty credits.">
      {created ? (
        <OneTimePassword email={created.email} password={created.password} onDismiss={() => setCreated(null)} />
      ) : null}
      <section aria-labelledby="accounts-heading" className="flex flex-col gap-3">
        <h2 id="accounts-heading" className="text-lg font-bold text-slate-900">
          Accounts
        </h2>
        {staff.isPending ? <Spinner label="Loading accounts..." className="py-6" /> : null}
        {staff.isError ? (
          <Alert tone="error">
            <p>{staff.error.message}</p>
            <Button variant="link" onClick={() => void staff.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {staff.data?.length === 0 ? <p className="text-slate-700">No staff account yet.</p> : null}
        {staff.data && staff.data.length > 0 ? (
          <search>
            <Field label="Search by name, e-mail, role or phone" className="max-w-md">
              <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
            </Field>
          </search>
        ) : null}
        {shown && staff.data && staff.data.length > 0 ? (
          <p className="text-sm text-slate-700" aria-live="polite">
            {search.trim()
              ? shown.length === 0
                ? 'No account matches.'
                : `${shown.length} of ${staff.data.length} accounts match.`
              : `${staff.data.length} ${staff.data.length === 1 ? 'account' : 'accounts'}`}
          </p>
        ) : null}
        {shown && shown.length > 0 ? (
          <ul
            aria-label="Staff accounts"
            className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {shown.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {a.firstName} {a.lastName} · {capitalise(a.role)}
                    {a.airportIata ? ` at ${a.airportIata}` : ''}
                  </p>
                  <p className="text-sm break-words text-slate-700">
                    {a.email} · <PhoneLink phone={a.phone} /> · since {formatWat(a.createdAt, 'd MMM yyyy')}
                  </p>
                </div>
                {a.active && a.id === user?.id ? (
                  // The server refuses it too (409): an admin never locks themself out (issue 26 §6).
                  <span className="text-sm text-slate-700">{SELF_DEACTIVATION_MESSAGE}</span>
                ) : a.active ? (
                  <Button size="sm" variant="outline" onClick={() => setConfirming(a)}>
                    Deactivate<span className="sr-only"> {a.email}</span>
                  </Button>
                ) : (
                  <span className="rounded-full border border-slate-300 bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
                    Deactivated
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <CreateStaffForm onCreated={(email, password) => setCreated({ email, password })} />
      <CreditsAdmin />
      {confirming ? <ConfirmDeactivate account={confirming} onClose={() => setConfirming(null)} /> : null}
    </StaffLayout>
  );
}

function ConfirmDeactivate({ account, onClose }: { account: StaffAccount; onClose(): void }) {
  const deactivate = useDeactivateStaffAccount();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Deactivate {account.email}?</DialogTitle>
          <DialogDescription>
            {account.firstName} {account.lastName} is signed out everywhere and can no longer sign in.
          </DialogDescription>
        </DialogHeader>
        {deactivate.isError ? <Alert tone="error">{deactivate.error.message}</Alert> : null}
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={deactivate.isPending}>
            Keep the account
          </Button>
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={deactivate.isPending}
            onClick={() => deactivate.mutate(account.id, { onSuccess: onClose })}
          >
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
