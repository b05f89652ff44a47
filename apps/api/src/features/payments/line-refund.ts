/**
 * The refund of one add-on line of a paid booking (issue 41 item 4): decided when the dispatcher
 * declines the line or the officer marks it not delivered, in that change's transaction, and
 * carried out by the `refund-extra-line` job (line-refund-worker.ts) through the provider that
 * took the money, as a partial refund of its payment. The line's refund is its `line_refunds`
 * row, which this feature alone writes: `status` (pending, processing, processed, failed),
 * `amount_ngn_kobo` and `reference` (`<payment reference>-line-<line index>`, ours).
 *
 * Amount: the line's USD cents at the booking's exchange rate, in kobo (contracts
 * usdCentsToKobo), capped at the naira charged less what the booking's lines took back already. A
 * line that costs nothing, or a booking credits paid alone, returns 0: processed at once, no job.
 * A booking confirmed on account (issue 39 item 3) owes its money on the organisation's ledger:
 * the line is credited there at once (invoicing `creditLineRefund`, a `refund` entry the next
 * invoice shows as a credit line) and its refund is processed, no job. A booking paid in USD
 * (Stripe) is refused with 409: a dollar refund per line is not made yet.
 *
 * The booking's later full refund (refund-worker.ts) returns only what the lines left
 * ({@link lineRefundsKobo}), and a Paystack `refund.processed` of a line's partial refund finishes
 * that line, not the payment ({@link applyLineRefundEvent}).
 */
import { usdCentsToKobo } from '@fasttrack/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings, lineRefunds } from '../../db/schema/index';
import type { JobRunner } from '../../jobs/job-runner';
import { AppError } from '../../lib/errors';
import { recordLiveEvent } from '../../lib/live-events';
import { creditLineRefund } from '../invoicing/index';
import { findPaidPaymentForBooking, findPaymentByReference } from './payments.repository';

export const LINE_REFUND_QUEUE = 'refund-extra-line';

/** The 409 of a line whose money cannot be returned line by line (said once, here). */
export const LineRefundMessages = {
  inDollars: 'This booking was paid in US dollars: its add-on lines cannot be refunded one by one yet.',
} as const;

/** Line refunds that return money or will: pending, processing or processed. */
const COUNTED = ['pending', 'processing', 'processed'] as const;

/** Kobo the booking's add-on lines have returned or are returning. */
export async function lineRefundsKobo(tx: Executor, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ kobo: sql<number>`coalesce(sum(${lineRefunds.amountNgnKobo}), 0)::int`.mapWith(Number) })
    .from(lineRefunds)
    .where(and(eq(lineRefunds.bookingId, bookingId), inArray(lineRefunds.status, [...COUNTED])));
  return row?.kobo ?? 0;
}

/** A line of a booking: the booking and the line's index in its price lines. */
export interface LineKey {
  bookingId: string;
  lineIndex: number;
}

/** The job's key of a line's refund. */
export const lineRefundKey = (key: LineKey) => `${key.bookingId}:${key.lineIndex}`;

/**
 * Decides the refund of a line that has none yet, and enqueues its job, in `tx` (the caller holds
 * the booking's lock); on account, credits the organisation at once instead.
 * @returns the line's refund as decided.
 * @throws AppError 409 for a booking paid in dollars (LineRefundMessages).
 */
export async function decideLineRefund(
  tx: Executor,
  jobs: JobRunner,
  line: { bookingId: string; lineIndex: number; amountUsdCents: number },
): Promise<{ status: 'pending' | 'processed'; amountNgnKobo: number; creditedOnAccount: boolean }> {
  const { bookingId, lineIndex } = line;
  const payment = await findPaidPaymentForBooking(tx, bookingId);
  if (payment && payment.currency !== 'NGN') throw AppError.conflict(LineRefundMessages.inDollars);
  const now = new Date();
  const booking = payment ? await bookingOf(tx, bookingId) : null;
  const amount =
    payment && booking
      ? Math.max(
          0,
          Math.min(
            usdCentsToKobo(line.amountUsdCents, booking.rate),
            payment.amountMinor - (await lineRefundsKobo(tx, bookingId)),
          ),
        )
      : 0;
  const reference = payment ? `${payment.reference}-line-${lineIndex}` : null;
  const processed = {
    bookingId,
    lineIndex,
    status: 'processed' as const,
    refundedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  if (!payment || !booking || amount === 0) {
    await tx.insert(lineRefunds).values({ ...processed, amountNgnKobo: 0 });
    return { status: 'processed', amountNgnKobo: 0, creditedOnAccount: false };
  }
  if (payment.provider === 'account') {
    if (!booking.organisationId)
      throw new Error(`account payment ${payment.reference} has a booking of no organisation`);
    await creditLineRefund(tx, {
      organisationId: booking.organisationId,
      bookingId,
      reference: booking.reference,
      amountNgnKobo: amount,
      actorUserId: null,
      occurredAt: now,
      lineIndex,
    });
    await tx.insert(lineRefunds).values({ ...processed, amountNgnKobo: amount, reference });
    return { status: 'processed', amountNgnKobo: amount, creditedOnAccount: true };
  }
  await tx.insert(lineRefunds).values({
    bookingId,
    lineIndex,
    status: 'pending',
    amountNgnKobo: amount,
    reference,
    createdAt: now,
    updatedAt: now,
  });
  await jobs.enqueue(tx, {
    name: LINE_REFUND_QUEUE,
    data: { bookingId, lineIndex },
    singletonKey: lineRefundKey(line),
  });
  return { status: 'pending', amountNgnKobo: amount, creditedOnAccount: false };
}

/** The booking's rate, reference and organisation, as a line's refund needs them. */
async function bookingOf(tx: Executor, bookingId: string) {
  const [booking] = await tx
    .select({ rate: bookings.exchangeRateE4, reference: bookings.reference, organisationId: bookings.organisationId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`booking ${bookingId} of a paid payment vanished`);
  return booking;
}

/**
 * The line's refund is done. Its live event is the line's (`extra`): the live pages' `refunded`
 * means the booking's refund. @returns false when it was not under way.
 */
export function completeLineRefund(tx: Executor, key: LineKey): Promise<boolean> {
  return moveUnderWayRefund(tx, key, { status: 'processed', refundedAt: new Date(), failure: null });
}

/** The provider could not return the line's money. @returns false when it was not under way. */
export function failLineRefund(tx: Executor, key: LineKey, reason: string): Promise<boolean> {
  return moveUnderWayRefund(tx, key, { status: 'failed', failure: reason });
}

async function moveUnderWayRefund(
  tx: Executor,
  key: LineKey,
  set: Partial<typeof lineRefunds.$inferInsert>,
): Promise<boolean> {
  const moved = await tx
    .update(lineRefunds)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(lineRefunds.bookingId, key.bookingId),
        eq(lineRefunds.lineIndex, key.lineIndex),
        inArray(lineRefunds.status, ['pending', 'processing']),
      ),
    )
    .returning({ lineIndex: lineRefunds.lineIndex });
  if (moved.length === 0) return false;
  await recordLiveEvent(tx, { bookingId: key.bookingId, type: 'extra', payload: { lineIndex: key.lineIndex } });
  return true;
}

/**
 * A Paystack `refund.processed` or `refund.failed` names the transaction and the amount, not our
 * reference. It is a line's when a line of that payment's booking has a refund of that amount
 * under way, unless the booking's own refund of the same amount is too (the booking's refund path
 * takes it then). An event of a line already finished (the provider answered `processed` at once)
 * changes nothing, and above all does not mark the whole payment refunded.
 * @returns `not-a-line` when the booking's refund path should apply it.
 */
export async function applyLineRefundEvent(
  tx: Executor,
  event: { transactionReference: string; amount: number | undefined; processed: boolean },
): Promise<'applied' | 'ignored' | 'not-a-line'> {
  if (event.amount === undefined) return 'not-a-line';
  const payment = await findPaymentByReference(tx, event.transactionReference);
  // A payment refunded in full meanwhile may still hear of a line refund that was under way.
  const charged = payment?.status === 'paid' || payment?.status === 'refunded';
  if (!payment || !charged || event.amount >= payment.amountMinor) return 'not-a-line';
  const [booking] = await tx
    .select({ refundStatus: bookings.refundStatus })
    .from(bookings)
    .where(eq(bookings.id, payment.bookingId));
  const bookingRefunding = booking?.refundStatus === 'pending' || booking?.refundStatus === 'processing';
  if (bookingRefunding && payment.amountMinor - (await lineRefundsKobo(tx, payment.bookingId)) === event.amount) {
    return 'not-a-line';
  }
  const lines = await tx
    .select({ lineIndex: lineRefunds.lineIndex, status: lineRefunds.status })
    .from(lineRefunds)
    .where(and(eq(lineRefunds.bookingId, payment.bookingId), eq(lineRefunds.amountNgnKobo, event.amount)))
    .orderBy(lineRefunds.lineIndex);
  const line = lines.find((l) => l.status === 'pending' || l.status === 'processing');
  if (!line) return lines.length > 0 ? 'ignored' : 'not-a-line';
  const key = { bookingId: payment.bookingId, lineIndex: line.lineIndex };
  const changed = event.processed
    ? await completeLineRefund(tx, key)
    : await failLineRefund(tx, key, 'Paystack could not process the refund');
  return changed ? 'applied' : 'ignored';
}
