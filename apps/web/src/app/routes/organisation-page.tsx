/**
 * /organisations/:id and its tabs (issue 39 item 5), loaded by organisation.tsx. The shell is the
 * organisations feature's; each feature that adds a tab exports its `OrganisationTab`s and they
 * are listed here, so no feature needs to import another to join (features import one way:
 * scripts/lint).
 */
import { developersTab } from '../../features/developers/index';
import { invoicesTab, statementTab } from '../../features/invoices/index';
import { orgBookingsTab } from '../../features/org-bookings/index';
import { OrganisationShell, type OrganisationTab, organisationTabs } from '../../features/organisations/index';

const tabs: readonly OrganisationTab[] = [
  ...organisationTabs,
  orgBookingsTab,
  invoicesTab,
  statementTab,
  developersTab,
];

export function OrganisationPage() {
  return <OrganisationShell tabs={tabs} />;
}
