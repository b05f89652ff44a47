/**
 * `/organisations/:id` (issue 39 item 5): the organisation's name, the caller's role, its status,
 * and a tab per path segment for the tabs the caller's role may use. The tabs come from the route
 * module (this feature's and other features', see organisation-tabs.ts); `/organisations/:id`
 * opens the first. Someone who is not a member gets the API's 404, shown as "not found".
 */
import { OrganisationMessages } from '@fasttrack/contracts';
import { RotateCw } from 'lucide-react';
import { Navigate, NavLink, Route, Routes, useParams } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { organisationPath } from '../../lib/paths';
import { useOrganisation } from './api/organisations-api';
import { kindLabels, roleLabels, shellCopy, statusLabels } from './copy';
import { OrganisationContext } from './organisation-context';
import { type OrganisationTab, visibleTabs } from './organisation-tabs';

const tabClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function OrganisationShell({ tabs }: { tabs: readonly OrganisationTab[] }) {
  const { id = '' } = useParams();
  const organisation = useOrganisation(id);

  if (organisation.isPending) {
    return (
      <PageContainer>
        <Spinner label="Loading the organisation..." className="py-16" />
      </PageContainer>
    );
  }
  if (organisation.isError) {
    const missing = isApiError(organisation.error, 404);
    return (
      <PageContainer className="flex flex-col gap-4">
        <PageHeader title={missing ? OrganisationMessages.notFound : 'Organisation'} />
        {missing ? null : (
          <>
            <Alert tone="error">{organisation.error.message}</Alert>
            <Button variant="outline" className="self-start" onClick={() => void organisation.refetch()}>
              <RotateCw aria-hidden="true" className="h-4 w-4" />
              Try Again
            </Button>
          </>
        )}
      </PageContainer>
    );
  }

  const org = organisation.data;
  const shown = visibleTabs(tabs, org);
  const [first] = shown;
  return (
    <PageContainer className="flex flex-col gap-5">
      <PageHeader
        title={org.legalName}
        description={`${kindLabels[org.kind]} · ${roleLabels[org.role]} · ${statusLabels[org.status]}`}
      />
      {org.status === 'applied' ? <Alert tone="info">{shellCopy.pending}</Alert> : null}
      {org.status === 'suspended' ? <Alert tone="warning">{shellCopy.suspended}</Alert> : null}
      {shown.length > 0 ? (
        <nav aria-label="Organisation sections" className="flex flex-wrap gap-1 border-b border-slate-200 pb-2">
          {shown.map((tab) => (
            <NavLink
              key={tab.segment}
              to={organisationPath(org.id, tab.segment)}
              className={({ isActive }) => cn(tabClass, isActive && 'bg-brand-50 text-brand-800')}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
      ) : (
        <p className="text-slate-700">{shellCopy.noTabs}</p>
      )}
      <OrganisationContext.Provider value={org}>
        <Routes>
          {shown.map((tab) => (
            <Route key={tab.segment} path={`${tab.segment}/*`} element={tab.element} />
          ))}
          {/* The organisation's own address, or a tab this role may not open: the first tab. */}
          <Route path="*" element={first ? <Navigate to={organisationPath(org.id, first.segment)} replace /> : null} />
        </Routes>
      </OrganisationContext.Provider>
    </PageContainer>
  );
}
