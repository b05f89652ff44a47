/**
 * Subscribing a device to push messages (issue 28 §4): store, re-own and remove subscriptions,
 * and the VAPID public key the browser subscribes with.
 */
import type { PushSubscriptionRequest } from '@fasttrack/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { browserLabel } from './browser-label';
import { deleteOwnSubscription, upsertSubscription } from './push.repository';
import { vapidKeys } from './vapid-keys';

/** The VAPID public key (base64url) for `pushManager.subscribe({ applicationServerKey })`. */
export async function pushPublicKey(db: Db, config: Config): Promise<string> {
  return (await vapidKeys(db, config.push.vapid, config.publicUrl)).publicKey;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The push services of the browsers people use (Chrome and other Chromium browsers on FCM,
 * Firefox, Safari, Edge on Windows), each with its subdomains. The server POSTs to a stored
 * endpoint, so an endpoint anywhere else would let a caller make it send requests to a host of
 * their choosing (an internal address, a metadata service): only these are taken.
 */
export const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

const isPushService = (host: string) => PUSH_SERVICE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));

/**
 * Push services are reached over HTTPS only (RFC 8030 §8), and only the known ones
 * ({@link PUSH_SERVICE_DOMAINS}); test mode also takes http on loopback, for a local push
 * service stand-in. @throws AppError 400 otherwise.
 */
function assertPushEndpoint(endpoint: string, testMode: boolean): void {
  const url = new URL(endpoint);
  if (url.protocol === 'http:' && testMode && LOOPBACK.has(url.hostname)) return;
  if (url.protocol !== 'https:') {
    throw AppError.badRequest('The push service URL must start with https://.', {
      endpoint: 'The push service URL must start with https://',
    });
  }
  if (!isPushService(url.hostname)) {
    throw AppError.badRequest('This is not the address of a browser push service.', {
      endpoint: `The push service must be one of ${PUSH_SERVICE_DOMAINS.join(', ')}`,
    });
  }
}

/**
 * Stores the caller's (`userId`) device `sub`, labelled from its `userAgent`: a new endpoint is
 * added, a known one (this device subscribed before, perhaps under another account) now belongs
 * to the caller with the keys it sent.
 * @throws AppError 400 for an endpoint that is not a browser push service over https (see assertPushEndpoint).
 */
export async function savePushSubscription(
  { db, config }: { db: Db; config: Config },
  device: { userId: string; sub: PushSubscriptionRequest; userAgent: string | undefined },
): Promise<void> {
  const { userId, sub, userAgent } = device;
  assertPushEndpoint(sub.endpoint, config.testMode);
  await upsertSubscription(db, {
    userId,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: browserLabel(userAgent),
  });
}

/** Removes the caller's device. @throws AppError 404 when the caller has no subscription with this endpoint. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteOwnSubscription(db, userId, endpoint))) throw AppError.notFound('This device is not subscribed.');
}
