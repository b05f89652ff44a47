/**
 * Add-on lines refunded one by one (issue 41 item 4) in the money report's SQL. A line's refund
 * is a partial refund of its booking's paid payment (its reference is `<payment reference>-line-
 * <index>`): it counts as a refund on the Lagos day it was processed, of its own naira, and the
 * payment's later full refund counts only what the lines had not returned (pending, processing
 * or processed line refunds: the rest the refund job asked for, payments/refund-worker.ts).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookingExtraLines, bookings, payments } from '../../db/schema/index';
import { count, type InstantRange, lagosDate, sumOf, within } from './report-sql';

/** A line refund of the payment in the query (`x` the line row): it returned money, or will. */
const ofPayment = sql`x.booking_id = ${payments.bookingId} and x.refund_status in ('pending', 'processing', 'processed')
  and x.refund_reference like ${payments.reference} || '-line-%'`;

/** Kobo of the payment in the query that its add-on lines returned (0 with none). */
export const paymentLineRefundsKobo = sql`coalesce((select sum(x.refund_ngn_kobo) from ${bookingExtraLines} x
  where ${ofPayment}), 0)`;

/**
 * The booking's price lines less those a line refund of the payment in the query returned, and
 * their USD total: what the payment's full refund is shared among (revenue-lines.repository.ts).
 */
const keptLines = sql`from jsonb_array_elements(${bookings.priceLines}) with ordinality as e(line, idx)
  where not exists (select 1 from ${bookingExtraLines} x where ${ofPayment} and x.line_index = e.idx - 1)`;
export const linesKeptByRefund = sql`(select coalesce(jsonb_agg(e.line order by e.idx), '[]'::jsonb) ${keptLines})`;
export const usdCentsKeptByRefund = sql`(select coalesce(sum((e.line ->> 'amountUsdCents')::bigint), 0) ${keptLines})`;

/** Line refunds processed in the range, by Lagos day and service type, as `selectRefundedByDay` counts refunds. */
export function selectLineRefundsByDay(db: Executor, range: InstantRange) {
  const day = lagosDate(bookingExtraLines.refundedAt);
  return db
    .select({
      date: day,
      serviceType: bookings.serviceType,
      refunds: count(),
      refundedNgnKobo: sumOf(bookingExtraLines.refundNgnKobo),
      refundedUsdCents: sumOf(sql`round(${bookingExtraLines.refundNgnKobo} / ${bookings.exchangeRateE4})`),
    })
    .from(bookingExtraLines)
    .innerJoin(bookings, eq(bookings.id, bookingExtraLines.bookingId))
    .where(processedLineRefunds(range))
    .groupBy(day, bookings.serviceType);
}

/** The condition of a line refund that returned naira in the range. */
export const processedLineRefunds = (range: InstantRange) =>
  and(
    eq(bookingExtraLines.refundStatus, 'processed'),
    gt(bookingExtraLines.refundNgnKobo, 0),
    within(bookingExtraLines.refundedAt, range),
  );
