/**
 * SQL of organisations and their members (issue 39 item 1). Written only here (lint
 * `table-owners.grit`); every read an organisation route makes filters by the organisation's id.
 */
import type { OrganisationApplication, OrganisationRole, OrganisationStatus } from '@fasttrack/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationMembers, organisations, users } from '../../db/schema/index';

export type OrganisationRow = typeof organisations.$inferSelect;

/** Inserts an application (status `applied`) and its applicant as `owner`. */
export async function insertApplication(
  tx: Executor,
  application: OrganisationApplication,
  applicantId: string,
): Promise<OrganisationRow> {
  const [row] = await tx
    .insert(organisations)
    .values({ ...application, appliedByUserId: applicantId })
    .returning();
  if (!row) throw new Error('organisation insert returned no row');
  await tx.insert(organisationMembers).values({ organisationId: row.id, userId: applicantId, role: 'owner' });
  return row;
}

/** One organisation by id; `lock` holds its row for the caller's transaction (status changes, last owner). */
export async function readOrganisation(db: Executor, id: string, lock = false): Promise<OrganisationRow | null> {
  const query = db.select().from(organisations).where(eq(organisations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The caller's organisations and their role in each, by name. */
export function organisationsOf(db: Executor, userId: string) {
  return db
    .select({
      id: organisations.id,
      legalName: organisations.legalName,
      kind: organisations.kind,
      status: organisations.status,
      role: organisationMembers.role,
    })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisations.legalName));
}

/** Changes columns of one organisation. @returns the row after, or null when unknown. */
export async function updateOrganisation(
  tx: Executor,
  id: string,
  set: Partial<Omit<OrganisationRow, 'id' | 'createdAt'>>,
): Promise<OrganisationRow | null> {
  const [row] = await tx
    .update(organisations)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(organisations.id, id))
    .returning();
  return row ?? null;
}

/** Organisations for the admin: applications first, then newest first; optionally one status. */
export function listOrganisations(db: Executor, status?: OrganisationStatus) {
  return db
    .select()
    .from(organisations)
    .where(status ? eq(organisations.status, status) : undefined)
    .orderBy(sql`case when ${organisations.status} = 'applied' then 0 else 1 end`, desc(organisations.createdAt))
    .limit(500);
}

const memberColumns = {
  userId: organisationMembers.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: organisationMembers.role,
  joinedAt: organisationMembers.createdAt,
};

/** The members of one organisation with their account's name and e-mail, owners first. */
export function membersOf(db: Executor, organisationId: string) {
  return db
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(
      sql`array_position(array['owner','admin','arranger','finance','traveller'], ${organisationMembers.role})`,
      asc(users.firstName),
      asc(users.lastName),
    );
}

/** One member of one organisation; null when not a member (or another organisation's). */
export async function findMember(db: Executor, organisationId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  return row ?? null;
}

/** How many owners the organisation has. */
export async function ownerCount(db: Executor, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, 'owner')));
  return row?.n ?? 0;
}

/** How many members each of `organisationIds` has (absent: none). */
export async function memberCounts(db: Executor, organisationIds: string[]): Promise<Map<string, number>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await db
    .select({ organisationId: organisationMembers.organisationId, n: count() })
    .from(organisationMembers)
    .where(inArray(organisationMembers.organisationId, organisationIds))
    .groupBy(organisationMembers.organisationId);
  return new Map(rows.map((r) => [r.organisationId, r.n]));
}

/** The owners' accounts of each of `organisationIds`, earliest first. */
export async function ownersOfMany(db: Executor, organisationIds: string[]) {
  if (organisationIds.length === 0) return [];
  return db
    .select({
      organisationId: organisationMembers.organisationId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(inArray(organisationMembers.organisationId, organisationIds), eq(organisationMembers.role, 'owner')))
    .orderBy(asc(organisationMembers.createdAt), asc(users.id));
}

/** The owners' accounts (the approval and suspension e-mails go to them). */
export const ownersOf = (db: Executor, organisationId: string) => ownersOfMany(db, [organisationId]);

/** Adds a member. @returns false when they already were one (their role is left as it was). */
export async function insertMember(
  tx: Executor,
  member: { organisationId: string; userId: string; role: OrganisationRole },
): Promise<boolean> {
  const rows = await tx
    .insert(organisationMembers)
    .values(member)
    .onConflictDoNothing()
    .returning({ userId: organisationMembers.userId });
  return rows.length > 0;
}

export async function setMemberRole(
  tx: Executor,
  member: { organisationId: string; userId: string; role: OrganisationRole },
) {
  await tx
    .update(organisationMembers)
    .set({ role: member.role })
    .where(
      and(eq(organisationMembers.organisationId, member.organisationId), eq(organisationMembers.userId, member.userId)),
    );
}

export async function deleteMember(tx: Executor, organisationId: string, userId: string) {
  await tx
    .delete(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
}
