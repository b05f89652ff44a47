/**
 * A person's organisations when they delete their account (issue 39; the data rights of issue 26
 * §6): their memberships, invitations and the account link of the passenger entries that named
 * them. The organisation keeps its passenger list and its bookings: those are its records.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  organisationInvitations,
  organisationMembers,
  organisationPassengers,
  organisations,
} from '../../db/schema/index';

/** Ends every membership of `userId`, its open invitations to `email`, and unlinks its passenger entries. */
export async function leaveAllOrganisations(tx: Executor, person: { userId: string; email: string }): Promise<void> {
  await tx.delete(organisationMembers).where(eq(organisationMembers.userId, person.userId));
  await tx
    .delete(organisationInvitations)
    .where(
      and(eq(organisationInvitations.email, person.email.toLowerCase()), isNull(organisationInvitations.acceptedAt)),
    );
  await tx.update(organisationPassengers).set({ userId: null }).where(eq(organisationPassengers.userId, person.userId));
}

/** The data export's list of `userId`'s organisations: which, the role, since when. */
export function membershipsOf(db: Executor, userId: string) {
  return db
    .select({
      organisationId: organisations.id,
      legalName: organisations.legalName,
      role: organisationMembers.role,
      joinedAt: organisationMembers.createdAt,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisationMembers.createdAt));
}
