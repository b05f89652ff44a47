/**
 * Sends one push message to every device of a person (issue 28 §4). web-push encrypts the data
 * for each device (RFC 8291, aes128gcm) and signs the request with VAPID (RFC 8292); the request
 * goes out with fetch, so the local push service stand-in of the tests can speak plain HTTP on
 * loopback (web-push's own `sendNotification` only speaks HTTPS). Each outbox row makes the same
 * message on every attempt: the `Topic` header (RFC 8030 §5.4) makes the push service replace an
 * undelivered copy, the notification `tag` makes the device replace a shown one (ADR 285).
 */
import type { PushMessage } from '@fasttrack/contracts';
import webpush from 'web-push';
import type { VapidKeys } from '../../config';
import type { Executor } from '../../db/client';
import { markUsed, removeSubscription, subscriptionsOf } from './push.repository';
import { vapidKeys } from './vapid-keys';

/** How long a push service keeps a message for a device that is off (RFC 8030 §5.2), in s. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;

export interface PushDeps {
  db: Executor;
  /** VAPID_* settings; null = the product's own pair (vapid-keys.ts). */
  vapid: VapidKeys | null;
  publicUrl: string;
  /** Time-out of one push service request, in ms. */
  timeoutMs: number;
}

/**
 * `devices`: the person's devices (0: none allowed notifications); `delivered` took it; `removed`
 * answered 404/410 and were forgotten; `location`: the push service's id of the first delivery.
 */
export interface PushOutcome {
  devices: number;
  delivered: number;
  removed: number;
  location: string | null;
}

/** The `Topic` of a message: its id (a UUID) without dashes, 32 characters of the base64url alphabet (RFC 8030 §5.4). */
export const pushTopic = (id: string) => id.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);

/**
 * Sends `message` to each of `userId`'s devices.
 * @throws Error when a push service failed in another way than 404/410 (the caller retries; the
 *   devices that took it already replace it by its tag and topic).
 */
export async function pushToUser(deps: PushDeps, userId: string, message: PushMessage): Promise<PushOutcome> {
  const devices = await subscriptionsOf(deps.db, userId);
  if (devices.length === 0) return { devices: 0, delivered: 0, removed: 0, location: null };
  const vapidDetails = await vapidKeys(deps.db, deps.vapid, deps.publicUrl);
  const payload = JSON.stringify(message);
  let delivered = 0;
  let removed = 0;
  let location: string | null = null;
  const failures: string[] = [];
  for (const device of devices) {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { vapidDetails, TTL: PUSH_TTL_SECONDS, topic: pushTopic(message.tag), urgency: 'high' },
    );
    const { 'Content-Length': _, ...headers } = request.headers as Record<string, string>;
    let status: number;
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ?? null,
        // A push service answers, it does not send us elsewhere (a redirect could point inside).
        redirect: 'manual',
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      status = res.status;
      if (status >= 200 && status < 300) location ??= res.headers.get('location');
      await res.body?.cancel();
    } catch (err) {
      failures.push(err instanceof Error ? err.message : String(err));
      continue;
    }
    if (status >= 200 && status < 300) {
      delivered++;
      await markUsed(deps.db, device.id, new Date());
    } else if (status === 404 || status === 410) {
      // The subscription expired or the person revoked it (RFC 8030 §7.3): never try it again.
      removed++;
      await removeSubscription(deps.db, device.id);
    } else {
      failures.push(`push service answered ${status}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('; '));
  return { devices: devices.length, delivered, removed, location };
}
