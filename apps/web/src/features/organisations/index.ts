/**
 * What the organisations feature offers other features (issue 39): the organisation's shell and
 * how a tab joins it, the organisation a tab is shown in, the caller's organisations, and the
 * Profile page's link to the business application.
 * Other features import this feature only through this file (npm run lint).
 */
export { myOrganisationsQuery, organisationsKey, useMyOrganisations, useOrganisation } from './api/organisations-api';
export { usePassengers } from './api/passengers-api';
export { BusinessAccountLink } from './components/business-account-link';
export { roleLabels } from './copy';
export { useOrganisationContext } from './organisation-context';
export { OrganisationShell } from './organisation-shell';
export {
  BOOKER_ROLES,
  MANAGER_ROLES,
  type OrganisationTab,
  visibleTabs,
} from './organisation-tabs';
export { organisationTabs } from './own-tabs';
