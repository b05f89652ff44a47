/**
 * Scroll behaviour for client navigation: a new path starts at the top; a `#hash` scrolls to
 * its section once it is rendered (sections of a lazily loaded page appear a moment later, so
 * the lookup retries for a short while). Back/forward keeps the browser's own restoration, and a
 * new history entry of the same address (a booking wizard step, issue 37) is no new page.
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const HASH_RETRY_MS = 50;
const HASH_RETRIES = 40;

export function useScrollOnNavigate(): void {
  const { hash, pathname, search } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new address
  useEffect(() => {
    if (navigationType === 'POP' && !hash) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    let timer: number | undefined;
    const tryScroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
      if (++tries < HASH_RETRIES) timer = window.setTimeout(tryScroll, HASH_RETRY_MS);
    };
    tryScroll();
    return () => window.clearTimeout(timer);
  }, [pathname, search, hash]);
}
