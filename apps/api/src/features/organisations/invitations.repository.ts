/**
 * SQL of organisation invitations (issue 39 item 1): one row per invitation sent, pending until
 * accepted, revoked or past `expires_at`. E-mails are stored lower-cased.
 */
import type { OrganisationRole } from '@fasttrack/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationInvitations, organisationMembers, organisations, users } from '../../db/schema/index';

export type InvitationRow = typeof organisationInvitations.$inferSelect;

export async function insertInvitation(
  tx: Executor,
  invitation: {
    organisationId: string;
    email: string;
    role: OrganisationRole;
    invitedByUserId: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await tx.insert(organisationInvitations).values(invitation).returning();
  if (!row) throw new Error('invitation insert returned no row');
  return row;
}

const pending = (now: Date) =>
  and(
    isNull(organisationInvitations.acceptedAt),
    isNull(organisationInvitations.revokedAt),
    gt(organisationInvitations.expiresAt, now),
  );

/** The organisation's invitations still open at `now`, newest first. */
export function pendingInvitations(db: Executor, organisationId: string, now: Date) {
  return db
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.organisationId, organisationId), pending(now)))
    .orderBy(desc(organisationInvitations.createdAt));
}

/**
 * Withdraws the open invitations of `email` to the organisation (all of them, or the one `id`).
 * @returns how many were withdrawn.
 */
export async function revokeInvitations(
  tx: Executor,
  where: { organisationId: string; now: Date; email?: string; id?: string },
): Promise<number> {
  const rows = await tx
    .update(organisationInvitations)
    .set({ revokedAt: where.now })
    .where(
      and(
        eq(organisationInvitations.organisationId, where.organisationId),
        where.email ? eq(organisationInvitations.email, where.email) : undefined,
        where.id ? eq(organisationInvitations.id, where.id) : undefined,
        pending(where.now),
      ),
    )
    .returning({ id: organisationInvitations.id });
  return rows.length;
}

/** An invitation with its organisation's name, kind and status; `lock` holds the invitation row. */
export async function findInvitation(db: Executor, id: string, lock = false) {
  const query = db
    .select({
      invitation: organisationInvitations,
      organisationName: organisations.legalName,
      organisationKind: organisations.kind,
      organisationStatus: organisations.status,
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(eq(organisationInvitations.id, id));
  const [row] = lock ? await query.for('update', { of: organisationInvitations }) : await query;
  return row ?? null;
}

export async function markAccepted(tx: Executor, accepted: { id: string; userId: string; now: Date }) {
  await tx
    .update(organisationInvitations)
    .set({ acceptedAt: accepted.now, acceptedByUserId: accepted.userId })
    .where(eq(organisationInvitations.id, accepted.id));
}

/** Whether the account with `email` (any case) is a member of the organisation. */
export async function isMemberByEmail(db: Executor, organisationId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), sql`lower(${users.email}) = ${email}`));
  return Boolean(row);
}
