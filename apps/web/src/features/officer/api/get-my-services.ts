/** GET /api/officer/services (issue 15 §7): the signed-in officer's services today and tomorrow. */
import { OfficerServicesSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(OfficerServicesSchema);

/** @throws ApiError (403 for a dispatcher or admin, 404 for a customer). */
export async function getMyServices(signal?: AbortSignal) {
  const body = await apiClient.get('/officer/services', { schema: ResponseSchema, ...(signal ? { signal } : {}) });
  return body.data.services;
}

/** Refetched every minute and on focus: an officer keeps this open on the phone. */
export const myServicesQuery = () =>
  queryOptions({
    queryKey: ['officer', 'services'],
    queryFn: ({ signal }) => getMyServices(signal),
    refetchInterval: 60_000,
  });
