/**
 * `GET /api/organisations/:organisationId/bookings` (issue 39 items 2, 5): the organisation's
 * bookings, newest first, filtered by passenger name, status, Lagos service dates and cost centre,
 * a page at a time (`nextCursor`). A traveller-role member gets only what was booked for them.
 */
import {
  type OrganisationBookingList,
  OrganisationBookingListSchema,
  type OrganisationBookingsQuery,
  successEnvelope,
} from '@fasttrack/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The filters a person sets; empty ones are left out of the request. */
export type OrgBookingFilters = Partial<
  Pick<OrganisationBookingsQuery, 'passenger' | 'status' | 'from' | 'to' | 'costCentre'>
>;

/** Query key prefix of one organisation's bookings; invalidate it after booking for it. */
export const orgBookingsKey = (organisationId: string) => ['organisations', organisationId, 'bookings'] as const;

/** `passenger=Ada&status=confirmed…`: the filters that are set, and the cursor. */
export function orgBookingsSearch(filters: OrgBookingFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim());
  }
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const ListSchema = successEnvelope(OrganisationBookingListSchema);

export const orgBookingsQuery = (organisationId: string, filters: OrgBookingFilters) =>
  infiniteQueryOptions({
    queryKey: [...orgBookingsKey(organisationId), 'list', filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<OrganisationBookingList> =>
      (
        await apiClient.get(
          `/organisations/${encodeURIComponent(organisationId)}/bookings${orgBookingsSearch(filters, pageParam)}`,
          { schema: ListSchema, signal },
        )
      ).data,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useOrgBookings(organisationId: string, filters: OrgBookingFilters) {
  return useInfiniteQuery(orgBookingsQuery(organisationId, filters));
}
