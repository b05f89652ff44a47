/**
 * What the organisations feature offers other features (issue 39): membership and role checks,
 * the passenger list, and what the messages feature reads to write invitation, approval and
 * suspension e-mails; run in the caller's transaction or on the pool.
 */

export { leaveAllOrganisations, membershipsOf } from './member-erasure';
export {
  findMembership,
  findOrganisationTerms,
  type Membership,
  type OrganisationTerms,
  requireOrganisationRole,
} from './membership';
export { invitationFacts, organisationFacts, organisationOwnerIds } from './message-facts';
export type { AdminOnly } from './ops-organisations.routes';
export { findPassenger, type OrganisationPassenger, savePassenger } from './passenger-list';
