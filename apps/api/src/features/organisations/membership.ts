/**
 * Who may do what in an organisation (issue 39 item 1; architecture "Tenancy"). Every
 * organisation route asks here first, with the membership read in the SQL `WHERE`: someone who
 * is not a member of an approved organisation gets 404, as for an unknown id, so an organisation's
 * id reveals nothing; a member whose role does not allow the action gets 403.
 */
import {
  ORGANISATION_ABILITIES,
  type OrganisationAbility,
  type OrganisationKind,
  type OrganisationRole,
  type OrganisationStatus,
  type PaymentTerms,
} from '@fasttrack/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationMembers, organisations } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/** The organisation's status and terms as a membership and a key's check read them. */
const termsColumns = {
  organisationId: organisations.id,
  kind: organisations.kind,
  legalName: organisations.legalName,
  status: organisations.status,
  paymentTerms: organisations.paymentTerms,
  creditLimitNgnKobo: organisations.creditLimitNgnKobo,
  paymentDays: organisations.paymentDays,
  commissionBps: organisations.commissionBps,
  requiresCostCentre: organisations.requiresCostCentre,
  requiresPoReference: organisations.requiresPoReference,
};

/** A member's view of their organisation: what routes need to decide. */
export interface Membership {
  organisationId: string;
  userId: string;
  role: OrganisationRole;
  kind: OrganisationKind;
  legalName: string;
  status: OrganisationStatus;
  paymentTerms: PaymentTerms;
  creditLimitNgnKobo: number;
  paymentDays: number;
  commissionBps: number;
  requiresCostCentre: boolean;
  requiresPoReference: boolean;
}

/** The caller's membership of `organisationId`, whatever the organisation's status; null if none. */
export async function findMembership(
  db: Executor,
  who: { organisationId: string; userId: string },
): Promise<Membership | null> {
  const [row] = await db
    .select({ ...termsColumns, userId: organisationMembers.userId, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(and(eq(organisationMembers.organisationId, who.organisationId), eq(organisationMembers.userId, who.userId)));
  return row ?? null;
}

/** What an organisation's API key needs of it (issue 40 item 1): its terms, with no member asking. */
export type OrganisationTerms = Omit<Membership, 'userId' | 'role'>;

/**
 * The organisation's status and terms for its own API key, which acts as the organisation and
 * never as a member (ADR 365); null for an unknown id.
 */
export async function findOrganisationTerms(db: Executor, organisationId: string): Promise<OrganisationTerms | null> {
  const [row] = await db.select(termsColumns).from(organisations).where(eq(organisations.id, organisationId));
  return row ?? null;
}

/**
 * The caller's membership when their role allows `ability`.
 * @param who.allowPending also for an organisation not approved yet (an applicant's owner reads
 *   and edits the application); otherwise only an approved organisation counts, and a suspended
 *   one may still be viewed and its invoices paid but nobody books for it.
 * @throws AppError 404 when the caller is not a member (or the id is unknown, or malformed);
 *   403 when their role does not allow `ability`.
 */
export async function requireOrganisationRole(
  db: Executor,
  who: { organisationId: string; userId: string; ability: OrganisationAbility; allowPending?: boolean },
): Promise<Membership> {
  const membership = isUuid(who.organisationId) ? await findMembership(db, who) : null;
  if (!membership) throw AppError.notFound('Organisation not found');
  if (membership.status === 'applied' && !who.allowPending) throw AppError.notFound('Organisation not found');
  if (!(ORGANISATION_ABILITIES[who.ability] as readonly OrganisationRole[]).includes(membership.role)) {
    throw AppError.forbidden();
  }
  return membership;
}
