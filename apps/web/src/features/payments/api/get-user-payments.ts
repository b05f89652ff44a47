/** GET /api/payments/user (spec §7): the caller's payments, newest first (the payment history). */
import { PaymentRecordListSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(PaymentRecordListSchema);

/** Query key prefix of the payments queries; invalidate it after a payment. */
export const paymentsKey = ['payments'] as const;

export async function getUserPayments(signal?: AbortSignal) {
  const body = await apiClient.get('/payments/user', { schema: ResponseSchema, ...(signal ? { signal } : {}) });
  return body.data;
}

export const userPaymentsQuery = () =>
  queryOptions({ queryKey: [...paymentsKey, 'user'], queryFn: ({ signal }) => getUserPayments(signal) });

export function useUserPayments() {
  return useQuery(userPaymentsQuery());
}
