/**
 * Paystack payments (issue: payments, "Paystack"; https://paystack.com/docs/api/transaction/).
 *
 * create: the server prices the charge from the booking (NGN kobo copied onto it when it was
 * made), initializes a transaction and stores the payment as initialized only after Paystack
 * said yes. verify: asks Paystack, then settles through the shared settlement path.
 */
import {
  CURRENCY_PAYMENT,
  Messages,
  minorToMajor,
  PaymentMessages,
  type PaymentMetadata,
  type PaymentMethod,
  type PaymentResult,
  type PaystackCreateResult,
  paymentFailedMessage,
  rateE4ToNumber,
} from '@fasttrack/contracts';
import { PaystackError } from '../../integrations/paystack/paystack-client';
import type { TransactionData } from '../../integrations/paystack/paystack-types';
import { AppError } from '../../lib/errors';
import { enqueueAbandonCheck } from './abandon-payment.job';
import { applyCreditsWish } from './credits-checkout';
import type { PaymentDeps } from './payments.deps';
import { findPaymentByReference, insertPayment, markPaymentPendingIfInitialized } from './payments.repository';
import { getPayableBooking, providerFailure, toPaymentResult } from './payments.service';
import { paystackOutcome } from './paystack-outcome';
import { settlePayment } from './settlement';

/** Paystack channels per method (§9: card and bank transfer). */
const CHANNELS: Record<PaymentMethod, string[]> = { card: ['card'], bank: ['bank_transfer'] };

/** Where Paystack sends the browser back after checkout; it appends `reference` and `trxref`. */
export function paystackCallbackUrl(publicUrl: string): string {
  return `${publicUrl}/bookings?payment=callback`;
}

/**
 * `POST /payments/paystack/create`. The attempt is stored `initialized` together with its
 * abandonment check, PAYMENT_ABANDON_MINUTES later (issue 19 §3), in one transaction.
 * With `useCredits` (issue 27 §3) the loyalty credits that apply are reserved first and only the
 * rest is charged; when they cover everything the booking is confirmed and no checkout is opened
 * (`paidWithCredits`). Without it, nothing about credits happens (older clients see no change).
 * @param input.returnBase where checkout sends the browser back (default PUBLIC_URL; issue 19 §6).
 * @returns what the browser needs to open the checkout; `amount` in naira, `amountKobo` in kobo.
 * @throws AppError 404 (not the caller's booking), 409 (not awaiting payment),
 *   400 'Customer email is required', 502/503 'Failed to initialize payment. Please try again.'
 */
export async function createPaystackPayment(
  deps: PaymentDeps,
  input: {
    userId: string;
    bookingId: string;
    paymentMethod?: PaymentMethod;
    returnBase?: string;
    useCredits?: boolean;
  },
): Promise<PaystackCreateResult> {
  const booking = await getPayableBooking(deps.db, { userId: input.userId, bookingId: input.bookingId });
  const email = booking.email.trim();
  if (!email) throw AppError.badRequest(Messages.customerEmailRequired);
  // Only credits that pay everything may come without a method (issue 37).
  if (!input.paymentMethod && input.useCredits !== true) throw AppError.badRequest(Messages.paymentMethodRequired);
  const split =
    input.useCredits === undefined
      ? null
      : await applyCreditsWish(deps, {
          userId: input.userId,
          bookingId: booking.id,
          useCredits: input.useCredits,
          hasMethod: input.paymentMethod !== undefined,
        });
  if (split && split.moneyUsdCents === 0) {
    return {
      reference: booking.reference,
      accessCode: '',
      authorizationUrl: '',
      publicKey: deps.config.paystack.publicKey,
      amount: 0,
      amountKobo: 0,
      currency: CURRENCY_PAYMENT,
      email,
      creditsAppliedUsdCents: split.creditsUsdCents,
      paidWithCredits: true,
    };
  }
  const paymentMethod = input.paymentMethod;
  // applyCreditsWish refused money without a method; this is for the type checker.
  if (!paymentMethod) throw AppError.badRequest(Messages.paymentMethodRequired);
  const reference = `${booking.reference}-${Date.now()}`;
  const amount = split ? split.moneyNgnKobo : booking.totalNgnKobo;
  const metadata: PaymentMetadata = {
    bookingReference: booking.reference,
    selectedCurrency: CURRENCY_PAYMENT,
    originalAmountUSD: minorToMajor(booking.totalUsdCents),
    exchangeRate: rateE4ToNumber(booking.exchangeRateE4),
    paymentMethod,
    customerName: `${booking.firstName} ${booking.lastName}`.trim(),
    ...(split && split.creditsUsdCents > 0 ? { creditsAppliedUSD: minorToMajor(split.creditsUsdCents) } : {}),
  };
  let init: Awaited<ReturnType<PaymentDeps['paystack']['initialize']>>;
  try {
    init = await deps.paystack.initialize({
      email,
      amount,
      currency: CURRENCY_PAYMENT,
      reference,
      channels: CHANNELS[paymentMethod],
      callback_url: paystackCallbackUrl(input.returnBase ?? deps.config.publicUrl),
      metadata,
    });
  } catch (err) {
    if (!(err instanceof PaystackError)) throw err;
    deps.log.warn({ err, reference }, 'paystack initialize failed');
    throw providerFailure(err.kind, Messages.paymentInitFailed);
  }
  await deps.db.transaction(async (tx) => {
    await insertPayment(tx, {
      bookingId: booking.id,
      userId: input.userId,
      provider: 'paystack',
      reference,
      amountMinor: amount,
      currency: CURRENCY_PAYMENT,
      method: paymentMethod,
      status: 'initialized',
      accessCode: init.access_code,
      authorizationUrl: init.authorization_url,
      metadata,
    });
    await enqueueAbandonCheck(deps.jobs, tx, { reference });
  });
  return {
    reference,
    accessCode: init.access_code,
    authorizationUrl: init.authorization_url,
    publicKey: deps.config.paystack.publicKey,
    amount: minorToMajor(amount),
    amountKobo: amount,
    currency: CURRENCY_PAYMENT,
    email,
    ...(split ? { creditsAppliedUsdCents: split.creditsUsdCents } : {}),
  };
}

/**
 * `POST /payments/paystack/verify`. A payment already settled (say, by the webhook) is answered
 * from the database. Otherwise Paystack is asked and the answer settled; if Paystack cannot
 * answer, the payment stays unsettled (pending) and can be verified again later.
 * @throws AppError 404 (unknown or not the caller's), 502/503 (provider down), 422 (provider refused)
 */
export async function verifyPaystackPayment(
  deps: PaymentDeps,
  input: { userId: string; reference: string },
): Promise<{ result: PaymentResult; message: string }> {
  const payment = await findPaymentByReference(deps.db, input.reference);
  if (!payment || payment.userId !== input.userId || payment.provider !== 'paystack') {
    throw AppError.notFound('Payment not found');
  }
  if (payment.status === 'paid' || payment.status === 'refunded') {
    return { result: toPaymentResult(payment), message: PaymentMessages.paid };
  }
  let tx: TransactionData;
  try {
    tx = await deps.paystack.verify(payment.reference);
  } catch (err) {
    if (!(err instanceof PaystackError)) throw err;
    deps.log.warn({ err, reference: payment.reference }, 'paystack verify failed');
    await markPaymentPendingIfInitialized(deps.db, payment.id);
    if (err.kind === 'rejected') throw AppError.unprocessable(PaymentMessages.verifyRejected);
    throw providerFailure(err.kind, PaymentMessages.verifyUnavailable);
  }
  const settled = await settlePayment(deps, paystackOutcome(tx, payment.method), payment.reference);
  if (settled?.duplicate) deps.log.warn({ reference: payment.reference }, 'second payment for an already paid booking');
  const stored = settled?.payment ?? payment;
  const message =
    stored.status === 'paid'
      ? PaymentMessages.paid
      : stored.status === 'failed'
        ? paymentFailedMessage(stored.failureReason)
        : PaymentMessages.notComplete;
  return { result: toPaymentResult(stored), message };
}
