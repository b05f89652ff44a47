/** GET /api/payments/:id/status (spec §7): one of the caller's payments, by id or reference. */
import { type PaymentRecord, PaymentRecordSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(PaymentRecordSchema);

/** @throws ApiError (404 when it is not the caller's payment). */
export async function getPaymentStatus(idOrReference: string): Promise<PaymentRecord> {
  const body = await apiClient.get(`/payments/${encodeURIComponent(idOrReference)}/status`, { schema: ResponseSchema });
  return body.data;
}

/** One payment's status, by id or reference. Always asked again (staleTime 0): it may settle. */
export const paymentStatusQuery = (idOrReference: string) =>
  queryOptions({
    queryKey: ['payments', 'status', idOrReference],
    queryFn: () => getPaymentStatus(idOrReference),
    staleTime: 0,
  });
