/**
 * Scroll behaviour for client navigation: a new path starts at the top; a `#hash` scrolls to
 * its section once it is rendered (sections of a lazily loaded page appear a moment later, so
 * the lookup retries for a short while). Back/forward keeps the browser's own restoration, and so
 * does a history entry of the same page with a state of its own (the booking wizard's steps, issue 37).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const HASH_RETRY_MS = 50;
const HASH_RETRIES = 40;

export function useScrollOnNavigate(): void {
  const { hash, key, pathname, search, state } = useLocation();
  const navigationType = useNavigationType();
  const page = useRef(`${pathname}${search}`);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (location key)
  useEffect(() => {
    // An entry with state on the same page is a step within it, not a new page.
    const samePage = page.current === `${pathname}${search}` && state != null;
    page.current = `${pathname}${search}`;
    if ((navigationType === 'POP' || samePage) && !hash) return;
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
  }, [key]);
}
