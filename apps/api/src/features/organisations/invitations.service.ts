/**
 * Invitations to join an organisation (issue 39 item 1): one by e-mail or many from a CSV file,
 * a signed link (lib/invitation-token.ts) that works INVITATION_VALID_DAYS days, accepted once by
 * the signed-in account whose e-mail it names (any case). Each invitation records
 * `organisation.invitation_sent` in its transaction; the messages feature e-mails the link.
 *
 * Rules chosen where the issue is silent: inviting an address that has an open invitation
 * withdraws the old one (its link stops working) and sends a new one, so "send again" is one
 * action; an address whose account is already a member is not invited; only an owner invites an
 * owner; an organisation invites once it is approved (an application has only its applicant).
 */
import {
  ErrorCode,
  INVITATION_VALID_DAYS,
  type InvitationImportResult,
  type InvitationPreview,
  InvitationRequestSchema,
  type OrganisationInvitation,
  OrganisationMessages,
  type OrganisationRole,
} from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import type { JobRunner } from '../../jobs/job-types';
import { recordDomainEvent } from '../../lib/domain-events';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { InvitationSigner } from '../../lib/invitation-token';
import { findAccountEmail } from './accounts';
import { readCsv } from './csv-import';
import {
  findInvitation,
  type InvitationRow,
  insertInvitation,
  isMemberByEmail,
  markAccepted,
  pendingInvitations,
  revokeInvitations,
} from './invitations.repository';
import { type Membership, requireOrganisationRole } from './membership';
import { insertMember, readOrganisation } from './organisations.repository';

/** What invitations need; `clock` gives the current time (tests inject one; default the system's). */
export interface InvitationDeps {
  db: Db;
  jobs: JobRunner;
  signer: InvitationSigner;
  clock?: () => Date;
}

const nowOf = (deps: { clock?: () => Date }) => deps.clock?.() ?? new Date();

type Who = { organisationId: string; userId: string };

const DAY_MS = 86_400_000;

const dto = (row: InvitationRow): OrganisationInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Writes one invitation and its event in `tx`, after withdrawing any open one to the same address.
 * @returns the invitation, or `already_member` when the address's account is a member.
 */
async function invite(
  tx: Executor,
  jobs: JobRunner,
  invitation: { by: Membership; email: string; role: OrganisationRole; now: Date },
): Promise<InvitationRow | 'already_member'> {
  const { by, email, role, now } = invitation;
  // One invitation writer per organisation at a time: two sends to one address leave one open.
  await readOrganisation(tx, by.organisationId, true);
  if (await isMemberByEmail(tx, by.organisationId, email)) return 'already_member';
  await revokeInvitations(tx, { organisationId: by.organisationId, email, now });
  const row = await insertInvitation(tx, {
    organisationId: by.organisationId,
    email,
    role,
    invitedByUserId: by.userId,
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
    createdAt: now,
  });
  await recordDomainEvent(tx, jobs, {
    type: 'organisation.invitation_sent',
    aggregateId: row.id,
    payload: { organisationId: by.organisationId },
    actor: { userId: by.userId, role: by.role },
    at: now,
  });
  return row;
}

/** An owner alone may give the owner role. */
function assertMayGive(by: Membership, role: OrganisationRole) {
  if (role === 'owner' && by.role !== 'owner') throw AppError.forbidden(OrganisationMessages.onlyOwnerMakesOwner);
}

/**
 * `POST .../invitations` {email, role} (owner, admin).
 * @throws AppError 403 an admin inviting an owner; 409 the address is already a member's.
 */
export async function inviteMember(
  deps: InvitationDeps,
  who: Who,
  request: { email: string; role: OrganisationRole },
): Promise<OrganisationInvitation> {
  const by = await requireOrganisationRole(deps.db, { ...who, ability: 'manage' });
  assertMayGive(by, request.role);
  const now = nowOf(deps);
  const row = await deps.db.transaction((tx) => invite(tx, deps.jobs, { by, ...request, now }));
  if (row === 'already_member') throw AppError.conflict(OrganisationMessages.alreadyMember);
  return dto(row);
}

/**
 * `POST .../invitations/import` {csv} (owner, admin): header `email,role`, at most
 * ORGANISATION_IMPORT_MAX_ROWS rows, one answer per row. Valid rows are invited in one
 * transaction; an invalid row writes nothing. An address repeated in the file is invited once.
 */
export async function importInvitations(deps: InvitationDeps, who: Who, csv: string): Promise<InvitationImportResult> {
  const by = await requireOrganisationRole(deps.db, { ...who, ability: 'manage' });
  const now = nowOf(deps);
  const rows = readCsv(csv, ['email', 'role'] as const);
  const seen = new Set<string>();
  return deps.db.transaction(async (tx) => {
    const out: InvitationImportResult['rows'] = [];
    for (const { row, values } of rows) {
      const parsed = InvitationRequestSchema.safeParse({ email: values.email, role: values.role.toLowerCase() });
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path[0] === 'role' ? 'role' : 'email';
        const reason = field === 'role' ? `Unknown role "${values.role}"` : (issue?.message ?? 'Invalid row');
        out.push({ row, email: values.email, outcome: 'invalid', reason });
        continue;
      }
      const { email, role } = parsed.data;
      if (role === 'owner' && by.role !== 'owner') {
        out.push({ row, email, outcome: 'invalid', reason: OrganisationMessages.onlyOwnerMakesOwner });
        continue;
      }
      if (seen.has(email)) {
        out.push({ row, email, outcome: 'invalid', reason: 'Repeated in this file' });
        continue;
      }
      seen.add(email);
      const result = await invite(tx, deps.jobs, { by, email, role, now });
      out.push({ row, email, outcome: result === 'already_member' ? 'already_member' : 'invited' });
    }
    return { invited: out.filter((r) => r.outcome === 'invited').length, rows: out };
  });
}

/** `GET .../invitations` (owner, admin): those still open, newest first. */
export async function listInvitations(db: Db, who: Who): Promise<OrganisationInvitation[]> {
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'manage' });
  return (await pendingInvitations(db, organisationId, new Date())).map(dto);
}

/** `DELETE .../invitations/:invitationId` (owner, admin). @throws 404 unknown, another's, or no longer open. */
export async function revokeInvitation(db: Db, who: Who & { invitationId: string }) {
  const now = new Date();
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'manage' });
  const revoked = isUuid(who.invitationId)
    ? await db.transaction((tx) => revokeInvitations(tx, { organisationId, id: who.invitationId, now }))
    : 0;
  if (revoked === 0) throw AppError.notFound('Invitation not found');
}

/** The invitation a token names and its state at `now`. @throws 404 forged or unknown. */
async function resolveToken(
  db: Executor,
  link: { signer: InvitationSigner; token: string; now: Date; lock?: boolean },
) {
  const { signer, token, now, lock = false } = link;
  const verified = await signer.verify(token);
  const found =
    verified && isUuid(verified.invitationId) ? await findInvitation(db, verified.invitationId, lock) : null;
  if (!verified || !found) throw AppError.notFound(OrganisationMessages.invitationNotFound);
  const { invitation } = found;
  const state: InvitationPreview['state'] = invitation.acceptedAt
    ? 'accepted'
    : invitation.revokedAt
      ? 'revoked'
      : invitation.expiresAt <= now
        ? 'expired'
        : 'open';
  return { ...found, state };
}

/** `GET /invitations/:token` (public): the organisation, role, e-mail and whether it still works. */
export async function previewInvitation(
  deps: Pick<InvitationDeps, 'db' | 'signer' | 'clock'>,
  token: string,
): Promise<InvitationPreview> {
  const found = await resolveToken(deps.db, { signer: deps.signer, token, now: nowOf(deps) });
  return {
    organisationName: found.organisationName,
    organisationKind: found.organisationKind,
    email: found.invitation.email,
    role: found.invitation.role,
    expiresAt: found.invitation.expiresAt.toISOString(),
    state: found.state,
  };
}

const gone = (message: string) => new AppError(ErrorCode.LINK_EXPIRED, message, { statusCode: 410 });

/**
 * `POST /invitations/:token/accept` (signed in): the caller joins with the invitation's role.
 * @returns the organisation as the switcher lists it.
 * @throws AppError 404 forged or unknown; 410 LINK_EXPIRED expired or withdrawn; 409 already
 *   accepted, or the caller already a member; 403 the caller's e-mail is not the invited one.
 */
export async function acceptInvitation(
  deps: Pick<InvitationDeps, 'db' | 'signer' | 'clock'>,
  accept: { token: string; userId: string },
) {
  const now = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const found = await resolveToken(tx, { signer: deps.signer, token: accept.token, now, lock: true });
    if (found.state === 'accepted') throw AppError.conflict(OrganisationMessages.invitationUsed);
    if (found.state === 'revoked') throw gone(OrganisationMessages.invitationRevoked);
    if (found.state === 'expired') throw gone(OrganisationMessages.invitationExpired);
    const email = await findAccountEmail(tx, accept.userId);
    if (email?.toLowerCase() !== found.invitation.email) {
      throw AppError.forbidden(OrganisationMessages.invitationOtherEmail);
    }
    const { organisationId, role } = found.invitation;
    if (!(await insertMember(tx, { organisationId, userId: accept.userId, role }))) {
      throw AppError.conflict(OrganisationMessages.alreadyMember);
    }
    await markAccepted(tx, { id: found.invitation.id, userId: accept.userId, now });
    return {
      id: organisationId,
      legalName: found.organisationName,
      kind: found.organisationKind,
      status: found.organisationStatus,
      role,
    };
  });
}
