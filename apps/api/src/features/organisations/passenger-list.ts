/**
 * The organisation's passenger list (issue 39 item 2): the people its arrangers book for. A
 * passenger is the same entry when the organisation, the phone and the name as on the passport
 * are the same; saving them again updates the e-mail and the account link.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationPassengers } from '../../db/schema/index';

/** A passenger as the organisation keeps them. */
export interface OrganisationPassenger {
  id: string;
  organisationId: string;
  fullName: string;
  /** E.164. */
  phone: string;
  /** Lower-cased, or null. */
  email: string | null;
  /** The passenger's own account when they are a member. */
  userId: string | null;
}

const columns = {
  id: organisationPassengers.id,
  organisationId: organisationPassengers.organisationId,
  fullName: organisationPassengers.fullName,
  phone: organisationPassengers.phone,
  email: organisationPassengers.email,
  userId: organisationPassengers.userId,
};

/**
 * Adds a passenger to the list, or updates the one with the same phone and name (its e-mail, and
 * its account when one is given), and returns it. The caller has checked the membership and
 * normalised the fields (E.164 phone, lower-cased e-mail, trimmed name).
 */
export async function savePassenger(
  tx: Executor,
  passenger: Omit<OrganisationPassenger, 'id'>,
): Promise<OrganisationPassenger & { created: boolean }> {
  const [row] = await tx
    .insert(organisationPassengers)
    .values(passenger)
    .onConflictDoUpdate({
      target: [organisationPassengers.organisationId, organisationPassengers.phone, organisationPassengers.fullName],
      set: {
        email: sql`coalesce(excluded.email, ${organisationPassengers.email})`,
        userId: sql`coalesce(excluded.user_id, ${organisationPassengers.userId})`,
        updatedAt: sql`now()`,
      },
    })
    // A row the insert wrote has no xmax; one the conflict updated has the updater's.
    .returning({ ...columns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('passenger upsert returned no row');
  return row;
}

/** One passenger of `organisationId`; null when unknown or another organisation's (answer 404). */
export async function findPassenger(
  db: Executor,
  who: { organisationId: string; passengerId: string },
): Promise<OrganisationPassenger | null> {
  const [row] = await db
    .select(columns)
    .from(organisationPassengers)
    .where(
      and(
        eq(organisationPassengers.id, who.passengerId),
        eq(organisationPassengers.organisationId, who.organisationId),
      ),
    );
  return row ?? null;
}

/** Most passengers one list answer holds; a search narrows it. */
export const PASSENGER_LIST_LIMIT = 500;

/**
 * The organisation's passengers by name, optionally those whose name, phone or e-mail contains
 * `q` (any case; `%` and `_` match themselves).
 */
export function listPassengers(db: Executor, organisationId: string, q?: string): Promise<OrganisationPassenger[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select(columns)
    .from(organisationPassengers)
    .where(
      and(
        eq(organisationPassengers.organisationId, organisationId),
        like
          ? or(
              ilike(organisationPassengers.fullName, like),
              ilike(organisationPassengers.phone, like),
              ilike(organisationPassengers.email, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(organisationPassengers.fullName), asc(organisationPassengers.phone))
    .limit(PASSENGER_LIST_LIMIT);
}

/**
 * Changes one passenger of the organisation. @returns the row after; null when unknown or another
 * organisation's; `conflict` when the new name and phone are another entry's.
 */
export async function updatePassenger(
  tx: Executor,
  who: { organisationId: string; passengerId: string },
  set: Partial<Pick<OrganisationPassenger, 'fullName' | 'phone' | 'email'>>,
): Promise<OrganisationPassenger | null | 'conflict'> {
  const rows = await tx
    .update(organisationPassengers)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(organisationPassengers.id, who.passengerId),
        eq(organisationPassengers.organisationId, who.organisationId),
        // A change onto another entry's name and phone would break the one-entry rule.
        sql`not exists (select 1 from ${organisationPassengers} other
          where other.organisation_id = ${who.organisationId} and other.id <> ${who.passengerId}
          and other.phone = coalesce(${set.phone ?? null}, ${organisationPassengers.phone})
          and other.full_name = coalesce(${set.fullName ?? null}, ${organisationPassengers.fullName}))`,
      ),
    )
    .returning(columns);
  if (rows[0]) return rows[0];
  return (await findPassenger(tx, who)) ? 'conflict' : null;
}

/** Removes one passenger of the organisation (their bookings keep the name they were made with). */
export async function deletePassenger(tx: Executor, who: { organisationId: string; passengerId: string }) {
  const rows = await tx
    .delete(organisationPassengers)
    .where(
      and(
        eq(organisationPassengers.id, who.passengerId),
        eq(organisationPassengers.organisationId, who.organisationId),
      ),
    )
    .returning({ id: organisationPassengers.id });
  return rows.length > 0;
}
