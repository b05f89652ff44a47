/**
 * What the messages feature reads to write an organisation's e-mails (issue 39 item 1): the
 * invitation (its address, role, expiry and state, the organisation's name) and the owners an
 * approval or suspension goes to.
 */
import type { Executor } from '../../db/client';
import { findInvitation } from './invitations.repository';
import { ownersOf, readOrganisation } from './organisations.repository';

/** An invitation as its e-mail needs it, or null when it no longer exists. */
export async function invitationFacts(db: Executor, invitationId: string) {
  const found = await findInvitation(db, invitationId);
  if (!found) return null;
  const { invitation } = found;
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
    open: !invitation.acceptedAt && !invitation.revokedAt,
    invitedByUserId: invitation.invitedByUserId,
    organisationName: found.organisationName,
    organisationKind: found.organisationKind,
  };
}

/** The organisation's name, kind, status and terms as its owners' e-mails state them; null when unknown. */
export async function organisationFacts(db: Executor, organisationId: string) {
  const row = await readOrganisation(db, organisationId);
  if (!row) return null;
  const { id, legalName, kind, status, paymentTerms, creditLimitNgnKobo, paymentDays } = row;
  return { id, legalName, kind, status, paymentTerms, creditLimitNgnKobo, paymentDays };
}

/** The owners' user ids (each gets the approval and suspension e-mails). */
export async function organisationOwnerIds(db: Executor, organisationId: string): Promise<string[]> {
  return (await ownersOf(db, organisationId)).map((o) => o.userId);
}
