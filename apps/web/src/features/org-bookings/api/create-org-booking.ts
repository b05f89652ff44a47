/**
 * `POST /api/organisations/:organisationId/bookings` (issue 39 item 2) with an `Idempotency-Key`:
 * one booking for one passenger. The answer says whether it was confirmed on account or waits for
 * a card payment. The server prices it; the client never sends an amount.
 */
import {
  type CreateOrganisationBookingRequestInput,
  type CreateOrganisationBookingResult,
  CreateOrganisationBookingResultSchema,
  IDEMPOTENCY_KEY_HEADER,
  successEnvelope,
} from '@fasttrack/contracts';
import { apiRequest } from '../../../lib/api-client';

const Schema = successEnvelope(CreateOrganisationBookingResultSchema);

/**
 * @param idempotencyKey the same for every try of one passenger's booking, so a retry never books twice.
 * @throws ApiError (404 unknown flight; 409 full; 422 notice too short or the service does not fit;
 *   400 a required cost centre or PO reference; 403 a role that may not book or a suspended organisation).
 */
export async function createOrgBooking(
  organisationId: string,
  request: CreateOrganisationBookingRequestInput,
  idempotencyKey: string,
): Promise<CreateOrganisationBookingResult> {
  const body = await apiRequest(`/organisations/${encodeURIComponent(organisationId)}/bookings`, {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: Schema,
  });
  return body.data;
}
