/**
 * How a page joins the organisation's shell (issue 39 item 5): each tab is a path segment under
 * `/organisations/:id`, shown only to the roles that may use it. This feature gives Passengers,
 * Members and Settings; other features give theirs (bookings, invoices, statement) and the route
 * module (app/routes/organisation.tsx) hands them all to {@link OrganisationShell}.
 */
import {
  ORGANISATION_ABILITIES,
  ORGANISATION_ROLES,
  type Organisation,
  type OrganisationRole,
} from '@fasttrack/contracts';
import type { ReactNode } from 'react';

export interface OrganisationTab {
  /** The path segment under `/organisations/:id`, e.g. `members`; the tab owns what is below it. */
  segment: string;
  label: string;
  /** The roles that see the tab (the API checks again on every call). */
  roles: readonly OrganisationRole[];
  /** Place among the tabs, lowest first: Bookings 10, Passengers 20, Members 30, Invoices 40, Statement 50, Developers 55, Settings 60. */
  order: number;
  /** Shown while the organisation's application is still being reviewed (default: not). */
  whileApplied?: boolean;
  /** The panel; it reads the organisation with `useOrganisationContext()`. */
  element: ReactNode;
}

/** Manage members and settings: the API's `manage` ability. */
export const MANAGER_ROLES = ORGANISATION_ABILITIES.manage;
/** Keep the passenger list and book for it: the API's `book` ability. */
export const BOOKER_ROLES = ORGANISATION_ABILITIES.book;

/** The tabs `organisation`'s caller may open, in order. */
export function visibleTabs(
  tabs: readonly OrganisationTab[],
  organisation: Pick<Organisation, 'role' | 'status'>,
): OrganisationTab[] {
  return tabs
    .filter((tab) => tab.roles.includes(organisation.role))
    .filter((tab) => organisation.status !== 'applied' || tab.whileApplied === true)
    .sort((a, b) => a.order - b.order);
}

/** The roles `callerRole` may give (invitations, role changes): only an owner makes owners. */
export function assignableRoles(callerRole: OrganisationRole): OrganisationRole[] {
  return ORGANISATION_ROLES.filter((role) => role !== 'owner' || callerRole === 'owner');
}
