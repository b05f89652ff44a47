/**
 * The booking status machine (issue: bookings, "Status transitions"). One function decides
 * every move; illegal ones are refused with 409. Every change is written to the booking's
 * history (booking-history.ts) with who made it, when, the old value and the new value.
 *
 *   status:         pending -> confirmed -> completed;  pending | confirmed -> cancelled
 *   payment status: pending -> paid | failed;  failed -> paid (a later attempt succeeds);  paid -> refunded
 *   refund status:  null -> pending -> processing -> processed | failed;  failed -> pending (retry)
 */
import type { BookingPaymentStatus, BookingStatus, RefundStatus } from '@fasttrack/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { type Actor, recordBookingChange } from './booking-history';

const STATUS_MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled', 'expired'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  // An unpaid booking whose hold ran out (issue 15 §5); a late payment is refunded, not applied.
  expired: [],
};
const PAYMENT_MOVES: Record<BookingPaymentStatus, readonly BookingPaymentStatus[]> = {
  pending: ['paid', 'failed'],
  failed: ['paid', 'pending'],
  paid: ['refunded'],
  refunded: [],
};
const REFUND_MOVES: Record<RefundStatus | 'none', readonly RefundStatus[]> = {
  none: ['pending'],
  pending: ['processing', 'processed', 'failed'],
  processing: ['processed', 'failed'],
  processed: [],
  failed: ['pending'],
};

export type BookingField = 'status' | 'payment_status' | 'refund_status';

/** True when `from -> to` is a legal move for `field`. Staying put is not a move. */
export function canTransition(field: BookingField, from: string | null, to: string): boolean {
  switch (field) {
    case 'status':
      return (STATUS_MOVES[from as BookingStatus] ?? []).includes(to as BookingStatus);
    case 'payment_status':
      return (PAYMENT_MOVES[from as BookingPaymentStatus] ?? []).includes(to as BookingPaymentStatus);
    case 'refund_status':
      return (REFUND_MOVES[(from ?? 'none') as RefundStatus | 'none'] ?? []).includes(to as RefundStatus);
  }
}

export interface TransitionInput {
  bookingId: string;
  field: BookingField;
  from: string | null;
  to: string;
  actor: Actor;
  reason?: string;
}

const COLUMN = { status: 'status', payment_status: 'paymentStatus', refund_status: 'refundStatus' } as const;

/**
 * Applies one transition inside the caller's transaction: checks it, updates the booking
 * only if it still holds `from` (so concurrent writers cannot both win), and records the event.
 * @throws AppError 409 CONFLICT when the move is illegal or the booking changed meanwhile.
 */
export async function applyTransition(tx: Executor, input: TransitionInput): Promise<void> {
  const { bookingId, field, from, to, actor, reason } = input;
  if (!canTransition(field, from, to)) {
    throw AppError.conflict(`Cannot change ${field.replace('_', ' ')} from ${from ?? 'none'} to ${to}`);
  }
  const column = bookings[COLUMN[field]];
  const updated = await tx
    .update(bookings)
    .set({
      [COLUMN[field]]: to,
      updatedAt: new Date(),
      ...(field === 'status' && to === 'cancelled' ? { cancelledAt: new Date() } : {}),
    })
    .where(and(eq(bookings.id, bookingId), from === null ? isNull(column) : eq(column, from as never)))
    .returning({ id: bookings.id });
  if (updated.length === 0) throw AppError.conflict('The booking was changed by another request. Please reload it.');
  await recordBookingChange(tx, { bookingId, kind: field, from, to, actor, reason });
}
