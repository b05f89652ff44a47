/**
 * The SQL of the money report (issue 30 §1, issue 37): naira charged and refunded with their USD
 * equivalents, credits that paid bookings and credits returned, and the credit ledger by day.
 * Every figure is an aggregate over a range of instants grouped by Lagos day; the service merges
 * the grouped rows.
 */
import { BUSINESS_TIME_ZONE, CHARGED_PAYMENT_STATUSES } from '@fasttrack/contracts';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingEvents, bookings, creditEntries, payments } from '../../db/schema/index';
import { paymentLineRefundsKobo, selectLineRefundsByDay } from './line-refunds-sql';
import { count, type InstantRange, instant, lagosDate, sumOf, within } from './report-sql';

/** Only naira charges count as money collected (Stripe's USD charges are not in the naira report). */
const naira = sql`${payments.currency} = 'NGN'`;
/** A charge's naira in USD cents at its booking's rate: kobo / (naira per dollar), half up. */
const usdCentsOfCharge = sql`round(${payments.amountMinor} / ${bookings.exchangeRateE4})`;

/**
 * Charges taken in the range, by Lagos day of `paid_at` and service type: how many, the naira
 * and its USD equivalent (issue 37: the naira actually collected, never the credits part).
 */
export function selectPaidByDay(db: Executor, range: InstantRange) {
  const day = lagosDate(payments.paidAt);
  return db
    .select({
      date: day,
      serviceType: bookings.serviceType,
      bookingsPaid: count(),
      grossNgnKobo: sumOf(payments.amountMinor, naira),
      grossUsdCents: sumOf(usdCentsOfCharge, naira),
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(inArray(payments.status, [...CHARGED_PAYMENT_STATUSES]), within(payments.paidAt, range)))
    .groupBy(day, bookings.serviceType);
}

/**
 * Refunds made in the range, by Lagos day of `refunded_at` (not of the payment) and service type:
 * a payment's refund counts what its add-on lines had not returned already, and each add-on
 * line refunded on its own counts on its own day (issue 41 item 4, line-refunds-sql.ts).
 */
export async function selectRefundedByDay(db: Executor, range: InstantRange) {
  const day = lagosDate(payments.refundedAt);
  const rest = sql`(${payments.amountMinor} - ${paymentLineRefundsKobo})`;
  const [whole, lines] = await Promise.all([
    db
      .select({
        date: day,
        serviceType: bookings.serviceType,
        refunds: count(),
        refundedNgnKobo: sumOf(rest, naira),
        refundedUsdCents: sumOf(sql`round(${rest} / ${bookings.exchangeRateE4})`, naira),
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(eq(payments.status, 'refunded'), within(payments.refundedAt, range)))
      .groupBy(day, bookings.serviceType),
    selectLineRefundsByDay(db, range),
  ]);
  const days = new Map<string, (typeof whole)[number]>();
  for (const row of [...whole, ...lines]) {
    const key = `${row.date} ${row.serviceType}`;
    const seen = days.get(key);
    if (!seen) days.set(key, { ...row });
    else {
      seen.refunds += row.refunds;
      seen.refundedNgnKobo += row.refundedNgnKobo;
      seen.refundedUsdCents += row.refundedUsdCents;
    }
  }
  return [...days.values()];
}

/**
 * Credits that paid for bookings paid in the range (issue 37), by the Lagos day the booking
 * became paid (its `payment_status` -> `paid` event) and service type; and how many of those
 * bookings credits paid alone (no charge, so `selectPaidByDay` does not count them). What paid a
 * booking is every redeem less every release except those on cancellation (db/booking-money.ts).
 */
export function selectCreditsPaidByDay(db: Executor, range: InstantRange) {
  const credits = db
    .select({
      bookingId: creditEntries.bookingId,
      cents: sql<number>`(-sum(${creditEntries.amountUsdCents}))::bigint`.as('cents'),
    })
    .from(creditEntries)
    .where(
      and(
        inArray(creditEntries.kind, ['redeem', 'release']),
        isNotNull(creditEntries.bookingId),
        sql`not (${creditEntries.kind} = 'release' and ${creditEntries.cause} = 'cancelled')`,
      ),
    )
    .groupBy(creditEntries.bookingId)
    .as('credits');
  const paid = db
    .select({
      serviceType: bookings.serviceType,
      cents: credits.cents,
      paidAt: sql<Date>`(select min(${bookingEvents.createdAt}) from ${bookingEvents}
        where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.field} = 'payment_status'
        and ${bookingEvents.toValue} = 'paid')`.as('paid_at'),
      charged: sql<boolean>`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id}
        and ${payments.status} in ('paid', 'refunded'))`.as('charged'),
    })
    .from(credits)
    .innerJoin(bookings, eq(bookings.id, credits.bookingId))
    .where(and(inArray(bookings.paymentStatus, ['paid', 'refunded']), sql`${credits.cents} > 0`))
    .as('paid');
  const day = sql<string>`to_char(${paid.paidAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      serviceType: paid.serviceType,
      creditsAppliedUsdCents: sql<number>`sum(${paid.cents})::bigint`.mapWith(Number),
      creditsOnlyBookings: sql<number>`count(*) filter (where not ${paid.charged})::int`.mapWith(Number),
    })
    .from(paid)
    .where(sql`${paid.paidAt} >= ${instant(range.from)} and ${paid.paidAt} < ${instant(range.to)}`)
    .groupBy(sql`1`, sql`2`);
}

/** Credits given back in the range when paid bookings were cancelled, by Lagos day and service type. */
export function selectCreditsReturnedByDay(db: Executor, range: InstantRange) {
  const day = lagosDate(creditEntries.createdAt);
  return db
    .select({
      date: day,
      serviceType: bookings.serviceType,
      creditsReturnedUsdCents: sumOf(creditEntries.amountUsdCents),
    })
    .from(creditEntries)
    .innerJoin(bookings, eq(bookings.id, creditEntries.bookingId))
    .where(
      and(
        eq(creditEntries.kind, 'release'),
        eq(creditEntries.cause, 'cancelled'),
        inArray(bookings.paymentStatus, ['paid', 'refunded']),
        within(creditEntries.createdAt, range),
      ),
    )
    .groupBy(day, bookings.serviceType);
}

/** The loyalty ledger's entries in the range, by Lagos day, summed per kind (issue 27). */
export function selectCreditsByDay(db: Executor, range: InstantRange) {
  const day = lagosDate(creditEntries.createdAt);
  const amount = creditEntries.amountUsdCents;
  const of = (...kinds: string[]) => inArray(creditEntries.kind, kinds as never);
  return db
    .select({
      date: day,
      earnedCents: sumOf(amount, of('earn')),
      appliedCents: sql<number>`-${sumOf(amount, of('redeem', 'release'))}`.mapWith(Number),
      reversedCents: sql<number>`-${sumOf(amount, of('reverse'))}`.mapWith(Number),
      expiredCents: sql<number>`-${sumOf(amount, of('expire'))}`.mapWith(Number),
      adjustedCents: sumOf(amount, of('adjust')),
    })
    .from(creditEntries)
    .where(within(creditEntries.createdAt, range))
    .groupBy(day);
}

/** The sum of every account's credits before `at`: the business's liability then. */
export async function selectCreditsOutstanding(db: Executor, at: Date): Promise<number> {
  const [row] = await db
    .select({ cents: sumOf(creditEntries.amountUsdCents) })
    .from(creditEntries)
    .where(lt(creditEntries.createdAt, at));
  return row?.cents ?? 0;
}
