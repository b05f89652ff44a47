/**
 * Whether the browser says it has a network (`navigator.onLine`, updated by its `online` and
 * `offline` events; issue 36 item 4). It can say online on a network that carries nothing (a
 * captive portal, no data left): pages still treat a request that gets no answer as offline
 * (lib/use-last-known.ts); this is for what the person may try, not for what a page shows.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True unless the browser says it is offline; true while rendered outside a browser. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
