/**
 * What the app last knew, kept on the device for when the network is gone (issue 28 item 5;
 * ADR 290): a signed-in person's booking page and an officer's day, each saved with whose it is
 * and when it was fetched, and the person it was saved for (so the signed-in pages open offline,
 * where the startup session check cannot reach the server).
 *
 * IndexedDB (idb-keyval), database `fasttrack-offline`. Everything here is read only for the
 * person it was saved for and all of it is cleared at sign-out (lib/offline-session.ts). Where
 * IndexedDB is missing or refuses (some private modes), nothing is kept and nothing is found:
 * the app then behaves online as it always did.
 */
import type { User } from '@fasttrack/contracts';
import { createStore, get, set, type UseStore } from 'idb-keyval';

/** One saved answer: whose it is, when it was fetched (ISO instant), and the answer. */
export interface LastKnown<T> {
  userId: string;
  savedAt: string;
  data: T;
}

/** The person the saved answers belong to (lib/offline-session.ts reads it). */
export const USER_KEY = 'user';
let store: UseStore | null = null;

function offlineStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('fasttrack-offline', 'last-known');
  return store;
}

/** Runs `task` on the store; a store that is missing or refuses counts as empty. */
export async function withStore<T>(task: (s: UseStore) => Promise<T>, otherwise: T): Promise<T> {
  const s = offlineStore();
  if (!s) return otherwise;
  try {
    return await task(s);
  } catch {
    return otherwise;
  }
}

/** Saves `answer.data` under `key` for `user`, fetched at `answer.savedAt` (ISO), and remembers the user. */
export function saveLastKnown<T>(key: string, user: User, answer: { data: T; savedAt: string }): Promise<void> {
  const { data, savedAt } = answer;
  return withStore(async (s) => {
    await set(key, { userId: user.id, savedAt, data } satisfies LastKnown<T>, s);
    await set(USER_KEY, user, s);
  }, undefined);
}

/** What was saved under `key` for `userId`, or null (nothing saved, or someone else's). */
export function readLastKnown<T>(key: string, userId: string): Promise<LastKnown<T> | null> {
  return withStore(async (s) => {
    const saved = await get<LastKnown<T>>(key, s);
    return saved?.userId === userId ? saved : null;
  }, null);
}
