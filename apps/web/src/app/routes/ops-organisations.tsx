/**
 * /ops/organisations (issue 39 item 5): the admin console of organisations. The page loads from
 * here, so the list of chunks it needs lives in this small chunk and not in the entry chunk
 * (see business.tsx).
 */
import { lazy } from 'react';

const OpsOrganisationsPage = lazy(() =>
  import('../../features/organisations/ops-organisations-page').then((m) => ({ default: m.OpsOrganisationsPage })),
);

export function OpsOrganisationsRoute() {
  return <OpsOrganisationsPage />;
}
