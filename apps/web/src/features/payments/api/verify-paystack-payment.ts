/**
 * POST /api/payments/paystack/verify { reference } (spec §3 Payment verification payload, §7):
 * the server asks Paystack and settles the payment. Answers the §3 payment result and a
 * sentence: 'Payment verified', 'The payment is not complete yet' or 'The payment failed: <reason>. Try another card, or pay by bank transfer.'.
 */
import { type PaymentResult, PaymentResultSchema, successEnvelope } from '@fasttrack/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(PaymentResultSchema);

/** @throws ApiError (404 unknown reference; 502/503 when Paystack cannot answer yet). */
export async function verifyPaystackPayment(reference: string): Promise<{ result: PaymentResult; message: string }> {
  const body = await apiClient.post('/payments/paystack/verify', { reference }, { schema: ResponseSchema });
  return { result: body.data, message: body.message ?? '' };
}

/**
 * Verifies a payment by its reference: resolves with the result and the server's sentence. The
 * payment step settles through `settle-payment.ts`, which calls {@link verifyPaystackPayment}.
 */
export function useVerifyPaystackPayment() {
  return useMutation({ mutationFn: (reference: string) => verifyPaystackPayment(reference) });
}
