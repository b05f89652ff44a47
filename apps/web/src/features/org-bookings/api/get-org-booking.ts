/**
 * `GET /api/organisations/:organisationId/bookings/:bookingId` (issue 39 item 2): one booking as
 * the organisation follows it: status, officer, meeting point, never the meeting code. Read again
 * every 30 s while the page is open, so the status moves with the service.
 */
import { OrganisationBookingResultSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { orgBookingsKey } from './get-org-bookings';

const REFRESH_MS = 30_000;
const Schema = successEnvelope(OrganisationBookingResultSchema);

export const orgBookingQuery = (organisationId: string, bookingId: string) =>
  queryOptions({
    queryKey: [...orgBookingsKey(organisationId), 'one', bookingId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `/organisations/${encodeURIComponent(organisationId)}/bookings/${encodeURIComponent(bookingId)}`,
          { schema: Schema, signal },
        )
      ).data.booking,
    refetchInterval: REFRESH_MS,
  });

export function useOrgBooking(organisationId: string, bookingId: string) {
  return useQuery(orgBookingQuery(organisationId, bookingId));
}
