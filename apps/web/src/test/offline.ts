/**
 * The device with no network, for component tests of the offline app (issue 28 item 5, issue
 * 36 item 4): a real in-memory IndexedDB (fake-indexeddb) for what the app keeps, a session whose
 * access token names its user (the offline session check matches the saved user by the token's
 * `sub`), and a browser that says it is offline and whose requests get no answer.
 */
import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { saveTokens } from '../lib/auth-storage';
import { readLastKnown } from '../lib/offline-store';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Stores a session for `userId` whose access token carries `sub` (not signed: never checked here). */
export function saveSessionOf(userId: string): void {
  saveTokens({ token: `${base64url({ alg: 'none' })}.${base64url({ sub: userId })}.x`, refreshToken: 'ref-1' });
}

/** The fetch of a browser with no network. */
export const noNetwork = () => Promise.reject(new TypeError('Failed to fetch'));

/** Waits until the app has kept `key` for `userId` on the device. */
export async function waitForKept(key: string, userId: string): Promise<void> {
  await waitFor(async () => expect(await readLastKnown(key, userId)).not.toBeNull());
}

/** A page loaded with no network: the browser says offline, and no event has told the page. */
export function startOffline(): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

/**
 * The connection goes (or comes back) while the page is open: the browser says so and fires its
 * event. A test that takes it away gives it back before it ends: the query client's online state
 * is shared by the files of a worker.
 */
export function setBrowserOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}
