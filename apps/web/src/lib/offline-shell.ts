/**
 * Asks the service worker to keep the traveller's offline shell (issue 42 item 2; ADR 326): once
 * the visitor has shown they will use the app (signed in, booked, or came back: a page the worker
 * already controlled when it loaded), never on a first look at the prices. Skipped on a
 * connection that asks to save data (`Save-Data`) or is as slow as 2G (Network Information API,
 * `navigator.connection`): the shell is about 1 MB, and a later page load on a better connection
 * asks again. Loaded on demand, never with the first page.
 */
import { PRECACHE_SHELL } from '../sw/shell-protocol';

/** What the Network Information API tells of the connection (Chromium; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  /** 'slow-2g' | '2g' | '3g' | '4g'. */
  effectiveType?: string;
}

/** False when the connection asks to save data or is 2G or slower; true when nothing is known. */
export function shellWanted(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  return connection.saveData !== true && !/2g$/.test(connection.effectiveType ?? '');
}

/**
 * Sends the request to the active worker, if the connection allows; waits for the worker to be
 * active (a first visit's worker installs after the page has loaded). Without a worker (the dev
 * server, an old browser) it does nothing.
 */
export async function requestOfflineShell(): Promise<void> {
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!('serviceWorker' in navigator) || !shellWanted(connection)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: PRECACHE_SHELL });
}
