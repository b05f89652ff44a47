/**
 * Web Push as the service worker shows it (issue 28): a message `{ title, body, url, tag }` is
 * shown as a notification with that title, body and tag; the same message delivered again
 * replaces it (one notification per tag), and a message without the fields shows nothing.
 * Delivered through Chromium's own DevTools protocol (`ServiceWorker.deliverPushMessage`), as a
 * push service would deliver it.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForWorker } from '../support/offline';

// The offline worker is blocked in the other specs (playwright.config.ts).
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

interface Shown {
  title: string;
  body: string;
  tag: string;
  url: string | undefined;
  icon: string;
}

/** The notifications the worker shows now. */
function shown(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
      icon: new URL(n.icon).pathname,
    }));
  });
}

/** The worker's registration id, as the DevTools protocol names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a push message is shown once per tag, and a malformed one not at all', async ({ page, baseURL }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const id = await registrationId(cdp);
  const origin = new URL(baseURL ?? page.url()).origin;
  const push = (data: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(data) });

  const message = {
    title: 'Your officer has checked in',
    body: 'Officer Tunde is at the meeting point.',
    url: '/bookings/7c1d2e3f-4a5b-4c6d-8e7f-000000000001',
    tag: 'booking-7c1d-checked_in',
  };
  // A message that reaches a worker still starting up on a busy machine can be lost, as from a
  // push service: delivered again until shown, which one tag makes the same single notification.
  await expect(async () => {
    await push(message);
    await expect
      .poll(() => shown(page), { timeout: 3_000 })
      .toEqual([
        { title: message.title, body: message.body, tag: message.tag, url: message.url, icon: '/icons/icon-192.png' },
      ]);
  }).toPass({ timeout: 30_000 });
  await push(message);
  await push({ title: 'No body or address' });
  await push({ ...message, tag: 'booking-7c1d-met', title: 'Verified' });
  await expect
    .poll(async () => (await shown(page)).map((n) => n.tag).sort())
    .toEqual(['booking-7c1d-checked_in', 'booking-7c1d-met']);
});
