/**
 * Add-on lines refunded one by one (issue 41 item 4) in the money report's SQL. A line's refund
 * is a partial refund of its booking's paid payment (its reference is `<payment reference>-line-
 * <index>`): it counts as a refund on the Lagos day it was processed, of its own naira, and the
 * payment's later full refund counts only what the lines had not returned (pending, processing
 * or processed line refunds: the rest the refund job asked for, payments/refund-worker.ts).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, lineRefunds, payments } from '../../db/schema/index';
import { count, type InstantRange, lagosDate, sumOf, within } from './report-sql';

/** A line refund of the payment in the query (`x` the refund row): it returned money, or will. */
const ofPayment = sql`x.booking_id = ${payments.bookingId} and x.status in ('pending', 'processing', 'processed')
  and x.reference like ${payments.reference} || '-line-%'`;

/** Kobo of the payment in the query that its add-on lines returned (0 with none). */
export const paymentLineRefundsKobo = sql`coalesce((select sum(x.amount_ngn_kobo) from ${lineRefunds} x
  where ${ofPayment}), 0)`;

/**
 * The booking's price lines less those a line refund of the payment in the query returned, and
 * their USD total: what the payment's full refund is shared among (revenue-lines.repository.ts).
 */
const keptLines = sql`from jsonb_array_elements(${bookings.priceLines}) with ordinality as e(line, idx)
  where not exists (select 1 from ${lineRefunds} x where ${ofPayment} and x.line_index = e.idx - 1)`;
export const linesKeptByRefund = sql`(select coalesce(jsonb_agg(e.line order by e.idx), '[]'::jsonb) ${keptLines})`;
export const usdCentsKeptByRefund = sql`(select coalesce(sum((e.line ->> 'amountUsdCents')::bigint), 0) ${keptLines})`;

/** Line refunds processed in the range, by Lagos day and service type, as `selectRefundedByDay` counts refunds. */
export function selectLineRefundsByDay(db: Executor, range: InstantRange) {
  const day = lagosDate(lineRefunds.refundedAt);
  return db
    .select({
      date: day,
      serviceType: bookings.serviceType,
      refunds: count(),
      refundedNgnKobo: sumOf(lineRefunds.amountNgnKobo),
      refundedUsdCents: sumOf(sql`round(${lineRefunds.amountNgnKobo} / ${bookings.exchangeRateE4})`),
    })
    .from(lineRefunds)
    .innerJoin(bookings, eq(bookings.id, lineRefunds.bookingId))
    .where(processedLineRefunds(range))
    .groupBy(day, bookings.serviceType);
}

/** The condition of a line refund that returned naira in the range. */
export const processedLineRefunds = (range: InstantRange) =>
  and(eq(lineRefunds.status, 'processed'), gt(lineRefunds.amountNgnKobo, 0), within(lineRefunds.refundedAt, range));
