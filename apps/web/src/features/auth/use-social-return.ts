/**
 * `/login` after a provider sent the browser back (issue 19 §11): with `?social=<provider>` the
 * session is collected once and the user signed in exactly as a password sign-in does (tokens
 * stored, user set; the page's own redirect then applies); with `?socialError=<code>` the reason
 * is shown. `&welcome=1` says the sign-in created the account: it is then welcomed, not welcomed
 * back (new-account.ts). Returns the message to show, or null, and whether the session is being
 * collected.
 */
import { useEffect, useRef } from 'react';
import { useCollectSocialSession } from './api/collect-social-session';
import { socialErrorMessage, socialReturn } from './social-sign-in';

export function useSocialReturn(search: URLSearchParams): { error: string | null; collecting: boolean } {
  const provider = socialReturn(search);
  const created = search.get('welcome') === '1';
  const { mutate: collect, isPending, isIdle, isError } = useCollectSocialSession();
  // The session can be collected once: a second effect run (StrictMode) must not try again.
  const started = useRef(false);

  useEffect(() => {
    if (!provider || started.current) return;
    started.current = true;
    collect({ created });
  }, [provider, created, collect]);

  const failed =
    provider && isError ? socialErrorMessage(new URLSearchParams({ provider, socialError: 'expired' })) : null;
  return { error: failed ?? socialErrorMessage(search), collecting: isPending || (provider !== null && isIdle) };
}
