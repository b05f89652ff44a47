/**
 * The SQL of the reports (issue 30 §1, §4): every figure is an aggregate computed by the
 * database over a range of instants [from, to), grouped by Lagos day or hour, so no report reads
 * rows into Node. Each range condition has its index (migration `reports`). reports.service.ts
 * turns Lagos dates into instants and shapes the answers.
 */
import { REPORT_LOW_COMMENTS } from '@fasttrack/contracts';
import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  bookingAssignments,
  bookings,
  capacityRefusals,
  flights,
  officerShifts,
  officers,
  serviceMilestones,
  serviceRatings,
  users,
} from '../../db/schema/index';
import { bookingTerminalSql } from '../operations/index';
import {
  count,
  type InstantRange,
  instant,
  lagosDate,
  lagosHourOf,
  minutes,
  SERVED_STATUSES,
  within,
} from './report-sql';

export type { InstantRange } from './report-sql';

const served = (range: InstantRange) =>
  and(inArray(bookings.status, [...SERVED_STATUSES]), within(bookings.meetingTime, range));

/** The booking's terminal for report rows: empty when its airport has none (the column is text). */
const reportTerminal = () => sql<string>`coalesce(${bookingTerminalSql()}, '')`;

/** Services by airport, its terminal and the Lagos hour of the meeting time. */
export function selectServicesByTerminalHour(db: Executor, range: InstantRange) {
  const hour = lagosHourOf(bookings.meetingTime);
  return (
    db
      .select({ airportIata: bookings.airportIata, terminal: reportTerminal(), hour, services: count() })
      .from(bookings)
      .innerJoin(flights, eq(flights.id, bookings.flightId))
      .where(served(range))
      // By position: the terminal's SQL carries parameters, so a repeated expression would not match.
      .groupBy(sql`1`, sql`2`, sql`3`)
      .orderBy(sql`1`, sql`2`, sql`3`)
  );
}

/**
 * Per officer with a shift or a service in the range: booked minutes (service windows of served
 * bookings that start in the range) and rostered minutes (shift time clipped to the range).
 */
export function selectOfficerUtilisation(db: Executor, range: InstantRange) {
  const booked = db
    .select({
      officerId: bookingAssignments.officerId,
      minutes: minutes(sql`sum(${bookingAssignments.windowEnd} - ${bookingAssignments.windowStart})`).as('booked'),
    })
    .from(bookingAssignments)
    .innerJoin(bookings, eq(bookings.id, bookingAssignments.bookingId))
    .where(and(inArray(bookings.status, [...SERVED_STATUSES]), within(bookingAssignments.windowStart, range)))
    .groupBy(bookingAssignments.officerId)
    .as('booked');
  const rostered = db
    .select({
      officerId: officerShifts.officerId,
      minutes: minutes(
        sql`sum(least(${officerShifts.endsAt}, ${instant(range.to)}) - greatest(${officerShifts.startsAt}, ${instant(range.from)}))`,
      ).as('rostered'),
    })
    .from(officerShifts)
    .where(and(lt(officerShifts.startsAt, range.to), sql`${officerShifts.endsAt} > ${instant(range.from)}`))
    .groupBy(officerShifts.officerId)
    .as('rostered');
  return db
    .select({
      officerId: officers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      badgeNumber: officers.badgeNumber,
      bookedMinutes: sql<number>`coalesce(${booked.minutes}, 0)::bigint`.mapWith(Number),
      rosteredMinutes: sql<number>`coalesce(${rostered.minutes}, 0)::bigint`.mapWith(Number),
    })
    .from(officers)
    .innerJoin(users, eq(users.id, officers.userId))
    .leftJoin(booked, eq(booked.officerId, officers.userId))
    .leftJoin(rostered, eq(rostered.officerId, officers.userId))
    .where(sql`${booked.officerId} is not null or ${rostered.officerId} is not null`)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(officers.badgeNumber));
}

/**
 * On time and no-shows of the services in the range, in one pass over them joined to their
 * milestones (grouped once per booking, not looked up row by row): checked in (and by the
 * meeting time), the traveller's no-shows (recorded by the officer) and ours (meeting time before
 * `now` and no milestone at all: nobody from us was there).
 */
export async function selectServiceOutcomes(db: Executor, range: InstantRange, now: Date) {
  const reachedBy = db
    .select({
      bookingId: serviceMilestones.bookingId,
      checkedInAt:
        sql<Date | null>`min(${serviceMilestones.reachedAt}) filter (where ${serviceMilestones.milestone} = 'checked_in')`.as(
          'checked_in_at',
        ),
      noShow: sql<boolean>`bool_or(${serviceMilestones.milestone} = 'no_show')`.as('no_show'),
    })
    .from(serviceMilestones)
    .innerJoin(bookings, eq(bookings.id, serviceMilestones.bookingId))
    .where(served(range))
    .groupBy(serviceMilestones.bookingId)
    .as('reached');
  const [row] = await db
    .select({
      checkedIn: sql<number>`count(${reachedBy.checkedInAt})::int`.mapWith(Number),
      onTime: sql<number>`count(*) filter (where ${reachedBy.checkedInAt} <= ${bookings.meetingTime})::int`.mapWith(
        Number,
      ),
      traveller: sql<number>`count(*) filter (where ${reachedBy.noShow})::int`.mapWith(Number),
      ours: sql<number>`count(*) filter (where ${bookings.meetingTime} < ${instant(now)} and ${reachedBy.bookingId} is null)::int`.mapWith(
        Number,
      ),
    })
    .from(bookings)
    .leftJoin(reachedBy, eq(reachedBy.bookingId, bookings.id))
    .where(served(range));
  return row ?? { checkedIn: 0, onTime: 0, traveller: 0, ours: 0 };
}

/** 409 FULLY_BOOKED answers by the Lagos day of the meeting time asked for, and service type. */
export function selectRefusalsByDay(db: Executor, range: InstantRange) {
  const day = lagosDate(capacityRefusals.meetingTime);
  return db
    .select({ date: day, serviceType: capacityRefusals.serviceType, refusals: count() })
    .from(capacityRefusals)
    .where(within(capacityRefusals.meetingTime, range))
    .groupBy(day, capacityRefusals.serviceType)
    .orderBy(day, capacityRefusals.serviceType);
}

/** Ratings given in the range, per score. */
export function selectRatingDistribution(db: Executor, range: InstantRange) {
  return db
    .select({ score: serviceRatings.score, ratings: count() })
    .from(serviceRatings)
    .where(within(serviceRatings.createdAt, range))
    .groupBy(serviceRatings.score);
}

/** Per officer rated in the range: how many ratings and their mean, two decimals. */
export function selectOfficerRatings(db: Executor, range: InstantRange) {
  return db
    .select({
      officerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      ratings: count(),
      average: sql<number>`round(avg(${serviceRatings.score}), 2)::text`.mapWith(Number),
    })
    .from(serviceRatings)
    .innerJoin(users, eq(users.id, serviceRatings.officerId))
    .where(within(serviceRatings.createdAt, range))
    .groupBy(users.id, users.firstName, users.lastName)
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The latest REPORT_LOW_COMMENTS ratings under 4 with a comment, newest first. */
export function selectLowComments(db: Executor, range: InstantRange) {
  return db
    .select({
      bookingReference: bookings.reference,
      score: serviceRatings.score,
      comment: sql<string>`${serviceRatings.comment}`,
      officerFirstName: users.firstName,
      officerLastName: users.lastName,
      ratedAt: serviceRatings.createdAt,
    })
    .from(serviceRatings)
    .innerJoin(bookings, eq(bookings.id, serviceRatings.bookingId))
    .leftJoin(users, eq(users.id, serviceRatings.officerId))
    .where(
      and(
        within(serviceRatings.createdAt, range),
        lt(serviceRatings.score, 4),
        isNotNull(serviceRatings.comment),
        sql`${serviceRatings.comment} <> ''`,
      ),
    )
    .orderBy(desc(serviceRatings.createdAt), asc(bookings.reference))
    .limit(REPORT_LOW_COMMENTS);
}

export type BookingExportRow = Awaited<ReturnType<typeof selectBookingsPage>>[number];

/**
 * One page of the bookings export: at most `page.limit` bookings whose meeting time is in the
 * range, in (meeting time, id) order after `page.after` (from the start when undefined), read by
 * keyset so each page costs the same however deep.
 */
export function selectBookingsPage(
  db: Executor,
  range: InstantRange,
  page: { after: { meetingTime: Date; id: string } | undefined; limit: number },
) {
  const { after, limit } = page;
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      meetingTime: bookings.meetingTime,
      serviceType: bookings.serviceType,
      airportIata: bookings.airportIata,
      terminal: reportTerminal(),
      leadPassengerName: bookings.leadPassengerName,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      passengerCount: bookings.passengerCount,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalUsdCents: bookings.totalUsdCents,
      totalNgnKobo: bookings.totalNgnKobo,
      exchangeRateE4: bookings.exchangeRateE4,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(flights, eq(flights.id, bookings.flightId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        within(bookings.meetingTime, range),
        after && sql`(${bookings.meetingTime}, ${bookings.id}) > (${instant(after.meetingTime)}, ${after.id}::uuid)`,
      ),
    )
    .orderBy(asc(bookings.meetingTime), asc(bookings.id))
    .limit(limit);
}
