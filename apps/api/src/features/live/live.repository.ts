/**
 * SQL of the live service (issue 17): the booking as the service needs it, who is assigned,
 * milestones, meeting-code tries and the event log. Rows stay inside this feature.
 */
import { NO_SHOW_AFTER_MINUTES } from '@fasttrack/contracts';
import { and, asc, eq, gt, gte, inArray, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingAssignments,
  bookings,
  liveEvents,
  meetingCodeChecks,
  officers,
  serviceMilestones,
  users,
} from '../../db/schema/index';
import { servedAirportZoneSql } from '../flights/index';

/** The booking fields the service needs; `lock` holds the row until the transaction ends. */
export async function findServiceBooking(db: Executor, bookingId: string, opts: { lock?: boolean } = {}) {
  const q = db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userId: bookings.userId,
      status: bookings.status,
      serviceType: bookings.serviceType,
      meetingTime: bookings.meetingTime,
      meetingCode: bookings.meetingCode,
      /** The served airport's zone: the sentences about the service read its clock (issue 41 item 2). */
      airportTimeZone: servedAirportZoneSql(),
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const rows = await (opts.lock ? q.for('update') : q);
  return rows[0] ?? null;
}
export type ServiceBooking = NonNullable<Awaited<ReturnType<typeof findServiceBooking>>>;

/** The officers assigned to a booking with their card fields, earliest first. */
export function selectBookingOfficers(db: Executor, bookingId: string) {
  return db
    .select({
      id: officers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      badgeNumber: officers.badgeNumber,
      languages: officers.languages,
      hasPhoto: sql<boolean>`${officers.photo} is not null`,
      photo: officers.photo,
      photoContentType: officers.photoContentType,
    })
    .from(bookingAssignments)
    .innerJoin(officers, eq(officers.userId, bookingAssignments.officerId))
    .innerJoin(users, eq(users.id, officers.userId))
    .where(eq(bookingAssignments.bookingId, bookingId))
    .orderBy(asc(bookingAssignments.assignedAt), asc(officers.userId));
}

export async function isAssigned(db: Executor, bookingId: string, officerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookingAssignments.officerId })
    .from(bookingAssignments)
    .where(and(eq(bookingAssignments.bookingId, bookingId), eq(bookingAssignments.officerId, officerId)))
    .limit(1);
  return rows.length > 0;
}

export function selectMilestones(db: Executor, bookingId: string) {
  return db
    .select({ milestone: serviceMilestones.milestone, at: serviceMilestones.reachedAt })
    .from(serviceMilestones)
    .where(eq(serviceMilestones.bookingId, bookingId))
    .orderBy(asc(serviceMilestones.reachedAt));
}

/**
 * Records `milestone` of `bookingId` once, reached by `actorUserId` `at`; @returns false when it
 * was already reached. `clientId` is the id the officer's device gave the tap (issue 28 item 5),
 * unique across all milestones (null when absent).
 */
export async function insertMilestone(
  db: Executor,
  reached: { bookingId: string; milestone: string; actorUserId: string; at: Date; clientId?: string | null },
): Promise<boolean> {
  const { bookingId, milestone, actorUserId, at, clientId = null } = reached;
  const rows = await db
    .insert(serviceMilestones)
    .values({ bookingId, milestone, actorUserId, reachedAt: at, clientId })
    .onConflictDoNothing({ target: [serviceMilestones.bookingId, serviceMilestones.milestone] })
    .returning({ m: serviceMilestones.milestone });
  return rows.length > 0;
}

/** True when `err` is the unique index on milestone client ids refusing a duplicate (23505). */
export function isClientIdTaken(err: unknown): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'service_milestones_client_id_key') return true;
  }
  return false;
}

/** The milestone an earlier request with this client id recorded, if any (issue 28 item 5). */
export async function findMilestoneByClientId(db: Executor, clientId: string) {
  const [row] = await db
    .select({ bookingId: serviceMilestones.bookingId, milestone: serviceMilestones.milestone })
    .from(serviceMilestones)
    .where(eq(serviceMilestones.clientId, clientId))
    .limit(1);
  return row ?? null;
}

export async function findCodeCheck(db: Executor, bookingId: string) {
  const rows = await db.select().from(meetingCodeChecks).where(eq(meetingCodeChecks.bookingId, bookingId)).limit(1);
  return rows[0] ?? { bookingId, failures: 0, lockedAt: null, verifiedBy: null, lastMissClientId: null };
}

/** A booking's meeting-code state: wrong tries, the lock, who verified, the last miss's client id. */
export type CodeCheck = Awaited<ReturnType<typeof findCodeCheck>>;

export async function saveCodeCheck(db: Executor, v: CodeCheck): Promise<void> {
  await db
    .insert(meetingCodeChecks)
    .values(v)
    .onConflictDoUpdate({
      target: meetingCodeChecks.bookingId,
      set: {
        failures: v.failures,
        lockedAt: v.lockedAt,
        verifiedBy: v.verifiedBy,
        lastMissClientId: v.lastMissClientId,
      },
    });
}

export async function findUserName(db: Executor, userId: string): Promise<string> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ? `${rows[0].firstName} ${rows[0].lastName}` : '';
}

/** How far back the missed-service round looks: it runs every minute, so a week is ample (ADR 251). */
const MISSED_SERVICE_LOOKBACK_MINUTES = 7 * 24 * 60;

/**
 * Confirmed bookings whose no-show time (meeting time + NO_SHOW_AFTER_MINUTES of their service
 * type) is at or before `now`, with a meeting time in the last week, whose officer never checked
 * in; oldest first, at most 100 a round. The week bounds the range read on the meeting-time index.
 */
export async function selectMissedServices(db: Executor, now: Date): Promise<string[]> {
  const cutoff = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.meetingTime, cutoff(MISSED_SERVICE_LOOKBACK_MINUTES)),
        or(
          and(eq(bookings.serviceType, 'arrival'), lte(bookings.meetingTime, cutoff(NO_SHOW_AFTER_MINUTES.arrival))),
          and(
            eq(bookings.serviceType, 'departure'),
            lte(bookings.meetingTime, cutoff(NO_SHOW_AFTER_MINUTES.departure)),
          ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(serviceMilestones)
            .where(and(eq(serviceMilestones.bookingId, bookings.id), eq(serviceMilestones.milestone, 'checked_in'))),
        ),
      ),
    )
    .orderBy(asc(bookings.meetingTime))
    .limit(100);
  return rows.map((r) => r.id);
}

/** Which events a stream may see: one booking, an officer's assigned bookings, or all. */
export type StreamScope =
  | { kind: 'booking'; bookingId: string }
  | { kind: 'officer'; officerId: string }
  | { kind: 'board' };

function scopeCondition(scope: StreamScope): SQL | undefined {
  if (scope.kind === 'booking') return eq(liveEvents.bookingId, scope.bookingId);
  if (scope.kind === 'board') return undefined;
  return or(
    inArray(
      liveEvents.bookingId,
      sql`(select a.booking_id from ${bookingAssignments} a where a.officer_id = ${scope.officerId})`,
    ),
    sql`${liveEvents.payload}->>'from' = ${scope.officerId}`,
    sql`${liveEvents.payload}->>'to' = ${scope.officerId}`,
    // A cancellation names the officers it released (issue 26 §2).
    sql`${liveEvents.payload}->'officers' @> jsonb_build_array(${scope.officerId}::text)`,
  );
}

/**
 * Events of the scope after place `afterId`, in commit order (at most 500: a reconnect replays in
 * pages). `id` is the event's place (`seq`, ADR 195), the SSE id.
 */
export function selectEventsAfter(db: Executor, scope: StreamScope, afterId: number) {
  return db
    .select({
      id: sql<number>`${liveEvents.seq}`.mapWith(Number),
      bookingId: liveEvents.bookingId,
      type: liveEvents.type,
      payload: liveEvents.payload,
      createdAt: liveEvents.createdAt,
    })
    .from(liveEvents)
    .where(and(gt(liveEvents.seq, afterId), scopeCondition(scope)))
    .orderBy(asc(liveEvents.seq))
    .limit(500);
}

/** The newest event's place (0 when none): a fresh stream starts after it. */
export async function latestEventId(db: Executor): Promise<number> {
  const rows = await db.select({ id: sql<string>`coalesce(max(${liveEvents.seq}), 0)` }).from(liveEvents);
  return Number(rows[0]?.id ?? 0);
}
