/**
 * `GET /api/pass/:token` (issue 36 item 1): the lead passenger's pass, opened from the signed link
 * in their texts, without an account. Fetched again every minute: the officer card appears 30
 * minutes before the meeting time, and the pass has no live stream (that needs an account).
 */
import { PassengerPassSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const passQuery = (token: string) =>
  queryOptions({
    queryKey: ['pass', token] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(`/pass/${encodeURIComponent(token)}`, {
          schema: successEnvelope(PassengerPassSchema),
          signal,
          auth: false,
        })
      ).data,
    refetchInterval: 60_000,
    retry: false,
  });
