/**
 * What the organisations feature offers other features (issue 39): membership and role checks,
 * run in the caller's transaction or on the pool.
 */
export {
  findMembership,
  type Membership,
  ORGANISATION_ABILITIES,
  type OrganisationAbility,
  requireOrganisationRole,
} from './membership';
export { findPassenger, type OrganisationPassenger, savePassenger } from './passenger-list';
