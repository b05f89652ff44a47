/**
 * SQL for staff accounts and officers (issue 15 §2, §3). Accounts are users with a staff role;
 * an officer is such a user plus its `officers` row. Rows stay here; the services map them to the
 * contract DTOs.
 */
import { STAFF_ROLES } from '@fasttrack/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { officers, users } from '../../db/schema/index';
import { zoneOfAirportSql } from '../flights/index';

export interface StaffAccountRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: (typeof users.$inferSelect)['role'];
  deactivatedAt: Date | null;
  createdAt: Date;
  /** The officer's served airport; null for dispatchers and admins (issue 41 item 1). */
  airportIata: string | null;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  airportIata: officers.airportIata,
};

/** The order of roles in the staff list: who runs the desk first (issue 37, Staff pages). */
const ROLE_ORDER = ['admin', 'dispatcher', 'officer'] as const;

/** Every account with a staff role: admins, then dispatchers, then officers; each by last and first name. */
export function selectStaffAccounts(db: Executor): Promise<StaffAccountRow[]> {
  return db
    .select(accountColumns)
    .from(users)
    .leftJoin(officers, eq(officers.userId, users.id))
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(
      sql`array_position(array[${sql.join(
        ROLE_ORDER.map((r) => sql`${r}`),
        sql`, `,
      )}]::text[], ${users.role}::text)`,
      sql`lower(${users.lastName})`,
      sql`lower(${users.firstName})`,
      asc(users.id),
    );
}

/** The staff account with this id, or null (customers are not staff accounts). */
export async function selectStaffAccount(db: Executor, id: string): Promise<StaffAccountRow | null> {
  const rows = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(officers, eq(officers.userId, users.id))
    .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
    .limit(1);
  return rows[0] ?? null;
}

export interface OfficerRow extends StaffAccountRow {
  airportIata: string;
  airportTimeZone: string;
  badgeNumber: string;
  languages: string[];
  terminals: string[];
  active: boolean;
  hasPhoto: boolean;
  officerUpdatedAt: Date;
}

const officerColumns = {
  ...accountColumns,
  airportIata: officers.airportIata,
  // The officer's airport's clock: shifts are entered and read on it (issue 41 item 2).
  airportTimeZone: zoneOfAirportSql(officers.airportIata),
  badgeNumber: officers.badgeNumber,
  languages: officers.languages,
  terminals: officers.terminals,
  active: officers.active,
  hasPhoto: sql<boolean>`(${officers.photo} is not null)`,
  officerUpdatedAt: officers.updatedAt,
};

/** Every officer (active or not), of `airportIata` when given; by last name then first name. */
export function selectOfficers(db: Executor, airportIata?: string): Promise<OfficerRow[]> {
  return db
    .select(officerColumns)
    .from(officers)
    .innerJoin(users, eq(users.id, officers.userId))
    .where(airportIata ? eq(officers.airportIata, airportIata) : undefined)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** One officer, or null. `forUpdate` locks the officer row until the transaction ends. */
export async function selectOfficer(db: Executor, id: string, forUpdate = false): Promise<OfficerRow | null> {
  const query = db
    .select(officerColumns)
    .from(officers)
    .innerJoin(users, eq(users.id, officers.userId))
    .where(eq(officers.userId, id))
    .limit(1);
  const rows = forUpdate ? await query.for('update', { of: officers }) : await query;
  return rows[0] ?? null;
}

export interface OfficerValues {
  badgeNumber: string;
  languages: string[];
  /** The served airport (IATA code) the officer works at. */
  airportIata: string;
  /** Names of that airport's terminals (checked by the service against the airport). */
  terminals: string[];
}

/** Whether another officer already has this badge number (compared without regard to case). */
export async function badgeTaken(db: Executor, badgeNumber: string, exceptOfficerId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: officers.userId })
    .from(officers)
    .where(
      and(
        sql`upper(${officers.badgeNumber}) = upper(${badgeNumber})`,
        exceptOfficerId ? ne(officers.userId, exceptOfficerId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** True when `err` is the unique index on badge numbers refusing a duplicate (23505). */
export function isBadgeConflict(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'officers_badge_number_key') return true;
  }
  return false;
}

export async function insertOfficer(db: Executor, userId: string, values: OfficerValues): Promise<void> {
  await db.insert(officers).values({ userId, ...values });
}

export async function updateOfficerRow(
  db: Executor,
  userId: string,
  patch: Partial<OfficerValues & { active: boolean }>,
): Promise<void> {
  if (Object.values(patch).every((v) => v === undefined)) return;
  await db
    .update(officers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(officers.userId, userId));
}

/** Stores the officer's photo (`image.photo`, of `image.contentType`). */
export async function setOfficerPhoto(db: Executor, userId: string, image: { contentType: string; photo: Buffer }) {
  const { contentType, photo } = image;
  await db
    .update(officers)
    .set({ photoContentType: contentType, photo, updatedAt: sql`now()` })
    .where(eq(officers.userId, userId));
}

export async function selectOfficerPhoto(
  db: Executor,
  userId: string,
): Promise<{ contentType: string; data: Buffer; updatedAt: Date } | null> {
  const rows = await db
    .select({ contentType: officers.photoContentType, data: officers.photo, updatedAt: officers.updatedAt })
    .from(officers)
    .where(eq(officers.userId, userId))
    .limit(1);
  const row = rows[0];
  return row?.contentType && row.data
    ? { contentType: row.contentType, data: row.data, updatedAt: row.updatedAt }
    : null;
}
