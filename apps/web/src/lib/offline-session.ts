/**
 * The session's side of what is kept for offline use (issue 28 item 5; ADR 290): who is signed
 * in when the startup check cannot reach the server, and forgetting it all at sign-out. Loaded
 * only on demand (from the startup check and the sign-out), never with the first page.
 */
import type { User } from '@fasttrack/contracts';
import { clear, get } from 'idb-keyval';
import { USER_KEY, withStore } from './offline-store';
import { tokenSubject } from './token-subject';

/**
 * The user last saved with a page, if the stored access token is theirs: who the app shows as
 * signed in while the server cannot be reached. Null otherwise.
 */
export function lastKnownUser(token: string): Promise<User | null> {
  return withStore(async (s) => {
    const user = await get<User>(USER_KEY, s);
    return user && user.id === tokenSubject(token) ? user : null;
  }, null);
}

/** Forgets everything kept here (sign-out). */
export function clearLastKnown(): Promise<void> {
  return withStore((s) => clear(s), undefined);
}
