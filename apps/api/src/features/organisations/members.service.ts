/**
 * An organisation's members and their roles (issue 39 item 1), managed by its owners and admins.
 * Rules chosen where the issue is silent: only an owner makes someone an owner or changes or
 * removes an owner; an organisation always keeps one owner (the change that would leave none is
 * refused, checked under a lock on the organisation's row so two at once cannot both pass).
 * A member may leave by removing themself, under the same last-owner rule.
 */
import { type OrganisationMember, OrganisationMessages, type OrganisationRole } from '@fasttrack/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requireOrganisationRole } from './membership';
import {
  deleteMember,
  findMember,
  membersOf,
  ownerCount,
  readOrganisation,
  setMemberRole,
} from './organisations.repository';

type Who = { organisationId: string; userId: string };

const dto = (m: Awaited<ReturnType<typeof membersOf>>[number]): OrganisationMember => ({
  ...m,
  joinedAt: m.joinedAt.toISOString(),
});

/** `GET .../members` (owner, admin): name, e-mail and role of each. */
export async function listMembers(db: Db, who: Who): Promise<OrganisationMember[]> {
  const { organisationId } = await requireOrganisationRole(db, { ...who, ability: 'manage' });
  return (await membersOf(db, organisationId)).map(dto);
}

/** The member `userId` of the organisation, its row locked; 404 when not one of its members. */
async function lockedMember(tx: Executor, organisationId: string, userId: string) {
  await readOrganisation(tx, organisationId, true);
  const member = isUuid(userId) ? await findMember(tx, organisationId, userId) : null;
  if (!member) throw AppError.notFound('Member not found');
  return member;
}

/** Refuses to leave the organisation without an owner. */
async function keepAnOwner(tx: Executor, organisationId: string, member: { role: OrganisationRole }) {
  if (member.role === 'owner' && (await ownerCount(tx, organisationId)) <= 1) {
    throw AppError.conflict(OrganisationMessages.lastOwner);
  }
}

/** `PATCH .../members/:userId` {role} (owner, admin). @throws 403 owner-only moves; 409 the last owner. */
export async function changeRole(db: Db, who: Who, target: { userId: string; role: OrganisationRole }) {
  const caller = await requireOrganisationRole(db, { ...who, ability: 'manage' });
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, caller.organisationId, target.userId);
    const touchesOwner = member.role === 'owner' || target.role === 'owner';
    if (touchesOwner && caller.role !== 'owner') throw AppError.forbidden(OrganisationMessages.onlyOwnerMakesOwner);
    if (target.role !== 'owner') await keepAnOwner(tx, caller.organisationId, member);
    await setMemberRole(tx, { organisationId: caller.organisationId, ...target });
    return dto({ ...member, role: target.role });
  });
}

/** `DELETE .../members/:userId` (owner, admin; or oneself). @throws 403 an admin removing an owner; 409 the last owner. */
export async function removeMember(db: Db, who: Who, targetUserId: string) {
  const self = targetUserId === who.userId;
  const caller = await requireOrganisationRole(db, { ...who, ability: self ? 'view' : 'manage' });
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, caller.organisationId, targetUserId);
    if (!self && member.role === 'owner' && caller.role !== 'owner') throw AppError.forbidden();
    await keepAnOwner(tx, caller.organisationId, member);
    await deleteMember(tx, caller.organisationId, targetUserId);
  });
}
