/**
 * The SQL of "Revenue by line" (issue 41 item 5): the money report's net (naira charged in the
 * range less naira refunded in the range, with the USD equivalent at each booking's rate) shared
 * among the price lines each booking was sold with (`bookings.price_lines`, read with
 * `jsonb_to_recordset`), by served airport and kind of line. One aggregate in the database, the
 * same text on PGlite and PostgreSQL.
 */
import { CHARGED_PAYMENT_STATUSES, type PriceLineKind } from '@fasttrack/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { bookings, lineRefunds, payments } from '../../db/schema/index';
import {
  linesKeptByRefund,
  paymentLineRefundsKobo,
  processedLineRefunds,
  usdCentsKeptByRefund,
} from './line-refunds-sql';
import { type InstantRange, within } from './report-sql';

export interface RevenueLineRow {
  airportIata: string;
  kind: PriceLineKind;
  netNgnKobo: number;
  netUsdCents: number;
}

/**
 * Naira moves of the range, one row each: a charge taken in it (+), a refund made in it (-), as
 * `selectPaidByDay` and `selectRefundedByDay` count them (naira only), with the booking's lines.
 * A payment's refund returns what its add-on lines had not (issue 41 item 4), shared among the
 * lines they left (line-refunds-sql.ts).
 */
function moves(range: InstantRange, move: { sign: 1 | -1; at: AnyPgColumn; status: SQL | undefined }) {
  const { sign, at, status } = move;
  const refund = sign === -1;
  const kobo = refund ? sql`(${payments.amountMinor} - ${paymentLineRefundsKobo})` : sql`${payments.amountMinor}`;
  return sql`select ${payments.id} as payment_id, ${sign}::int as sign, ${bookings.airportIata} as airport_iata,
      ${refund ? linesKeptByRefund : bookings.priceLines} as lines,
      ${refund ? usdCentsKeptByRefund : bookings.totalUsdCents} as total_usd_cents,
      ${kobo}::numeric * ${sign}::int as kobo,
      round(${kobo} / ${bookings.exchangeRateE4}) * ${sign}::int as usd
    from ${payments} inner join ${bookings} on ${eq(bookings.id, payments.bookingId)}
    where ${payments.currency} = 'NGN' and ${status} and ${within(at, range)}`;
}

/** Add-on lines refunded on their own in the range (issue 41 item 4): all of each is the add-on kind's. */
function lineRefundMoves(range: InstantRange) {
  return sql`select ${bookings.airportIata} as airport_iata, 'add_on' as kind,
      -${lineRefunds.amountNgnKobo}::numeric as kobo,
      -round(${lineRefunds.amountNgnKobo} / ${bookings.exchangeRateE4}) as usd
    from ${lineRefunds} inner join ${bookings} on ${eq(bookings.id, lineRefunds.bookingId)}
    where ${processedLineRefunds(range)}`;
}

/**
 * Net revenue by airport and kind of line over the range. A move is shared among its booking's
 * lines in proportion to their USD amounts (a surcharge's share rounded half away from zero);
 * the service line takes what is left, so each move's shares add up to it exactly and the rows
 * add up to the money report's net. A booking's lines always hold one service line (bookings made
 * before lines were backfilled with it). Rows in no particular order.
 */
export async function selectRevenueByLine(db: Executor, range: InstantRange): Promise<RevenueLineRow[]> {
  const share = (total: string) =>
    sql.raw(`case when l.kind = 'service' then 0
      else coalesce(round(m.${total} * l."amountUsdCents" / nullif(m.total_usd_cents, 0)), 0) end`);
  const result = await db.execute(sql`
    with m as (
      ${moves(range, { sign: 1, at: payments.paidAt, status: inArray(payments.status, [...CHARGED_PAYMENT_STATUSES]) })}
      union all
      ${moves(range, { sign: -1, at: payments.refundedAt, status: eq(payments.status, 'refunded') })}
    ), shares as (
      select m.payment_id, m.sign, m.airport_iata, l.kind, m.kobo, m.usd,
        ${share('kobo')} as kobo_share, ${share('usd')} as usd_share
      from m cross join lateral jsonb_to_recordset(m.lines) as l(kind text, "amountUsdCents" bigint)
    ), settled as (
      select airport_iata, kind,
        case when kind = 'service' then kobo - sum(kobo_share) over (partition by payment_id, sign)
          else kobo_share end as kobo,
        case when kind = 'service' then usd - sum(usd_share) over (partition by payment_id, sign)
          else usd_share end as usd
      from shares
    )
    select airport_iata::text as airport_iata, kind, sum(kobo)::bigint::text as kobo, sum(usd)::bigint::text as usd
    from (select * from settled union all ${lineRefundMoves(range)}) as all_moves group by airport_iata, kind`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    airportIata: String(row.airport_iata),
    kind: row.kind as PriceLineKind,
    netNgnKobo: Number(row.kobo),
    netUsdCents: Number(row.usd),
  }));
}
