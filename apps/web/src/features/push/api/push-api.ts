/**
 * The push routes (issue 28 §4): the VAPID public key, and this device's subscription stored or
 * removed on the server.
 */
import {
  MessageEnvelopeSchema,
  PushKeySchema,
  type PushSubscriptionRequest,
  successEnvelope,
} from '@fasttrack/contracts';
import { apiClient } from '../../../lib/api-client';

const KeyResponseSchema = successEnvelope(PushKeySchema);

/** GET /api/push/key: the base64url VAPID public key. */
export async function getPushKey(): Promise<string> {
  return (await apiClient.get('/push/key', { schema: KeyResponseSchema })).data.publicKey;
}

/** POST /api/push/subscriptions. @throws ApiError (400 bad subscription). */
export async function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  await apiClient.post('/push/subscriptions', subscription, { schema: MessageEnvelopeSchema });
}

/** DELETE /api/push/subscriptions (the caller's own). @throws ApiError (404 not the caller's). */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiClient.delete('/push/subscriptions', { body: { endpoint }, schema: MessageEnvelopeSchema });
}
