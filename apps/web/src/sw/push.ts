/**
 * Web Push as the traveller sees it (issue 28): the server sends JSON
 * `{ "title": string, "body": string, "url": string, "tag": string }` (the push channel of the
 * outbox). Each message is shown as a notification under its `tag`, so a message delivered again
 * replaces the one already shown instead of adding a second (W3C Notifications API, "tag").
 * A click focuses a window of the app already on that address, else opens one; only addresses of
 * this origin are opened.
 */

/** What a push message carries; anything else is not shown. */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const ICON = '/icons/icon-192.png';
/** Android draws the badge from its alpha channel only: the mark alone. */
const BADGE = '/icons/badge-96.png';

function readMessage(data: PushMessageData | null): PushMessage | null {
  try {
    const value: unknown = data?.json();
    if (typeof value !== 'object' || value === null) return null;
    const m = value as Record<string, unknown>;
    const fields = [m.title, m.body, m.url, m.tag];
    return fields.every((f) => typeof f === 'string') ? (value as PushMessage) : null;
  } catch {
    return null;
  }
}

/** The address a notification opens: its own if it is on this origin, else the home page. */
function sameOriginUrl(sw: ServiceWorkerGlobalScope, url: unknown): URL {
  const home = new URL('/', sw.location.origin);
  if (typeof url !== 'string') return home;
  const target = new URL(url, home);
  return target.origin === home.origin ? target : home;
}

async function focusOrOpen(sw: ServiceWorkerGlobalScope, target: URL): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).href === target.href);
  if (open) {
    await open.focus();
    return;
  }
  await sw.clients.openWindow(target.href);
}

/** Shows each push message and answers a click on one (see the module doc). */
export function listenForPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const message = readMessage(event.data);
    if (!message) return;
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url },
        icon: ICON,
        badge: BADGE,
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(focusOrOpen(sw, sameOriginUrl(sw, data?.url)));
  });
}
