/**
 * Helpers for the installable, offline app (issue 28 item 5, issue 36 item 4, issue 42 item 2): a
 * paid booking whose officer is checked in (so the traveller's page shows the officer card), the
 * service worker in control, the offline shell it keeps, and what the app saved for offline use.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createBooking, lagosDate } from './booking';
import { expect, registerUser, type SeededUser } from './fixtures';
import { payBookingThroughApi } from './payments';
import { DEMO_STAFF, officerEmailByBadge, type StaffSession, staffSession } from './staff';

export interface ServiceUnderWay {
  traveller: SeededUser;
  booking: { id: string; bookingReference: string };
  officer: StaffSession;
  officerName: string;
  meetingCode: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A traveller's paid booking for tomorrow with its assigned officer checked in by the dispatcher
 * (the audited early check-in: no flight due within the hour needed), so the officer card shows.
 */
export async function serviceUnderWay(request: APIRequestContext): Promise<ServiceUnderWay> {
  const traveller = await registerUser(request, { firstName: 'Kemi' });
  const booking = await createBooking(request, traveller, { days: 1 });
  await payBookingThroughApi(request, traveller, booking.id);
  const dispatcher = await staffSession(request, DEMO_STAFF.dispatcher);
  const board = await request.get(`/api/ops/board?date=${lagosDate(1)}&q=${booking.bookingReference}`, {
    headers: bearer(dispatcher.token),
  });
  const row = (
    (await board.json()) as {
      data: { bookings: Array<{ officers: Array<{ badgeNumber: string; firstName: string; lastName: string }> }> };
    }
  ).data.bookings[0];
  const assigned = row?.officers[0];
  expect(assigned, 'an officer assigned at payment').toBeDefined();
  const officer = await staffSession(
    request,
    await officerEmailByBadge(request, dispatcher, assigned?.badgeNumber ?? ''),
  );
  const override = await request.post(`/api/ops/bookings/${booking.id}/gate-override`, {
    headers: bearer(dispatcher.token),
    data: { milestone: 'checked_in', reason: 'Flight landed early; officer at the door' },
  });
  expect(override.status(), await override.text()).toBe(200);
  const detail = await request.get(`/api/bookings/${booking.id}`, { headers: bearer(traveller.token) });
  const meetingCode = ((await detail.json()) as { data: { booking: { meetingCode: string } } }).data.booking
    .meetingCode;
  return {
    traveller,
    booking,
    officer,
    officerName: `${assigned?.firstName} ${assigned?.lastName}`,
    meetingCode,
  };
}

/** Waits until the service worker controls `page` (it registers after `load` and claims the page). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Whether the worker holds this version's whole offline shell, once any precache in flight has
 * ended (the worker's `offline-shell-status` message, apps/web/src/sw/shell-protocol.ts). Asks
 * only: it never starts a precache.
 */
export function shellKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return false;
    const channel = new MessageChannel();
    const answer = new Promise<boolean>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent<{ kept: boolean }>) => resolve(event.data.kept);
    });
    worker.postMessage({ type: 'offline-shell-status' }, [channel.port2]);
    return answer;
  });
}

/** Waits until the worker holds the whole offline shell (it downloads it after sign-in or on a later visit). */
export async function waitForOfflineShell(page: Page): Promise<void> {
  await expect.poll(() => shellKept(page), { timeout: 30_000 }).toBe(true);
}

/** Waits until the app has saved `key` for offline use (IndexedDB `fasttrack-offline`). */
export async function waitForOfflineCopy(page: Page, key: string): Promise<void> {
  await page.waitForFunction(
    (k) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('fasttrack-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('last-known')) {
            db.close();
            resolve(false);
            return;
          }
          const get = db.transaction('last-known').objectStore('last-known').get(k);
          get.onsuccess = () => {
            db.close();
            resolve(get.result !== undefined);
          };
          get.onerror = () => resolve(false);
        };
      }),
    key,
  );
}

/** The keys of what the app keeps for offline use (IndexedDB `fasttrack-offline`). */
export function offlineKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('fasttrack-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('last-known')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('last-known').objectStore('last-known').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => resolve([]);
        };
      }),
  );
}

/** The chunks the worker keeps (every cache), as paths. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}
