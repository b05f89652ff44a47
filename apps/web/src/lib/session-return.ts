/**
 * Where a session that ends mid-task sends the traveller (spec §2: "Any API 401 ... full page
 * redirect" to /login; issue 37). A screen that can resume after a new sign-in says so while it
 * is open (the booking dialog: `returnTo=booking&step=confirmation`, its drafts kept), and /login
 * is told that the session ended (`sessionEnded=true`), so it says why instead of a bare form.
 * Kept in this tab's memory only: the redirect is a page load in the same tab, read at once. The
 * API client loads this module when a session ends; the booking dialog loads it with its own code.
 */
import { paths, QueryParams } from './paths';

/** On /login: the session ended (a 401), so the page says why. */
export const SESSION_ENDED_PARAM = 'sessionEnded';

export interface SessionReturn {
  returnTo: string;
  step?: string | undefined;
}

let current: SessionReturn | null = null;

/** The screen that can resume after a new sign-in (null: none). Returns the function that forgets it. */
export function setSessionReturn(intent: SessionReturn): () => void {
  current = intent;
  return () => {
    if (current === intent) current = null;
  };
}

/** `/login?returnTo=…&step=…&sessionEnded=true`, or `/login?sessionEnded=true` when nothing can resume. */
export function sessionEndedPath(): string {
  const query = new URLSearchParams();
  if (current) {
    query.set(QueryParams.returnTo, current.returnTo);
    if (current.step) query.set(QueryParams.step, current.step);
  }
  query.set(SESSION_ENDED_PARAM, 'true');
  return `${paths.login}?${query}`;
}
