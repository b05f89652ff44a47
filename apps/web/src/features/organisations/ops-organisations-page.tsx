/**
 * /ops/organisations (issue 39 item 5), admin only: applications first, then approved and
 * suspended organisations; /ops/organisations/:id opens one to approve it with terms, change its
 * terms, suspend or reinstate it, and record a commission payout to an agency.
 */
import { formatLagos, ORGANISATION_STATUSES, type OrganisationStatus } from '@fasttrack/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { opsOrganisationPath, paths } from '../../lib/paths';
import { StaffLayout } from '../ops/index';
import { useOpsOrganisations } from './api/ops-organisations-api';
import { OpsOrganisationDetail } from './components/ops-organisation-detail';
import { kindLabels, statusLabels } from './copy';

/** `/ops/organisations` lists them; `/ops/organisations/<id>` opens one (the route's splat). */
export function OpsOrganisationsPage() {
  const id = useParams()['*'] || undefined;
  return (
    <StaffLayout
      title="Organisations"
      description="Business applications, payment terms, suspension and agency commission."
    >
      {id ? (
        <>
          <Link
            to={paths.opsOrganisations}
            className="self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            All organisations
          </Link>
          <OpsOrganisationDetail id={id} />
        </>
      ) : (
        <OrganisationList />
      )}
    </StaffLayout>
  );
}

const filterLabels: Record<OrganisationStatus | 'all', string> = {
  all: 'All',
  applied: 'Applications',
  approved: 'Approved',
  suspended: 'Suspended',
};

function OrganisationList() {
  const [status, setStatus] = useState<OrganisationStatus | undefined>(undefined);
  const list = useOpsOrganisations(status);
  return (
    <section aria-label="Organisations" className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">Show</legend>
        {(['all', ...ORGANISATION_STATUSES] as const).map((s) => {
          const active = (status ?? 'all') === s;
          return (
            <Button
              key={s}
              size="sm"
              variant={active ? 'primary' : 'outline'}
              aria-pressed={active}
              onClick={() => setStatus(s === 'all' ? undefined : s)}
            >
              {filterLabels[s]}
            </Button>
          );
        })}
      </fieldset>
      {list.isPending ? <Spinner label="Loading organisations..." className="py-8" /> : null}
      {list.isError ? <Alert tone="error">{list.error.message}</Alert> : null}
      {list.data?.length === 0 ? <p className="text-slate-700">No organisations here.</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {list.data.map((o) => (
            <li key={o.id}>
              <Link
                to={opsOrganisationPath(o.id)}
                className="flex flex-col gap-1 p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:flex-row sm:items-center sm:gap-4"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{o.legalName}</span>
                  <span className="block text-sm text-slate-700">
                    {`${kindLabels[o.kind]} · TIN ${o.tin} · ${o.owners.map((w) => w.email).join(', ')}`}
                  </span>
                </span>
                <span
                  className={cn(
                    'self-start rounded-full px-2 py-0.5 text-xs font-semibold sm:self-center',
                    o.status === 'applied' && 'bg-amber-100 text-amber-900',
                    o.status === 'approved' && 'bg-green-100 text-green-900',
                    o.status === 'suspended' && 'bg-red-100 text-red-900',
                  )}
                >
                  {statusLabels[o.status]}
                </span>
                <span className="text-sm whitespace-nowrap text-slate-700">
                  {formatLagos(o.createdAt, 'd MMM yyyy')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
