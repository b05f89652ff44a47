/** GET /api/ops/bookings/:id/audit (issue 15 §7): every staff action on a booking, admin only. */
import { AuditEventSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { opsKey } from './get-board';

const ResponseSchema = successEnvelope(z.array(AuditEventSchema));

/** @throws ApiError (403 for a dispatcher). */
export async function getAudit(bookingId: string, signal?: AbortSignal) {
  const body = await apiClient.get(`/ops/bookings/${encodeURIComponent(bookingId)}/audit`, {
    schema: ResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const auditQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [...opsKey, 'audit', bookingId],
    queryFn: ({ signal }) => getAudit(bookingId, signal),
  });
