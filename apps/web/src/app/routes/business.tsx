/**
 * Every business page (issue 39): /business (who business accounts are for, and the
 * application), /invitations/:token (joining an organisation), /organisations/:id (the shell and
 * its tabs, listed in organisation-page.tsx) and the admin's /ops/organisations. The router sends
 * all of them to {@link BusinessArea}, one lazy chunk, which picks the page by the address.
 *
 * The pages load from here rather than from the router: the list of chunks a page needs (the
 * auth forms, the organisations feature, the tabs) then lives in this small chunk, not in the
 * entry chunk every visitor loads, which has no room to spare (the landing page's 110 KB budget).
 * It costs these pages one more small request.
 */
import { lazy } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

const BusinessPage = lazy(() =>
  import('../../features/organisations/business-page').then((m) => ({ default: m.BusinessPage })),
);
const InvitationPage = lazy(() =>
  import('../../features/organisations/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
const OrganisationPage = lazy(() => import('./organisation-page').then((m) => ({ default: m.OrganisationPage })));
const OpsOrganisationsPage = lazy(() =>
  import('../../features/organisations/ops-organisations-page').then((m) => ({ default: m.OpsOrganisationsPage })),
);

/** The business page at the current address; the router has already checked who may open it. */
export function BusinessArea() {
  const { pathname } = useLocation();
  if (matchPath(`${paths.organisation}/*`, pathname)) return <OrganisationPage />;
  if (matchPath(`${paths.opsOrganisations}/*`, pathname)) return <OpsOrganisationsPage />;
  if (matchPath(paths.invitation, pathname)) return <InvitationPage />;
  return <BusinessPage />;
}
