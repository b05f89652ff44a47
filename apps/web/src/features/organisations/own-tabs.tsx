/** This feature's tabs of the organisation's shell (issue 39 item 5): Passengers, Members, Settings. */
import { MembersTab } from './components/members-tab';
import { PassengersTab } from './components/passengers-tab';
import { SettingsTab } from './components/settings-tab';
import { BOOKER_ROLES, MANAGER_ROLES, type OrganisationTab } from './organisation-tabs';

export const organisationTabs: readonly OrganisationTab[] = [
  { segment: 'passengers', label: 'Passengers', roles: BOOKER_ROLES, order: 20, element: <PassengersTab /> },
  { segment: 'members', label: 'Members', roles: MANAGER_ROLES, order: 30, element: <MembersTab /> },
  {
    segment: 'settings',
    label: 'Settings',
    roles: MANAGER_ROLES,
    order: 60,
    whileApplied: true,
    element: <SettingsTab />,
  },
];
