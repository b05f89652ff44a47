/**
 * `GET /api/organisations/:organisationId/webhook-endpoints/:endpointId/deliveries?cursor=` (issue
 * 40 item 4): the endpoint's delivery log, newest first, a page at a time (`nextCursor`), each
 * delivery with its attempts (time, status code or none, latency in ms, error).
 */
import { successEnvelope, WebhookDeliverySchema } from '@fasttrack/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { webhookEndpointsKey, webhookEndpointsPath } from './get-webhook-endpoints';

/** One page of the log, as the API answers it. */
export const WebhookDeliveryPageSchema = z.object({
  items: z.array(WebhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

/** Query key of one endpoint's log; "Resend" and "Send test event" invalidate it. */
export const webhookDeliveriesKey = (organisationId: string, endpointId: string) =>
  [...webhookEndpointsKey(organisationId), endpointId, 'deliveries'] as const;

const Schema = successEnvelope(WebhookDeliveryPageSchema);

export const webhookDeliveriesQuery = (organisationId: string, endpointId: string) =>
  infiniteQueryOptions({
    queryKey: webhookDeliveriesKey(organisationId, endpointId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<WebhookDeliveryPage> => {
      const search = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : '';
      const path = `${webhookEndpointsPath(organisationId, endpointId, 'deliveries')}${search}`;
      return (await apiClient.get(path, { schema: Schema, signal })).data;
    },
    getNextPageParam: (last) => last.nextCursor,
  });

export function useWebhookDeliveries(organisationId: string, endpointId: string) {
  return useInfiniteQuery(webhookDeliveriesQuery(organisationId, endpointId));
}
