/**
 * /organisations/:id (issue 39 item 5). The shell and its tabs (organisation-page.tsx, where each
 * feature's tabs are listed) load from here, so the list of chunks they need lives in this small
 * chunk and not in the entry chunk every visitor loads (see business.tsx).
 */
import { lazy } from 'react';

const OrganisationPage = lazy(() => import('./organisation-page').then((m) => ({ default: m.OrganisationPage })));

export function OrganisationRoute() {
  return <OrganisationPage />;
}
