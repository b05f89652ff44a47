/**
 * The booking dialog's payment as mutations (spec §4, §7; issue 37): the payments feature's Pay
 * and settlement, with what each changes fetched again. The lists are asked again without
 * waiting for them, so the step moves on as soon as the payment has answered.
 * - Pay with credits offered: the credits (the payment reserved or released some); paid with
 *   credits alone (no checkout): the bookings and payments lists as well.
 * - Settling, paid or not (a failed or unfinished payment changes the booking's payment status
 *   too): the bookings and payments lists.
 */
import { useQueryClient } from '@tanstack/react-query';
import { creditsKey } from '../../credits/index';
import { paymentsKey, useSettlePayment, useStartPaystackPayment } from '../../payments/index';
import { bookingsKey } from './get-user-bookings';

/** Pay on the payment step: the payment, then its checkout (payments' useStartPaystackPayment). */
export function useStartBookingPayment() {
  const queryClient = useQueryClient();
  return useStartPaystackPayment({
    onSuccess: (outcome, { useCredits }) => {
      // `useCredits` is sent (true or false) only when credits were offered.
      if (useCredits !== undefined) void queryClient.invalidateQueries({ queryKey: creditsKey });
      if (outcome.kind === 'paid-with-credits') {
        void queryClient.invalidateQueries({ queryKey: bookingsKey });
        void queryClient.invalidateQueries({ queryKey: paymentsKey });
      }
    },
  });
}

/** Verifies the payment and completes the booking (payments' useSettlePayment). */
export function useSettleBookingPayment() {
  const queryClient = useQueryClient();
  return useSettlePayment({
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      void queryClient.invalidateQueries({ queryKey: paymentsKey });
    },
  });
}
