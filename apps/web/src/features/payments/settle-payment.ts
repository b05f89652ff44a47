/**
 * After the checkout: verify the payment with the server, then complete the booking
 * (spec §4: "payment to success when payment completes (then complete-payment is called)").
 *
 * @returns the paid, confirmed booking.
 * @throws PaymentNotCompleteError when the provider has not taken the money (closed or
 *   cancelled checkout, declined card): the booking stays pending and can be paid later;
 *   ApiError from verify (e.g. the provider cannot answer yet);
 *   ApiError 'Payment was successful but there was an issue updating your booking. Please
 *   contact support.' when the money was taken but the booking could not be completed (§8).
 */
import { type Booking, Messages } from '@fasttrack/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { completeBookingPayment } from './api/complete-payment';
import { verifyPaystackPayment } from './api/verify-paystack-payment';

export class PaymentNotCompleteError extends Error {
  override readonly name = 'PaymentNotCompleteError';
}

export async function settlePayment(bookingId: string, reference: string): Promise<Booking> {
  const { result, message } = await verifyPaystackPayment(reference);
  if (result.status !== 'paid') throw new PaymentNotCompleteError(message || 'The payment is not complete yet');
  try {
    return await completeBookingPayment(bookingId, reference);
  } catch (error) {
    throw new ApiError(Messages.paymentOkBookingUpdateFailed, {
      status: error instanceof ApiError ? error.status : null,
      code: error instanceof ApiError ? error.code : 'UNEXPECTED',
    });
  }
}

export interface SettlePaymentVariables {
  bookingId: string;
  /** The payment reference the checkout reported or returned with. */
  reference: string;
}

/**
 * {@link settlePayment} as a mutation: pending while the payment is confirmed. `onSettled`: what
 * the paying feature fetches again once it is (that feature knows which lists show the booking).
 */
export function useSettlePayment({
  onSettled,
}: Pick<UseMutationOptions<Booking, Error, SettlePaymentVariables>, 'onSettled'> = {}) {
  return useMutation({
    mutationFn: ({ bookingId, reference }: SettlePaymentVariables) => settlePayment(bookingId, reference),
    onSettled,
  });
}
