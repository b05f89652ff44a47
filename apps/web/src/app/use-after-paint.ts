/**
 * Small timing and screen hooks for the app shell (ADR 070).
 *
 * `useAfterPaint(active)`: true from the frame after `active` turned true. Parts of the shell that
 * are not needed for a page's first paint (their code loads on demand) wait for it, so that
 * their downloads do not hold that paint back.
 *
 * `useMinWidth(px)`: true while the viewport is at least `px` wide (false while it cannot be
 * known, e.g. at build time).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

export function useAfterPaint(active: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!active) return;
    let timer: number | undefined;
    // rAF runs just before the next paint; a task queued from it runs after that paint.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [active]);
  return active && painted;
}

export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
