/** The organisation the shell shows, for its tabs: `useOrganisationContext()` (issue 39 item 5). */
import type { Organisation } from '@fasttrack/contracts';
import { createContext, useContext } from 'react';

export const OrganisationContext = createContext<Organisation | null>(null);

/** @throws Error outside the organisation's shell. */
export function useOrganisationContext(): Organisation {
  const organisation = useContext(OrganisationContext);
  if (!organisation) throw new Error('useOrganisationContext must be used within the organisation shell');
  return organisation;
}
