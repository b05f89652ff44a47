/**
 * A booking's money story in SQL (issue 37; contracts `BookingMoneySchema`): correlated
 * subqueries over the credit ledger and the payments of the booking in `bookings`, each on its
 * booking index (credit_entries_booking_idx, payments_booking_idx). Every reader of a booking
 * (its API answer, the e-mails and receipt, the Payments page) selects these same columns, so
 * they cannot tell the story differently. Integers: USD cents and NGN kobo.
 *
 * Credits: what paid the booking is every redeem less every release except a release on
 * cancellation (those are the credits returned). Naira: Paystack charges that took money (paid,
 * or paid and later refunded); refunded is what of them went back, add-on lines refunded one by
 * one included.
 */
import type { BookingMoney } from '@fasttrack/contracts';
import { sql } from 'drizzle-orm';
import { bookings, creditEntries, lineRefunds, payments } from './schema/index';

const creditsSum = (where: ReturnType<typeof sql>) =>
  sql<number>`coalesce((select sum(${creditEntries.amountUsdCents}) from ${creditEntries}
    where ${creditEntries.bookingId} = ${bookings.id} and ${where}), 0)::int`.mapWith(Number);
const nairaSum = (where: ReturnType<typeof sql>) =>
  sql<number>`coalesce((select sum(${payments.amountMinor}) from ${payments}
    where ${payments.bookingId} = ${bookings.id} and ${payments.currency} = 'NGN' and ${where}), 0)::bigint`.mapWith(
    Number,
  );

/**
 * Add-on lines refunded one by one (issue 41 item 4; ADR 374), while the payment itself is not
 * refunded: once it is, its whole amount counts above (the lines' refunds and the rest). The
 * inner column is qualified by hand: drizzle may write an outer column unqualified, which inside
 * `payments p` would name p's own.
 */
const lineRefundsBeforeTheRest = sql`coalesce((select sum(${lineRefunds.amountNgnKobo}) from ${lineRefunds}
    where ${lineRefunds.bookingId} = ${bookings.id} and ${lineRefunds.status} = 'processed'
      and not exists (select 1 from ${payments} p
        where p.booking_id = "line_refunds"."booking_id" and p.status = 'refunded')), 0)::bigint`;

const returnedOnCancel = sql`${creditEntries.kind} = 'release' and ${creditEntries.cause} = 'cancelled'`;

/** Select these with `bookings` in the query: a booking's money columns. */
export const bookingMoneyColumns = {
  moneyCreditsUsdCents: sql<number>`(-${creditsSum(
    sql`${creditEntries.kind} in ('redeem', 'release') and not (${returnedOnCancel})`,
  )})`.mapWith(Number),
  moneyCreditsReturnedUsdCents: creditsSum(returnedOnCancel),
  moneyChargedNgnKobo: nairaSum(sql`${payments.status} in ('paid', 'refunded')`),
  moneyRefundedNgnKobo:
    sql<number>`(${nairaSum(sql`${payments.status} = 'refunded'`)} + ${lineRefundsBeforeTheRest})`.mapWith(Number),
};

/** The money columns of a row and its totals as the contract's `BookingMoney`. */
export function bookingMoneyOf(row: {
  totalUsdCents: number;
  totalNgnKobo: number;
  moneyCreditsUsdCents: number;
  moneyCreditsReturnedUsdCents: number;
  moneyChargedNgnKobo: number;
  moneyRefundedNgnKobo: number;
}): BookingMoney {
  return {
    totalUsdCents: row.totalUsdCents,
    totalNgnKobo: row.totalNgnKobo,
    creditsUsdCents: row.moneyCreditsUsdCents,
    creditsReturnedUsdCents: row.moneyCreditsReturnedUsdCents,
    chargedNgnKobo: row.moneyChargedNgnKobo,
    refundedNgnKobo: row.moneyRefundedNgnKobo,
  };
}
