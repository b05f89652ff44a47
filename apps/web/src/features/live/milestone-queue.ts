/**
 * Milestone taps and meeting-code entries made with no network (issue 28 item 5, issue 36 item
 * 4; ADR 290, ADR 325). Each gets its client id (a UUID) when the officer taps or enters the
 * code; offline it waits here, in IndexedDB (idb-keyval, database `fasttrack-taps`), and is sent
 * when the connection returns, in the order made, with that id, so one sent twice is decided
 * once by the server. One the server refuses on replay (409: out of order, the service ended or
 * was cancelled; 422: a code that does not match) is kept as a refusal the officer sees on that
 * service, with the server's reason, until they dismiss it, never dropped silently.
 *
 * The queue outlives a reload and a sign-out (it holds booking ids, steps, ids and a code entry
 * until it is sent; an entry is sent only while the officer who made it is signed in). It is one
 * list for the device, shared by the page's components through {@link useQueuedTaps}. Other
 * entries made offline with the same rules keep their own list through {@link createTapQueue}.
 */
import type { Milestone } from '@fasttrack/contracts';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { isApiError } from '../../lib/api-error';

/**
 * A tap waiting for the network. `tappedAt` is an ISO instant. With `code`, the meeting code the
 * officer entered (its milestone is `met`, which only the server's check can record).
 */
export interface QueuedTap {
  clientId: string;
  bookingId: string;
  milestone: Milestone;
  userId: string;
  tappedAt: string;
  code?: string;
}

/** A queued tap the server refused when it was sent, with its reason (§8 message). */
export interface RefusedTap extends QueuedTap {
  message: string;
}

interface TapState {
  waiting: QueuedTap[];
  refused: RefusedTap[];
}

/** What every entry of a queue carries: its client id, the booking and the officer, and when it was made (ISO). */
export interface QueuedEntry {
  clientId: string;
  bookingId: string;
  userId: string;
  tappedAt: string;
}

/** The entries of one queue waiting for the network, and those the server refused on replay. */
export interface QueueState<T extends QueuedEntry> {
  waiting: T[];
  refused: Array<T & { message: string }>;
}

/** One offline queue: kept, replayed and shown like the milestone taps. */
export interface TapQueue<T extends QueuedEntry> {
  /** Keeps an entry until the network returns. */
  queue(entry: T): Promise<void>;
  /** Forgets a refusal once the officer has read it. */
  dismiss(clientId: string): Promise<void>;
  /** See {@link replayTaps}. */
  replay(userId: string, send: (entry: T) => Promise<unknown>): Promise<boolean>;
  /** The entries waiting and refused, as they change (a hook). */
  useEntries(): QueueState<T>;
}

let db: UseStore | null = null;

function tapStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  db ??= createStore('fasttrack-taps', 'taps');
  return db;
}

/**
 * True when the tap never reached the server, the server could not take it, the session needs
 * signing in again (401) or too many code entries came at once (429): it waits for the next try.
 */
function notDelivered(error: unknown): boolean {
  return (
    !isApiError(error) || error.status === null || error.status === 401 || error.status === 429 || error.status >= 500
  );
}

/**
 * A queue of the officer's offline entries kept under `key` in the device's tap store (issue 41
 * item 4 keeps the marks of add-on lines in one, beside the milestone taps): its own list, so one
 * screen's entries never show as another's, with the same rules of keeping, replay and refusal.
 */
export function createTapQueue<T extends QueuedEntry>(key: string): TapQueue<T> {
  const empty: QueueState<T> = { waiting: [], refused: [] };
  let state = empty;
  let loaded: Promise<void> | null = null;
  let replaying: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  /** Reads the saved list once per page load; a store that refuses counts as empty. */
  const load = (): Promise<void> => {
    loaded ??= (async () => {
      const s = tapStore();
      const saved = s ? await get<QueueState<T>>(key, s).catch(() => undefined) : undefined;
      if (saved)
        state = { waiting: [...saved.waiting, ...state.waiting], refused: [...saved.refused, ...state.refused] };
      for (const l of listeners) l();
    })();
    return loaded;
  };

  const update = async (change: (current: QueueState<T>) => QueueState<T>): Promise<void> => {
    await load();
    state = change(state);
    for (const l of listeners) l();
    const s = tapStore();
    if (s) await set(key, state, s).catch(() => {});
  };

  const replay = (userId: string, send: (entry: T) => Promise<unknown>): Promise<boolean> => {
    const run = async () => {
      await load();
      let settled = false;
      for (const tap of state.waiting.filter((t) => t.userId === userId)) {
        try {
          await send(tap);
          await update((s) => ({ ...s, waiting: s.waiting.filter((t) => t.clientId !== tap.clientId) }));
        } catch (error) {
          if (notDelivered(error)) break;
          const message = isApiError(error) ? error.message : String(error);
          await update((s) => ({
            waiting: s.waiting.filter((t) => t.clientId !== tap.clientId),
            refused: [...s.refused, { ...tap, message }],
          }));
        }
        settled = true;
      }
      return settled;
    };
    const next = (replaying ?? Promise.resolve()).then(run, run);
    replaying = next.then(
      () => undefined,
      () => undefined,
    );
    return next;
  };

  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    void load();
    return () => {
      listeners.delete(onChange);
    };
  };

  return {
    queue: (entry) => update((s) => ({ ...s, waiting: [...s.waiting, entry] })),
    dismiss: (clientId) => update((s) => ({ ...s, refused: s.refused.filter((r) => r.clientId !== clientId) })),
    replay,
    useEntries: () =>
      useSyncExternalStore(
        subscribe,
        () => state,
        () => empty,
      ),
  };
}

const taps = createTapQueue<QueuedTap>('taps');

/** Keeps a tap or a code entry until the network returns. */
export function queueTap(tap: QueuedTap): Promise<void> {
  return taps.queue(tap);
}

/** Forgets a refusal once the officer has read it. */
export function dismissRefusal(clientId: string): Promise<void> {
  return taps.dismiss(clientId);
}

/**
 * Sends `userId`'s waiting taps in the order tapped, one at a time; stops at the first that does
 * not get through (it and the later ones wait for the next try). One replay at a time per page.
 * @param send records one tap (POST /api/officer/services/:id/milestones, or .../verify for a
 *   code entry, with its client id).
 * @returns whether any tap was settled (recorded or refused), so the caller refreshes its data.
 */
export function replayTaps(userId: string, send: (tap: QueuedTap) => Promise<unknown>): Promise<boolean> {
  return taps.replay(userId, send);
}

/** The taps waiting for the network and the refused ones, as they change. */
export function useQueuedTaps(): TapState {
  return taps.useEntries();
}
