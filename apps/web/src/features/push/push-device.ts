/**
 * This browser's side of Web Push (W3C Push API; issue 28 §4): whether it can take
 * notifications, and subscribing through the service worker once it is ready.
 */
import type { PushSubscriptionRequest } from '@fasttrack/contracts';

/** `unsupported`: no service worker or PushManager; `blocked`: the person denied notifications. */
export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** base64url (the VAPID key) to the bytes `applicationServerKey` takes. */
export function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** How long to wait for the app's service worker before saying this browser cannot take pushes, in ms. */
export const WORKER_WAIT_MS = 5_000;

/** The service worker's PushManager, or null when no worker became ready in time (none registered). */
async function pushManager(): Promise<PushManager | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  const registration = await Promise.race([navigator.serviceWorker.ready, late]);
  clearTimeout(timer);
  return registration?.pushManager ?? null;
}

/** Subscribing found no service worker to hold the subscription. */
class NoPushManagerError extends Error {
  constructor() {
    super('No service worker');
  }
}

/**
 * Why subscribing failed when the browser cannot take pushes at all, rather than for a moment:
 * no service worker became ready, or the browser has no push service (Chromium builds without
 * one answer `AbortError` "push service not available"; others `NotSupportedError`).
 */
export function pushImpossible(err: unknown): boolean {
  if (err instanceof NoPushManagerError) return true;
  return err instanceof DOMException && ['AbortError', 'NotSupportedError', 'InvalidStateError'].includes(err.name);
}

/** The state of this device now. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const manager = await pushManager();
  if (!manager) return 'unsupported';
  return Notification.permission === 'granted' && (await manager.getSubscription()) ? 'on' : 'off';
}

/**
 * Asks for permission (the browser's prompt) and subscribes with the VAPID key.
 * @returns the subscription to send to the server, or 'blocked' when the person said no.
 */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscriptionRequest | 'blocked'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const manager = await pushManager();
  if (!manager) throw new NoPushManagerError();
  const subscription = await manager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(vapidPublicKey),
  });
  return subscription.toJSON() as PushSubscriptionRequest;
}

/** Unsubscribes this device. @returns the endpoint it had, or null when it had none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await (await pushManager())?.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
