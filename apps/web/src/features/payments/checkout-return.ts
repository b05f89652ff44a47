/**
 * The return from the checkout page. Paystack (and the sandbox) send the browser to the payments
 * feature's callback URL, `/bookings?payment=callback`, adding `reference` and `trxref`
 * (apps/api/src/features/payments/paystack.service.ts paystackCallbackUrl).
 */
export const CHECKOUT_RETURN_PARAMS = ['payment', 'reference', 'trxref'] as const;

/** The payment reference when `search` is a checkout return, else null. */
export function readCheckoutReturn(search: URLSearchParams): string | null {
  if (search.get('payment') !== 'callback') return null;
  const reference = search.get('reference') ?? search.get('trxref');
  return reference?.trim() ? reference.trim() : null;
}
