/**
 * GET and PUT /api/users/me/notifications (issue 16 §5): reminder e-mails and marketing e-mails
 * (the marketing consent), kept on the server.
 */
import { type NotificationPreferences, NotificationPreferencesSchema, successEnvelope } from '@fasttrack/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const ResponseSchema = successEnvelope(NotificationPreferencesSchema);
export const notificationPreferencesKey = ['users', 'me', 'notifications'] as const;

export async function getNotificationPreferences(signal?: AbortSignal) {
  const body = await apiClient.get('/users/me/notifications', {
    schema: ResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export const notificationPreferencesQuery = () =>
  queryOptions({ queryKey: notificationPreferencesKey, queryFn: ({ signal }) => getNotificationPreferences(signal) });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery());
}

/** @throws ApiError (400 with details). */
export async function saveNotificationPreferences(input: NotificationPreferences) {
  const body = await apiClient.put('/users/me/notifications', input, { schema: ResponseSchema });
  return { preferences: body.data, message: body.message ?? 'Notification preferences saved.' };
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: ({ preferences }) => queryClient.setQueryData(notificationPreferencesKey, preferences),
  });
}
