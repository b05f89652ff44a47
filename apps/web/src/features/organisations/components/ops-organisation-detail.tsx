/**
 * One organisation in the admin console (issue 39 items 3-5): what it applied with and who owns
 * it; approve it with terms, change its terms, suspend it with a reason, reinstate it; for an
 * agency, record a commission payout (reference, amount in naira, Lagos date). Every action is
 * audited by the API.
 */
import { formatMoney, minorToMajor, type OpsOrganisation } from '@fasttrack/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatWat } from '../../../lib/wat';
import {
  useApproveOrganisation,
  useOpsOrganisation,
  useReinstateOrganisation,
  useSaveTerms,
  useSuspendOrganisation,
} from '../api/ops-organisations-api';
import { kindLabels, statusLabels, termsLabels } from '../copy';
import { PayoutForm } from './payout-form';
import { formatBps } from './settings-tab';
import { TermsForm } from './terms-form';

export function OpsOrganisationDetail({ id }: { id: string }) {
  const organisation = useOpsOrganisation(id);
  if (organisation.isPending) return <Spinner label="Loading the organisation..." className="py-8" />;
  if (organisation.isError) return <Alert tone="error">{organisation.error.message}</Alert>;
  const org = organisation.data;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-xl font-bold text-slate-900">{org.legalName}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-700">Status</dt>
          <dd className="font-semibold text-slate-900">{statusLabels[org.status]}</dd>
          <dt className="text-slate-700">Kind</dt>
          <dd>{kindLabels[org.kind]}</dd>
          <dt className="text-slate-700">TIN</dt>
          <dd>{org.tin}</dd>
          <dt className="text-slate-700">VAT registered</dt>
          <dd>{org.vatRegistered ? 'Yes' : 'No'}</dd>
          <dt className="text-slate-700">Billing e-mail</dt>
          <dd className="break-all">{org.billingEmail}</dd>
          <dt className="text-slate-700">Billing address</dt>
          <dd className="whitespace-pre-line">{org.billingAddress}</dd>
          <dt className="text-slate-700">Owners</dt>
          <dd>
            {org.owners.map((o) => (
              <span key={o.userId} className="block break-all">{`${o.name} (${o.email})`}</span>
            ))}
          </dd>
          <dt className="text-slate-700">Members</dt>
          <dd>{org.memberCount}</dd>
          <dt className="text-slate-700">Applied</dt>
          <dd>{formatWat(org.createdAt)}</dd>
          {org.status !== 'applied' ? (
            <>
              <dt className="text-slate-700">Terms</dt>
              <dd>
                {termsLabels[org.terms.paymentTerms]}
                {org.terms.paymentTerms === 'invoice'
                  ? `, limit ${formatMoney(minorToMajor(org.terms.creditLimitNgnKobo), 'NGN')}, due in ${org.terms.paymentDays} days`
                  : ''}
                {org.kind === 'travel_agency' ? `, commission ${formatBps(org.terms.commissionBps)}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </Card>
      <div className="flex flex-col gap-5">
        <TermsCard organisation={org} />
        {org.status === 'approved' ? <SuspendCard id={org.id} /> : null}
        {org.status === 'suspended' ? <ReinstateCard id={org.id} /> : null}
        {org.kind === 'travel_agency' && org.status !== 'applied' ? (
          <Card className="flex flex-col gap-3 p-4">
            <h3 className="text-lg font-bold text-slate-900">Record a commission payout</h3>
            <PayoutForm id={org.id} />
          </Card>
        ) : null}
      </div>
    </div>
  );
}

function TermsCard({ organisation }: { organisation: OpsOrganisation }) {
  const approve = useApproveOrganisation(organisation.id);
  const save = useSaveTerms(organisation.id);
  const applying = organisation.status === 'applied';
  const mutation = applying ? approve : save;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="text-lg font-bold text-slate-900">{applying ? 'Approve with terms' : 'Payment terms'}</h3>
      {approve.isSuccess ? <Alert tone="success">Approved: the owners are told by e-mail.</Alert> : null}
      {save.isSuccess ? <Alert tone="success">Terms saved.</Alert> : null}
      <TermsForm
        key={organisation.status}
        kind={organisation.kind}
        initial={applying ? null : organisation.terms}
        action={applying ? 'Approve' : 'Save terms'}
        pending={mutation.isPending}
        error={mutation.error?.message}
        onSubmit={(terms) => mutation.mutate(terms)}
      />
    </Card>
  );
}

function SuspendCard({ id }: { id: string }) {
  const suspend = useSuspendOrganisation(id);
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    suspend.mutate(reason.trim());
  };
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="text-lg font-bold text-slate-900">Suspend</h3>
      <p className="text-sm text-slate-700">
        Nobody can book for a suspended organisation; its invoices can still be paid.
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field label="Reason">
          <Input required minLength={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {suspend.isError ? <Alert tone="error">{suspend.error.message}</Alert> : null}
        <Button type="submit" variant="danger" disabled={suspend.isPending} className="self-start">
          {suspend.isPending ? 'Suspending...' : 'Suspend organisation'}
        </Button>
      </form>
    </Card>
  );
}

function ReinstateCard({ id }: { id: string }) {
  const reinstate = useReinstateOrganisation(id);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="text-lg font-bold text-slate-900">Reinstate</h3>
      {reinstate.isError ? <Alert tone="error">{reinstate.error.message}</Alert> : null}
      <Button disabled={reinstate.isPending} className="self-start" onClick={() => reinstate.mutate(undefined)}>
        {reinstate.isPending ? 'Reinstating...' : 'Reinstate organisation'}
      </Button>
    </Card>
  );
}
