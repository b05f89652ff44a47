/**
 * The unread chat messages per booking that the bookings list shows as a badge (issue 17 §5):
 * `GET /live/unread`, refreshed each minute. Kept here, with the list that reads it, so bookings
 * never imports the live feature (which imports bookings for the booking page).
 */
import { successEnvelope, UnreadChatCountsSchema } from '@fasttrack/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const UnreadSchema = successEnvelope(UnreadChatCountsSchema);

export const unreadChatQuery = () =>
  queryOptions({
    queryKey: ['live', 'unread'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get('/live/unread', { schema: UnreadSchema, signal })).data.bookings,
    refetchInterval: 60_000,
  });
