/**
 * `/login` after a provider sent the browser back (issue 19 §11): with `?social=<provider>` the
 * session is collected once and the user signed in exactly as a password sign-in does (tokens
 * stored, user set; the page's own redirect then applies); with `?socialError=<code>` the reason
 * is shown. `&welcome=1` says the sign-in created the account: it is then welcomed, not welcomed
 * back (new-account.ts). Returns the message to show, or null.
 */
import { useEffect, useRef, useState } from 'react';
import { saveTokens } from '../../lib/auth-storage';
import { useAuth } from './auth-context';
import { markNewAccount } from './new-account';
import { socialErrorMessage, socialReturn } from './social-sign-in';

export function useSocialReturn(search: URLSearchParams): { error: string | null; collecting: boolean } {
  const { setUser } = useAuth();
  const provider = socialReturn(search);
  const created = search.get('welcome') === '1';
  const [failed, setFailed] = useState<string | null>(null);
  const [collecting, setCollecting] = useState(provider !== null);
  // The session can be collected once: a second effect run (StrictMode) must not try again.
  const started = useRef(false);

  useEffect(() => {
    if (!provider || started.current) return;
    started.current = true;
    import('./api/collect-social-session')
      .then(({ collectSocialSession }) => collectSocialSession())
      .then((session) => {
        saveTokens(session);
        if (created) markNewAccount(session.user.id);
        setUser(session.user);
      })
      .catch(() => {
        const query = new URLSearchParams({ provider, socialError: 'expired' });
        setFailed(socialErrorMessage(query));
      })
      .finally(() => setCollecting(false));
  }, [provider, created, setUser]);

  return { error: failed ?? socialErrorMessage(search), collecting };
}
