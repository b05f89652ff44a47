/**
 * GET /api/payments/history (issue 37): the caller's bookings with money, each with its money
 * story and its payment attempts (the Payments page). The spec's GET /api/payments/user (§7)
 * lists attempts alone, without credits or bookings that credits paid; the page reads this one.
 */
import { PaymentHistorySchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(PaymentHistorySchema);

/** Query key prefix of the payments queries; invalidate it after a payment. */
export const paymentsKey = ['payments'] as const;

export async function getPaymentHistory(signal?: AbortSignal) {
  const body = await apiClient.get('/payments/history', { schema: ResponseSchema, ...(signal ? { signal } : {}) });
  return body.data;
}

export const paymentHistoryQuery = () =>
  queryOptions({ queryKey: [...paymentsKey, 'history'], queryFn: ({ signal }) => getPaymentHistory(signal) });

export function usePaymentHistory() {
  return useQuery(paymentHistoryQuery());
}
