/**
 * Payments read side and the rules every payment shares: who may pay which booking, and how
 * stored rows become the contract's Payment result (§3) and payment history records.
 */
import {
  disruptedNotPayableMessage,
  ErrorCode,
  HOLD_EXPIRED_MESSAGE,
  isChargedPayment,
  knownDisruption,
  minorToMajor,
  type PaymentHistoryEntry,
  PaymentMessages,
  type PaymentMethod,
  type PaymentRecord,
  type PaymentResult,
  rateE4ToNumber,
} from '@fasttrack/contracts';
import { bookingMoneyOf } from '../../db/booking-money';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  type BookingForPayment,
  findBookingForPayment,
  findPaymentRecord,
  listBookingsWithMoney,
  listPaymentRecords,
  type PaymentRecordRow,
  type PaymentRow,
} from './payments.repository';

/**
 * The booking `bookingId` that `userId` wants to pay, as of `now` (defaults to the current time):
 * it must be theirs (else 404, as if it did not exist), not expired nor past its hold (else 409
 * with HOLD_EXPIRED_MESSAGE; issue 15 §5) and still awaiting payment, i.e. status pending and
 * payment status pending or failed (else 409), and its flight not cancelled or diverted (else 409
 * with `disruptedNotPayableMessage`; issue 26 §3).
 * @param payer.lock lock the booking row for the rest of the caller's transaction (default false).
 */
export async function getPayableBooking(
  db: Executor,
  payer: { userId: string; bookingId: string; now?: Date; lock?: boolean },
): Promise<BookingForPayment> {
  const { userId, bookingId, now = new Date(), lock = false } = payer;
  const booking = await findBookingForPayment(db, bookingId, lock);
  if (!booking || booking.userId !== userId) throw AppError.notFound('Booking not found');
  const holdPassed = booking.status === 'pending' && booking.holdExpiresAt !== null && booking.holdExpiresAt <= now;
  if (booking.status === 'expired' || (holdPassed && booking.paymentStatus !== 'paid')) {
    throw AppError.conflict(HOLD_EXPIRED_MESSAGE);
  }
  if (booking.status !== 'pending' || (booking.paymentStatus !== 'pending' && booking.paymentStatus !== 'failed')) {
    throw AppError.conflict(PaymentMessages.bookingNotPayable);
  }
  const disruption = knownDisruption(booking);
  if (disruption) throw AppError.conflict(disruptedNotPayableMessage(disruption));
  return booking;
}

/** §3 Payment result of a stored payment; `amount` in major units. */
export function toPaymentResult(payment: PaymentRow): PaymentResult {
  return {
    reference: payment.reference,
    status: payment.status,
    amount: minorToMajor(payment.amountMinor),
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    method: payment.method,
    transactionId: payment.providerTransactionId,
  };
}

function toPaymentRecord(row: PaymentRecordRow): PaymentRecord {
  return {
    id: row.id,
    reference: row.reference,
    provider: row.provider,
    bookingId: row.bookingId,
    bookingReference: row.bookingReference,
    serviceType: row.serviceType,
    flightNumber: row.flightNumber,
    airlineName: row.airlineName,
    status: row.status,
    method: row.method,
    amount: minorToMajor(row.amountMinor),
    amountMinor: row.amountMinor,
    currency: row.currency,
    amountUsd: minorToMajor(row.totalUsdCents),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** `GET /payments/user`: the caller's payments, newest first. */
export async function listUserPayments(db: Executor, userId: string): Promise<PaymentRecord[]> {
  return (await listPaymentRecords(db, userId)).map(toPaymentRecord);
}

/**
 * `GET /payments/history` (issue 37): the caller's bookings with money, each with its money story
 * and its attempts (charged ones first, then newest first), so the Payments page shows credits
 * and bookings that credits alone paid.
 */
export async function listPaymentHistory(db: Executor, userId: string): Promise<PaymentHistoryEntry[]> {
  const [bookingRows, records] = await Promise.all([listBookingsWithMoney(db, userId), listPaymentRecords(db, userId)]);
  const attempts = new Map<string, PaymentRecord[]>();
  for (const record of records.map(toPaymentRecord)) {
    attempts.set(record.bookingId, [...(attempts.get(record.bookingId) ?? []), record]);
  }
  const charged = (r: PaymentRecord) => Number(isChargedPayment(r.status));
  return bookingRows.map((b) => ({
    bookingId: b.bookingId,
    bookingReference: b.bookingReference,
    serviceType: b.serviceType,
    flightNumber: b.flightNumber,
    airlineName: b.airlineName,
    bookingStatus: b.bookingStatus,
    paymentStatus: b.paymentStatus,
    exchangeRate: rateE4ToNumber(b.exchangeRateE4),
    freeCancellationHours: b.freeCancellationHours,
    money: bookingMoneyOf(b),
    attempts: (attempts.get(b.bookingId) ?? []).sort(
      (x, y) => charged(y) - charged(x) || y.createdAt.localeCompare(x.createdAt),
    ),
  }));
}

/**
 * `GET /payments/:id/status`: one of the caller's payments by id or reference, as stored
 * (webhooks keep it current). @throws AppError 404 for unknown ids and other people's payments.
 */
export async function getPaymentStatus(db: Executor, userId: string, key: string): Promise<PaymentRecord> {
  const row = await findPaymentRecord(db, userId, key);
  if (!row) throw AppError.notFound('Payment not found');
  return toPaymentRecord(row);
}

/** Maps a Paystack channel to the product's two methods; others keep the method asked for. */
export function methodFromChannel(
  channel: string | null | undefined,
  fallback: PaymentMethod | null,
): PaymentMethod | null {
  if (channel === 'card') return 'card';
  if (channel === 'bank' || channel === 'bank_transfer') return 'bank';
  return fallback;
}

/** 503 for a provider time-out, 502 for anything else it did wrong; the message is the user's. */
export function providerFailure(kind: 'timeout' | string, message: string): AppError {
  return kind === 'timeout'
    ? new AppError(ErrorCode.SERVICE_UNAVAILABLE, message, { statusCode: 503 })
    : new AppError(ErrorCode.PAYMENT_PROVIDER_ERROR, message, { statusCode: 502 });
}
