/** GET /api/payments/:id/status (spec §7): one of the caller's payments, by id or reference. */
import { type PaymentRecord, PaymentRecordSchema, successEnvelope } from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(PaymentRecordSchema);

/** @throws ApiError (404 when it is not the caller's payment). */
export async function getPaymentStatus(idOrReference: string): Promise<PaymentRecord> {
  const body = await apiClient.get(`/payments/${encodeURIComponent(idOrReference)}/status`, { schema: ResponseSchema });
  return body.data;
}
