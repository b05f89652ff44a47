/**
 * The Developers tab of the organisation's shell (issue 40 items 1, 4), for the roles with the
 * API's `manage` ability (owner, admin): API keys, webhook endpoints with their delivery logs,
 * and where to read on. The API checks the role again on every call.
 */
import { ORGANISATION_ABILITIES } from '@fasttrack/contracts';
import { type OrganisationTab, useOrganisationContext } from '../organisations/index';
import { ApiKeysSection } from './components/api-keys-section';
import { DeveloperDocs } from './components/developer-docs';
import { WebhookEndpointsSection } from './components/webhook-endpoints-section';
import { DevelopersCopy as copy } from './copy';

export function DevelopersTab() {
  const organisation = useOrganisationContext();
  return (
    <div className="flex flex-col gap-8">
      <ApiKeysSection organisationId={organisation.id} />
      <WebhookEndpointsSection organisationId={organisation.id} />
      <DeveloperDocs />
    </div>
  );
}

export const developersTab: OrganisationTab = {
  segment: 'developers',
  label: copy.tabLabel,
  roles: ORGANISATION_ABILITIES.manage,
  // After Statement (50), before Settings (60).
  order: 55,
  element: <DevelopersTab />,
};
