/**
 * The public business pages (issue 39 item 1): /business (who business accounts are for, and the
 * application) and /invitations/:token (joining an organisation).
 *
 * The pages load from here rather than from the router: the list of chunks a page needs (the
 * auth forms, the organisations feature) then lives in this small chunk, not in the entry chunk
 * every visitor loads, which has no room to spare (the landing page's 110 KB budget). It costs
 * these two pages one more small request. (A lazy component must resolve to a function, not to
 * another lazy component: hence the wrappers.)
 */
import { lazy } from 'react';

const BusinessPage = lazy(() =>
  import('../../features/organisations/business-page').then((m) => ({ default: m.BusinessPage })),
);
const InvitationPage = lazy(() =>
  import('../../features/organisations/invitation-page').then((m) => ({ default: m.InvitationPage })),
);

export function BusinessRoute() {
  return <BusinessPage />;
}

export function InvitationRoute() {
  return <InvitationPage />;
}
