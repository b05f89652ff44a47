/**
 * POST /api/payments/paystack/create { bookingId, paymentMethod } (spec §7): the server prices
 * the charge from the booking and answers what the browser needs to open the checkout
 * (reference, access code, authorization URL, public key, amount in naira and kobo, NGN, e-mail).
 * Credits that pay everything need no method (issue 37): it is left out then.
 * Errors as §8 "Payment initialization": 'Customer email is required' when the server says so, the
 * server's sentence when the booking cannot be paid (4xx), else 'Failed to initialize payment.
 * Please try again.'
 * {@link useStartPaystackPayment} is the mutation Pay runs: this call, then the checkout.
 */
import {
  Messages,
  type PaymentMethod,
  type PaystackCreateResult,
  PaystackCreateResultSchema,
  successEnvelope,
} from '@fasttrack/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { type CheckoutOutcome, openPaystackCheckout } from '../paystack-checkout';

const ResponseSchema = successEnvelope(PaystackCreateResultSchema);

/** @throws ApiError with the §8 message. */
export async function createPaystackPayment(
  bookingId: string,
  paymentMethod: PaymentMethod | undefined,
  useCredits?: boolean,
): Promise<PaystackCreateResult> {
  try {
    const body = await apiClient.post(
      '/payments/paystack/create',
      {
        bookingId,
        ...(paymentMethod ? { paymentMethod } : {}),
        ...(useCredits === undefined ? {} : { useCredits }),
      },
      { schema: ResponseSchema },
    );
    return body.data;
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 409);
    if (refused) throw error;
    throw new ApiError(Messages.paymentInitFailed, {
      status: error instanceof ApiError ? error.status : null,
      code: error instanceof ApiError ? error.code : 'UNEXPECTED',
    });
  }
}

export interface StartPaymentVariables {
  bookingId: string;
  /** Absent only when the credits pay everything (issue 37). */
  paymentMethod?: PaymentMethod;
  /** The wish to pay with loyalty credits (issue 27 §3); left out when none are offered. */
  useCredits?: boolean;
}

/** What Pay ends with: the checkout's outcome, or the credits paid for everything (no checkout). */
export type StartPaymentOutcome = CheckoutOutcome | { kind: 'paid-with-credits' };

/**
 * Pay: creates the payment, then opens its checkout (§7 Browser payment widget). Pending until the
 * checkout reports; resolves with its outcome (paid, closed, failed, or redirected to the checkout
 * page; or paid with credits, when no checkout opens); rejects with the §8 "Payment
 * initialization" error. `onSuccess`: what the paying feature fetches again for that outcome.
 */
export function useStartPaystackPayment({
  onSuccess,
}: Pick<UseMutationOptions<StartPaymentOutcome, Error, StartPaymentVariables>, 'onSuccess'> = {}) {
  return useMutation({
    mutationFn: async ({
      bookingId,
      paymentMethod,
      useCredits,
    }: StartPaymentVariables): Promise<StartPaymentOutcome> => {
      const payment = await createPaystackPayment(bookingId, paymentMethod, useCredits);
      if (payment.paidWithCredits) return { kind: 'paid-with-credits' };
      return openPaystackCheckout(payment, bookingId);
    },
    onSuccess,
  });
}
