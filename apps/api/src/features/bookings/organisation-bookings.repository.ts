/**
 * SQL of an organisation's bookings (issue 39 items 2, 5): every read filters by the organisation
 * in its `WHERE` (architecture "Tenancy"), so another organisation's booking is not found, as an
 * unknown id. Rows carry the booking view of bookings.repository.ts plus who booked it and the
 * officer assigned; the service drops the meeting code.
 */
import { addDaysIso } from '@fasttrack/contracts';
import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingAssignments, bookings, flights, users } from '../../db/schema/index';
import { meetingOnAirportDays } from '../flights/index';
import { bookingView } from './bookings.repository';

/** An assigned officer's user row, aliased apart from the booker's. */
const officerUser = sql.raw('"officer_user"');

const organisationBookingView = {
  ...bookingView,
  /** The last change, for a partner's poller (issue 40 item 2). */
  updatedAt: bookings.updatedAt,
  /** The arranger who booked (`user_id`), as first and last name. */
  bookedBy: sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users}
    where ${users.id} = ${bookings.userId})`,
  /** The first officer assigned or held, by when they were; the service shows it once confirmed. */
  officerName: sql<string | null>`(select ${officerUser}.first_name || ' ' || ${officerUser}.last_name
    from ${bookingAssignments} join ${users} ${officerUser} on ${officerUser}.id = ${bookingAssignments.officerId}
    where ${bookingAssignments.bookingId} = ${bookings.id}
    order by ${bookingAssignments.assignedAt} limit 1)`,
};

export type OrganisationBookingView = Awaited<ReturnType<typeof listOrganisationBookingViews>>[number];

/** Who asks, and what they may see of the organisation's bookings. */
export interface OrganisationScope {
  organisationId: string;
  /** A traveller member sees only the bookings made for them (their account as passenger). */
  onlyPassengerUserId?: string | null;
}

/** The list's filters (contracts OrganisationBookingsQuery), the page cursor and size. */
export interface OrganisationBookingsFilter {
  passenger?: string | undefined;
  status?: string | undefined;
  /** Lagos dates (YYYY-MM-DD) of the meeting time, both included. */
  from?: string | undefined;
  to?: string | undefined;
  costCentre?: string | undefined;
  /** The last row of the previous page: rows strictly after it in (created_at, id) descending. */
  after?: { createdAt: Date; id: string } | null;
  /**
   * A poller's list (issue 40 item 2): rows changed at or after it, in (updated_at, id) ascending
   * to the millisecond, and `after` then holds the last row's updated_at as `createdAt`.
   */
  updatedSince?: Date | undefined;
  limit: number;
}

/** updated_at to the millisecond: cursors carry a JS date, and a row must compare equal to its own. */
const updatedMs = sql<Date>`date_trunc('milliseconds', ${bookings.updatedAt})`;

/** `%`, `_` and `\` in a name match themselves. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeWhere(scope: OrganisationScope): SQL[] {
  const where: SQL[] = [eq(bookings.organisationId, scope.organisationId)];
  if (scope.onlyPassengerUserId) where.push(eq(bookings.passengerUserId, scope.onlyPassengerUserId));
  return where;
}

/**
 * A page of the organisation's bookings, newest booked first (bookings_organisation_created_idx),
 * at most `filter.limit` rows.
 */
export function listOrganisationBookingViews(
  db: Executor,
  scope: OrganisationScope,
  filter: OrganisationBookingsFilter,
) {
  const where = scopeWhere(scope);
  if (filter.passenger) where.push(ilike(bookings.leadPassengerName, `%${likeEscape(filter.passenger)}%`));
  if (filter.status) where.push(sql`${bookings.status} = ${filter.status}`);
  // The dates of each booking's own airport (issue 41 item 2).
  if (filter.from || filter.to) {
    where.push(meetingOnAirportDays({ from: filter.from, to: filter.to ? addDaysIso(filter.to, 1) : undefined }));
  }
  if (filter.costCentre) where.push(eq(bookings.costCentre, filter.costCentre));
  if (filter.updatedSince) return listChangedSince(db, where, { ...filter, updatedSince: filter.updatedSince });
  const after = filter.after;
  if (after) {
    const earlier = or(
      lt(bookings.createdAt, after.createdAt),
      and(eq(bookings.createdAt, after.createdAt), lt(bookings.id, after.id)),
    );
    if (earlier) where.push(earlier);
  }
  return db
    .select(organisationBookingView)
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(filter.limit);
}

/** The rows of `where` changed at or after `filter.updatedSince`, oldest change first. */
function listChangedSince(db: Executor, where: SQL[], filter: OrganisationBookingsFilter & { updatedSince: Date }) {
  where.push(sql`${updatedMs} >= ${filter.updatedSince.toISOString()}::timestamptz`);
  const after = filter.after;
  if (after) {
    const at = sql`${after.createdAt.toISOString()}::timestamptz`;
    where.push(sql`(${updatedMs} > ${at} or (${updatedMs} = ${at} and ${bookings.id} > ${after.id}))`);
  }
  return db
    .select(organisationBookingView)
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(and(...where))
    .orderBy(updatedMs, bookings.id)
    .limit(filter.limit);
}

/** One booking of the organisation within `scope`, or null (unknown, or another organisation's). */
export async function findOrganisationBookingView(db: Executor, scope: OrganisationScope, bookingId: string) {
  const rows = await db
    .select(organisationBookingView)
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .where(and(eq(bookings.id, bookingId), ...scopeWhere(scope)))
    .limit(1);
  return rows[0] ?? null;
}
